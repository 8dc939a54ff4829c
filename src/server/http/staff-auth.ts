import type { MiddlewareHandler } from 'hono';
import type { StaffRole } from '../db/tables/staff.ts';
import type { AppEnv } from './env.ts';
import { fail } from './envelope.ts';

/**
 * `/api-staff/` operations take a staff token whose second factor is done, of a role the contract lists for the
 * operation (an empty list: any staff member). An applicant's or agency's token is refused as "staff only" with
 * HTTP 403, so a console never mistakes it for an expired session; an idle session answers HTTP 401 as the
 * applicants' does. A half-open session (password only) may call only what `allowHalfOpen` lets through.
 */
export function requireStaff(roles: readonly StaffRole[], options: { allowHalfOpen?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) return fail(c, 401, 'loginAgain', null, 401);
    if (!token.startsWith('s.')) return fail(c, 403, 'staffOnly', null, 403);
    const verdict = await c.get('accounts').staffTokens.verify(token);
    if ('refused' in verdict) return verdict.refused === 'idle' ? fail(c, 401, 'idleTooLong', null, 401) : fail(c, 401, 'loginAgain', null, 401);
    if (!verdict.secondFactorDone && !options.allowHalfOpen) return fail(c, 401, 'secondFactorNeeded', null, 401);
    if (roles.length > 0 && !roles.includes(verdict.staff.role)) return fail(c, 403, 'roleNotAllowed', null, 403);
    c.set('staff', verdict.staff);
    await next();
  };
}

/** Whether a staff member may work a record of `centerId`: their own center's, or any for an admin. */
export function worksAt(staff: { role: StaffRole; centerId: string | null }, centerId: string | null): boolean {
  return staff.role === 'admin' || staff.centerId === null || staff.centerId === centerId;
}
