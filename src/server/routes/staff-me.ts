import type { OperationHandlers } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentStaff } from '../http/handlers/staff.ts';
import { findStaff } from '../staff/team.ts';

/** Staff identity (decision 093): who is signed in; signing in and out, enrolment and the team are bound beside it. */
export const staffMeHandlers: OperationHandlers = {
  async staffMe(c) {
    const staff = currentStaff(c);
    const row = await findStaff(c.get('db'), staff.id);
    if (!row) return refuse(401, 'loginAgain');
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffMe', { id: row.id, email: row.email, name: row.name, role: row.role, centerId: row.centerId, status: row.status });
  },
};
