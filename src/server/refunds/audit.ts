// The audit row of a refund nobody at the center asked for (a payment taken twice, a paid order cancelled by its
// payer): the same action as the finance role's, `order.refunded`, by the portal itself, in the refund's transaction.
import { eq } from 'drizzle-orm';
import { systemActor } from '../audit/record.ts';
import { auditOrder } from '../center/audit.ts';
import type { Tx } from '../center/verdict.ts';
import * as t from '../db/schema.ts';
import type { RefundRow } from './ledger.ts';

const actors = { duplicate: systemActor('refund worker: paid twice'), cancelled: systemActor('payer cancelled before acceptance') } as const;

export async function auditPortalRefund(tx: Tx, refund: RefundRow, at: Date): Promise<void> {
  if (refund.cause === 'center') return;
  const [order] = await tx.select({ id: t.orders.id, centerId: t.orders.centerId }).from(t.orders).where(eq(t.orders.id, refund.orderId));
  if (!order) return;
  await auditOrder(tx, actors[refund.cause], 'refunded', order, null, {
    outRefundNo: refund.outRefundNo, outTradeNo: refund.outTradeNo, method: refund.method, amount: refund.amount, cause: refund.cause,
  }, at);
}
