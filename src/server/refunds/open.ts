// A new refund in the ledger, inside the transaction that decided it (under the payment's row lock): the row, the
// payer's "refund made" message and the invoice's reversal mark commit together. The row is born claimed by the
// caller, who calls the gateway right after the commit; should that process die first, the claim lapses and the
// worker sends it (next_attempt_at is now).
import type { Tx } from '../center/verdict.ts';
import * as t from '../db/schema.ts';
import type { RefundCause, RefundReason } from '../db/tables/refunds.ts';
import { announceRefundStarted } from './announce.ts';
import { auditPortalRefund } from './audit.ts';
import { markInvoiceForReversal } from './invoice-reversal.ts';
import { claimUntil, newOutRefundNo, type RefundRow } from './ledger.ts';

export interface NewRefund {
  payment: Pick<typeof t.payments.$inferSelect, 'outTradeNo' | 'orderId' | 'method'>;
  amount: number;
  reason: RefundReason;
  cause: RefundCause;
  requestedBy: string | null;
  requestId?: string | null;
  outRefundNo?: string;
}

export async function openRefund(tx: Tx, refund: NewRefund, at: Date): Promise<RefundRow> {
  const [row] = await tx.insert(t.refunds).values({
    outRefundNo: refund.outRefundNo ?? newOutRefundNo(at),
    outTradeNo: refund.payment.outTradeNo,
    orderId: refund.payment.orderId,
    method: refund.payment.method,
    amount: refund.amount,
    reason: refund.reason,
    cause: refund.cause,
    status: 'refunding',
    attempts: 1,
    nextAttemptAt: at,
    claimedUntil: claimUntil(at),
    requestedBy: refund.requestedBy,
    requestId: refund.requestId ?? null,
    requestedAt: at,
    updatedAt: at,
  }).returning();
  await announceRefundStarted(tx, row!, at);
  // The finance role's refund writes its own audit row (center-refund.ts); the portal's are written here.
  await auditPortalRefund(tx, row!, at);
  // A payment taken twice was never invoiced; any other refund changes what an issued invoice states.
  if (refund.cause !== 'duplicate') await markInvoiceForReversal(tx, refund.payment.orderId, at);
  return row!;
}
