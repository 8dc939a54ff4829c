// The integration API's writes (issue 33 item 5, decision 095): the same service functions as the staff console
// (src/server/center/), one place for each move, with the integration as the audit row's actor. Each write runs
// once per Idempotency-Key (integrations/idempotency.ts), inside the transaction that keeps the key and its answer.
import type { Context } from 'hono';
import type { OperationHandlers } from '../app.ts';
import { auditActorOf } from '../audit/record.ts';
import { flagIncorrectFields } from '../center/incorrect-flags.ts';
import { moveOrder, type CenterEvent } from '../center/order-moves.ts';
import { makeReturnWaybill } from '../center/return-waybill.ts';
import { requestOrderSupplement } from '../center/supplements.ts';
import type { MoveRefusal, Refused } from '../center/verdict.ts';
import type { Db } from '../db/open.ts';
import type { AppEnv } from '../http/env.ts';
import type { FailCode } from '../http/envelope.ts';
import { now } from '../http/handlers/clock.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { requireCenter } from '../http/handlers/staff.ts';
import type { Localized } from '../http/language.ts';
import { idempotentWrite } from '../integrations/idempotency.ts';
import { integrationMessages } from '../integrations/messages.ts';
import { integrationOrderOf } from '../integrations/order-view.ts';
import { findAnyOrder, type OrderRow } from '../orders/store.ts';

/** The order named in the path, of the caller's center (403 otherCenter for another's). */
async function ownOrder(c: Context<AppEnv>): Promise<OrderRow> {
  const row = await findAnyOrder(c.get('db'), c.req.param('id')!);
  if (!row || row.deletedAt) return refuse(404, integrationMessages.orderNotFound);
  requireCenter(c, row.centerId);
  return row;
}

// What was wrong with the request itself is 400; what the order's state does not allow now is 409.
const CODE_OF: Partial<Record<MoveRefusal, FailCode>> = {
  notFound: 404, invalidAmount: 400, reasonRequired: 400, invalidFlag: 400, applyNotInOrder: 400, applyNotFound: 400,
};
const refusedWith = (verdict: Refused): never => refuse(CODE_OF[verdict.refusal] ?? 409, verdict.message);

// A service given the key's transaction runs its own transaction as a savepoint inside it: the move, its audit row
// and the key's answer commit together or not at all.
const asDb = (tx: unknown) => tx as Db;

export const integrationWriteHandlers: OperationHandlers = {
  async integrationMoveOrder(c) {
    const order = await ownOrder(c);
    const { event } = await c.req.json<{ event: Exclude<CenterEvent, 'issued' | 'refused'> }>();
    return idempotentWrite(c, 'integrationMoveOrder', async (tx) => {
      const moved = await moveOrder(asDb(tx), auditActorOf(c), { orderId: order.id, event }, now(c));
      if (!moved.ok) return refusedWith(moved);
      return integrationOrderOf(tx, moved.order);
    });
  },

  async integrationRecordDecision(c) {
    const order = await ownOrder(c);
    const { decision } = await c.req.json<{ decision: 'issued' | 'refused' }>();
    return idempotentWrite(c, 'integrationRecordDecision', async (tx) => {
      const moved = await moveOrder(asDb(tx), auditActorOf(c), { orderId: order.id, event: decision }, now(c));
      if (!moved.ok) return refusedWith(moved);
      return integrationOrderOf(tx, moved.order);
    });
  },

  async integrationRequestSupplement(c) {
    const order = await ownOrder(c);
    const { amount, reason } = await c.req.json<{ amount: number; reason: Localized }>();
    return idempotentWrite(c, 'integrationRequestSupplement', async (tx) => {
      const asked = await requestOrderSupplement(asDb(tx), auditActorOf(c), { orderId: order.id, amount, reason }, now(c));
      if (!asked.ok) return refusedWith(asked);
      return integrationOrderOf(tx, asked.order);
    });
  },

  async integrationFlagIncorrect(c) {
    const order = await ownOrder(c);
    const { applyId, fields, note } = await c.req.json<{ applyId: string; fields: { field: string; reason: string }[]; note?: string | null }>();
    return idempotentWrite(c, 'integrationFlagIncorrect', async (tx) => {
      const flagged = await flagIncorrectFields(asDb(tx), auditActorOf(c), { orderId: order.id, applyId, fields, note }, now(c));
      if (!flagged.ok) return refusedWith(flagged);
      return { recordId: flagged.record.id, applyId, fields: flagged.record.fields.map((field) => ({ field: field.field, reason: field.reason })) };
    });
  },

  async integrationMakeReturnWaybill(c) {
    const order = await ownOrder(c);
    return idempotentWrite(c, 'integrationMakeReturnWaybill', async (tx) => {
      const made = await makeReturnWaybill(asDb(tx), auditActorOf(c), { orderId: order.id }, now(c));
      if (!made.ok) return refusedWith(made);
      return {
        order: await integrationOrderOf(tx, made.order),
        waybills: made.waybills.map((row) => ({ expressNo: row.expressNo, company: row.company })),
      };
    });
  },
};
