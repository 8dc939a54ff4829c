// What every staff order call starts from: the order named in the path (id or order number) of a center the caller
// works at (403 otherCenter otherwise, 404 when there is none), and the center a list or count is of.
import type { Context } from 'hono';
import type { Refused } from '../center/verdict.ts';
import type { AppEnv } from '../http/env.ts';
import type { FailCode } from '../http/envelope.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentStaff, requireCenter } from '../http/handlers/staff.ts';
import { findAnyOrder, type OrderRow } from '../orders/store.ts';

export async function centerOrder(c: Context<AppEnv>): Promise<OrderRow> {
  const order = await findAnyOrder(c.get('db'), c.req.param('id') ?? '');
  if (!order) return refuse(404, 'notFound');
  requireCenter(c, order.centerId);
  return order;
}

/** The center of a list: a staff member's own (another named is refused), an admin's choice or all (null). */
export function centerScope(c: Context<AppEnv>): string | null {
  const staff = currentStaff(c);
  const asked = c.req.query('centerId') || null;
  if (staff.role === 'admin' || staff.centerId === null) return asked;
  if (asked !== null) requireCenter(c, asked);
  return staff.centerId;
}

/** A refused move in the envelope: 404 none, 400 what was sent, 409 what the order's state does not allow now. */
export function refuseMove(verdict: Refused): never {
  const code: FailCode = verdict.refusal === 'notFound' ? 404
    : ['invalidAmount', 'reasonRequired', 'invalidFlag', 'applyNotInOrder'].includes(verdict.refusal) ? 400 : 409;
  return refuse(code, verdict.message);
}
