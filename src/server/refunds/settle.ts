// What the gateway said of a refund, written once. Each outcome is one conditional UPDATE: a refund already
// refunded is never moved again, so a notify delivered twice, or a notify racing the worker's query, settles it once
// and announces it once (the announcement rides the UPDATE that returned the row, in its transaction).
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { GatewayRefund } from '../providers/payments/gateway.ts';
import { announceRefunded } from './announce.ts';
import { queryAt, retryAt, type RefundRow } from './ledger.ts';
import { followDuplicateRefund } from './payment-status.ts';

export interface SettleOptions {
  now: Date;
  backoffMs: readonly number[];
}

export type SettleResult = { row: RefundRow; changed: boolean };

async function current(db: Db, outRefundNo: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(t.refunds).where(eq(t.refunds.outRefundNo, outRefundNo));
  return row ?? null;
}

/** The gateway's answer (a refund call, a query or a verified notify). Null when we have no such refund. */
export async function settleRefund(db: Db, answer: GatewayRefund, options: SettleOptions): Promise<SettleResult | null> {
  const { now } = options;
  // The payment is part of the key: an answer about another payment's refund number settles nothing.
  const notRefunded = and(eq(t.refunds.outRefundNo, answer.outRefundNo), eq(t.refunds.outTradeNo, answer.outTradeNo), ne(t.refunds.status, 'refunded'));
  const heard = { gatewayState: answer.gatewayState, gatewayRefundNo: answer.gatewayRefundNo, claimedUntil: null, updatedAt: now };
  const changed = await db.transaction(async (tx) => {
    if (answer.state === 'succeeded') {
      const [row] = await tx.update(t.refunds)
        .set({ ...heard, status: 'refunded', refundedAt: answer.refundedAt ?? now, nextAttemptAt: null, lastError: null })
        .where(notRefunded).returning();
      if (!row) return null;
      if (row.cause === 'duplicate') await followDuplicateRefund(tx, row.outTradeNo, 'refunded');
      await announceRefunded(tx, row, now);
      return row;
    }
    const [before] = await tx.select().from(t.refunds).where(notRefunded).for('update');
    if (!before) return null;
    if (answer.state === 'processing') {
      // Still on its way: asked about again later (WeChat Pay's notify usually comes first).
      // An earlier refusal is over: the gateway has it now (attempt.ts queries a refund in this state rather than resend it).
      const [row] = await tx.update(t.refunds).set({ ...heard, status: 'refunding', lastError: null, nextAttemptAt: queryAt(now, before.attempts, options.backoffMs) })
        .where(notRefunded).returning();
      return row ?? null;
    }
    const [row] = await tx.update(t.refunds)
      .set({ ...heard, status: 'refundFailed', lastError: answer.gatewayState, nextAttemptAt: retryAt(now, before.attempts, options.backoffMs) })
      .where(notRefunded).returning();
    if (row?.cause === 'duplicate') await followDuplicateRefund(tx, row.outTradeNo, 'refundFailed');
    return row ?? null;
  });
  if (changed) return { row: changed, changed: true };
  const row = await current(db, answer.outRefundNo);
  return row && row.outTradeNo === answer.outTradeNo ? { row, changed: false } : null;
}

/** The gateway could not be reached (or the call failed on our side): kept as failed, tried again with backoff. */
export async function recordRefundError(db: Db, outRefundNo: string, error: string, options: SettleOptions): Promise<RefundRow | null> {
  const { now } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t.refunds).where(and(eq(t.refunds.outRefundNo, outRefundNo), ne(t.refunds.status, 'refunded'))).for('update');
    if (!before) {
      const [settled] = await tx.select().from(t.refunds).where(eq(t.refunds.outRefundNo, outRefundNo));
      return settled ?? null;
    }
    const [row] = await tx.update(t.refunds).set({
      status: 'refundFailed', lastError: error.slice(0, 500), nextAttemptAt: retryAt(now, before.attempts, options.backoffMs), claimedUntil: null, updatedAt: now,
    }).where(eq(t.refunds.outRefundNo, outRefundNo)).returning();
    if (row?.cause === 'duplicate') await followDuplicateRefund(tx, row.outTradeNo, 'refundFailed');
    return row ?? null;
  });
}
