import { z } from 'zod';
import { rule } from '../parts/rule-messages';
import { STAFF_ROLES, type StaffRole } from '../api/team';

// Where a role sits: an admin works for every center (the contract's null), everyone else for one. The server says
// the rest in its own words (a center that does not exist, the last admin); the form only keeps the obvious unsent.
const role = z.enum(STAFF_ROLES, { error: rule('chooseRole') });

function centerChosen(value: { role: StaffRole; centerId: string }, context: z.RefinementCtx) {
  if (value.role !== 'admin' && !value.centerId) context.addIssue({ code: 'custom', path: ['centerId'], message: rule('chooseCenter') });
}

const placed = <T extends { role: StaffRole; centerId: string }>(value: T) => ({ ...value, centerId: value.role === 'admin' ? null : value.centerId });

export const inviteSchema = z.object({
  email: z.string().trim().min(1, rule('required')).max(254, rule('tooLong')).pipe(z.email(rule('email'))),
  name: z.string().trim().min(1, rule('required')).max(100, rule('tooLong')),
  role,
  centerId: z.string(),
}).superRefine(centerChosen).transform(placed);

export const placementSchema = z.object({ role, centerId: z.string() }).superRefine(centerChosen).transform(placed);
