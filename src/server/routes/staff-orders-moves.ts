// The center's moves of an order from the console (issue 33 §2): each is the center's service function
// (src/server/center/) with the signed-in staff member as the audit row's actor, and answers the order view after
// it. Who may press which move is the contract's security requirement of each operation.
import type { Context } from 'hono';
import type { OperationHandlers } from '../app.ts';
import { flagIncorrectFields } from '../center/incorrect-flags.ts';
import { moveOrder, type CenterEvent } from '../center/order-moves.ts';
import { orderView } from '../center/order-view.ts';
import { makeReturnWaybill } from '../center/return-waybill.ts';
import { requestOrderSupplement } from '../center/supplements.ts';
import type { CenterVerdict } from '../center/verdict.ts';
import { auditActorOf } from '../audit/record.ts';
import type { AppEnv } from '../http/env.ts';
import { ok, type OperationId } from '../http/envelope.ts';
import { now } from '../http/handlers/clock.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { currentStaff } from '../http/handlers/staff.ts';
import type { Localized } from '../http/language.ts';
import type { OrderRow } from '../orders/store.ts';
import { centerOrder, refuseMove } from '../staff/order-scope.ts';

type ViewOperation = 'staffMoveOrder' | 'staffDecideOrder' | 'staffRequestSupplement' | 'staffFlagIncorrect' | 'staffMakeReturnWaybill';

async function answer(c: Context<AppEnv>, op: ViewOperation & OperationId, verdict: CenterVerdict<{ order?: OrderRow }>, fallback: OrderRow) {
  if (!verdict.ok) return refuseMove(verdict);
  return ok(c, op, await orderView(c.get('db'), verdict.order ?? fallback, currentStaff(c).role, c.get('language')));
}

async function move(c: Context<AppEnv>, op: 'staffMoveOrder' | 'staffDecideOrder', event: CenterEvent) {
  const order = await centerOrder(c);
  return answer(c, op, await moveOrder(c.get('db'), auditActorOf(c), { orderId: order.id, event }, now(c)), order);
}

export const staffOrderMoveHandlers: OperationHandlers = {
  async staffMoveOrder(c) {
    const { event } = (await jsonBody(c)) as { event: 'accepted' | 'reviewed' | 'returned' | 'collected' };
    return move(c, 'staffMoveOrder', event);
  },

  async staffDecideOrder(c) {
    const { decision } = (await jsonBody(c)) as { decision: 'issued' | 'refused' };
    return move(c, 'staffDecideOrder', decision);
  },

  async staffRequestSupplement(c) {
    const order = await centerOrder(c);
    const { amount, reason } = (await jsonBody(c)) as { amount: number; reason: Localized };
    return answer(c, 'staffRequestSupplement', await requestOrderSupplement(c.get('db'), auditActorOf(c), { orderId: order.id, amount, reason }, now(c)), order);
  },

  async staffFlagIncorrect(c) {
    const order = await centerOrder(c);
    const { applyId, fields, note } = (await jsonBody(c)) as { applyId: string; fields: { field: string; reason: string }[]; note?: string | null };
    return answer(c, 'staffFlagIncorrect', await flagIncorrectFields(c.get('db'), auditActorOf(c), { orderId: order.id, applyId, fields, note }, now(c)), order);
  },

  async staffMakeReturnWaybill(c) {
    const order = await centerOrder(c);
    return answer(c, 'staffMakeReturnWaybill', await makeReturnWaybill(c.get('db'), auditActorOf(c), { orderId: order.id }, now(c)), order);
  },
};
