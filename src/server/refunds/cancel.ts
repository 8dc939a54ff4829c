// Cancelling a paid order before the center accepted it gives the money back (issue 34 item 3, decision 102): in the
// cancel's transaction (the order row locked), each payment that settled something on the order is refunded in full
// of what it still holds, cause 'cancelled'. The gateway calls come after the commit (refundsAfterCancel).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../center/verdict.ts';
import * as t from '../db/schema.ts';
import { attemptRefund } from './attempt.ts';
import type { RefundDeps } from './deps.ts';
import { cents, liveRefundedCents, type RefundRow } from './ledger.ts';
import { portalReasons } from './messages.ts';
import { openRefund } from './open.ts';

export async function refundCancelledOrder(tx: Tx, orderId: string, at: Date): Promise<RefundRow[]> {
  const paid = await tx.select().from(t.payments).where(and(eq(t.payments.orderId, orderId), eq(t.payments.status, 'paid'))).for('update');
  const made: RefundRow[] = [];
  for (const payment of paid) {
    const left = cents(payment.amount) - (await liveRefundedCents(tx, payment.outTradeNo));
    if (left <= 0) continue;
    made.push(await openRefund(tx, { payment, amount: left / 100, reason: portalReasons.cancelled, cause: 'cancelled', requestedBy: null }, at));
  }
  return made;
}

/** After the cancel committed: each refund's gateway call; one that fails stays with the worker's backoff. */
export async function refundsAfterCancel(deps: RefundDeps, refunds: RefundRow[]): Promise<void> {
  for (const refund of refunds) await attemptRefund(deps, refund);
}
