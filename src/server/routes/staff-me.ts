import { eq } from 'drizzle-orm';
import type { OperationHandlers } from '../app.ts';
import * as t from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentStaff } from '../http/handlers/staff.ts';
import { staffEnrolmentHandlers } from './staff-enrolment.ts';
import { staffSessionHandlers } from './staff-session.ts';
import { staffTeamHandlers } from './staff-team.ts';

/** Staff identity (decision 093): who is signed in, signing in and out, enrolment by link, and the admins' team. */
export const staffMeHandlers: OperationHandlers = {
  async staffMe(c) {
    const staff = currentStaff(c);
    const [row] = await c.get('db').select().from(t.staffUsers).where(eq(t.staffUsers.id, staff.id));
    if (!row) return refuse(401, 'loginAgain');
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffMe', { id: row.id, email: row.email, name: row.name, role: row.role, centerId: row.centerId, status: row.status });
  },
  ...staffSessionHandlers,
  ...staffEnrolmentHandlers,
  ...staffTeamHandlers,
};
