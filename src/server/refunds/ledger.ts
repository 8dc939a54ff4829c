// The ledger's rules in one place: a refund's number, what counts against a payment's paid sum, and the backoff of
// a refund the gateway refused or could not be reached for.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { chinaClock } from '../../domain/china-time.ts';
import { centsOf } from '../../domain/refund-rules.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { Tx } from '../center/verdict.ts';

export type RefundRow = typeof t.refunds.$inferSelect;

/** 'R' + Beijing time to the second + 8 random hex: unique, well under the gateways' 64 characters. */
export function newOutRefundNo(now: Date): string {
  return `R${chinaClock(now).replace(/\D/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** A payment taken twice has one refund, numbered after it: a second sweep or process finds the same number. */
export const duplicateRefundNo = (outTradeNo: string) => `R${outTradeNo}`;

/** Yuan as whole cents: the refund rule's own (src/domain/refund-rules.ts). */
export const cents = centsOf;

/** The refunds that hold money back from a payment: sent or settled. A failed one holds nothing until it is tried again. */
export const LIVE_STATUSES = ['refunding', 'refunded'] as const;

/** What the payment's live refunds add up to, in cents; read under the payment's row lock when it decides a refund. */
export async function liveRefundedCents(db: Db | Tx, outTradeNo: string): Promise<number> {
  const [row] = await db.select({ sum: sql<string | null>`sum(${t.refunds.amount})` }).from(t.refunds)
    .where(and(eq(t.refunds.outTradeNo, outTradeNo), inArray(t.refunds.status, [...LIVE_STATUSES])));
  return cents(Number(row?.sum ?? 0));
}

/** A refund by its number, with the center of its order (whose staff may act on it). */
export async function refundWithCenter(db: Db, outRefundNo: string) {
  const [found] = await db.select({ refund: t.refunds, centerId: t.orders.centerId }).from(t.refunds)
    .innerJoin(t.orders, eq(t.orders.id, t.refunds.orderId)).where(eq(t.refunds.outRefundNo, outRefundNo));
  return found;
}

/** What a payment took, in cents (0 for none). */
export async function paidCents(db: Db, outTradeNo: string): Promise<number> {
  const [payment] = await db.select({ amount: t.payments.amount }).from(t.payments).where(eq(t.payments.outTradeNo, outTradeNo));
  return cents(payment?.amount ?? 0);
}

/** Waits before the 2nd, 3rd… try of a failed refund: 1 min doubling to 1 h; after the last the refund waits for a person. */
export const DEFAULT_REFUND_BACKOFF_MS = [60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000] as const;

/** When a refund that failed on its `attempts`-th try is tried again: null once the tries are used up. */
export function retryAt(now: Date, attempts: number, backoff: readonly number[]): Date | null {
  const wait = backoff[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait);
}

/** When a refund the gateway is still processing is asked about again: the same doubling, held at its last step. */
export function queryAt(now: Date, attempts: number, backoff: readonly number[]): Date {
  const wait = backoff[Math.min(Math.max(attempts - 1, 0), backoff.length - 1)] ?? 60_000;
  return new Date(now.getTime() + wait);
}

/** Far longer than one gateway call can take (each call is bounded by the gateway timeout and its retries). */
export const REFUND_CLAIM_MS = 5 * 60_000;
export const claimUntil = (now: Date) => new Date(now.getTime() + REFUND_CLAIM_MS);
