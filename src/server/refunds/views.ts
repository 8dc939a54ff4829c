// Refunds as the contract answers them: the payer's RefundLine (the reason in the request's language), the finance
// role's Refund, and an order's payments with what each still may give back (OrderPaymentRefunds).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { RefundStatus } from '../db/tables/refunds.ts';
import { pick } from '../http/language.ts';
import { cents, LIVE_STATUSES, type RefundRow } from './ledger.ts';

type Schemas = components['schemas'];

const iso = (at: Date | null) => at?.toISOString() ?? null;

export const toRefundLine = (row: RefundRow, language: Language): Schemas['RefundLine'] => ({
  outRefundNo: row.outRefundNo, outTradeNo: row.outTradeNo, method: row.method, amount: row.amount, status: row.status, cause: row.cause,
  reason: pick(row.reason, language), requestedAt: row.requestedAt.toISOString(), refundedAt: iso(row.refundedAt),
});

export const toRefund = (row: RefundRow, orderNo: string): Schemas['Refund'] => ({
  outRefundNo: row.outRefundNo, outTradeNo: row.outTradeNo, orderId: row.orderId, orderNo, method: row.method, amount: row.amount,
  status: row.status, cause: row.cause, reason: row.reason, requestedBy: row.requestedBy, attempts: row.attempts, lastError: row.lastError,
  requestedAt: row.requestedAt.toISOString(), refundedAt: iso(row.refundedAt),
});

/** The payer's view of an order's refunds, oldest first. */
export async function refundLinesOf(db: Db, orderId: string, language: Language): Promise<Schemas['RefundLine'][]> {
  const rows = await db.select().from(t.refunds).where(eq(t.refunds.orderId, orderId)).orderBy(asc(t.refunds.requestedAt), asc(t.refunds.outRefundNo));
  return rows.map((row) => toRefundLine(row, language));
}

/** The finance role's view of one refund (after a refund or a retry). */
export async function refundView(db: Db, row: RefundRow): Promise<Schemas['Refund']> {
  const [order] = await db.select({ orderNo: t.orders.orderNo }).from(t.orders).where(eq(t.orders.id, row.orderId));
  return toRefund(row, order?.orderNo ?? '');
}

/** The order's payments that took money, each with what was refunded from it and what still may be. */
export async function orderPaymentRefunds(db: Db, order: { id: string; orderNo: string }): Promise<Schemas['OrderPaymentRefunds'][]> {
  const payments = await db.select().from(t.payments)
    .where(and(eq(t.payments.orderId, order.id), sql`${t.payments.paidAt} IS NOT NULL`))
    .orderBy(asc(t.payments.paidAt), asc(t.payments.outTradeNo));
  const refunds = payments.length
    ? await db.select().from(t.refunds).where(inArray(t.refunds.outTradeNo, payments.map((payment) => payment.outTradeNo))).orderBy(asc(t.refunds.requestedAt), asc(t.refunds.outRefundNo))
    : [];
  return payments.map((payment) => {
    const own = refunds.filter((refund) => refund.outTradeNo === payment.outTradeNo);
    const refunded = own.filter((refund) => (LIVE_STATUSES as readonly RefundStatus[]).includes(refund.status)).reduce((sum, refund) => sum + cents(refund.amount), 0);
    return {
      outTradeNo: payment.outTradeNo, kind: payment.kind, method: payment.method, amount: payment.amount, currency: payment.currency,
      status: payment.status, paidAt: iso(payment.paidAt),
      refundedAmount: refunded / 100,
      refundableAmount: payment.status === 'paid' ? Math.max(0, cents(payment.amount) - refunded) / 100 : 0,
      refunds: own.map((refund) => toRefund(refund, order.orderNo)),
    };
  });
}

/** The finance queue of a center (null: all): failed ones first, then the newest. */
export async function refundQueue(db: Db, query: { centerId: string | null; status?: RefundStatus; size: number; offset: number }) {
  const conditions: SQL[] = [];
  if (query.centerId !== null) conditions.push(eq(t.orders.centerId, query.centerId));
  if (query.status) conditions.push(eq(t.refunds.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select({ refund: t.refunds, orderNo: t.orders.orderNo }).from(t.refunds).innerJoin(t.orders, eq(t.orders.id, t.refunds.orderId)).where(where)
      .orderBy(sql`(${t.refunds.status} = 'refundFailed') DESC`, desc(t.refunds.requestedAt), asc(t.refunds.outRefundNo))
      .limit(query.size).offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(t.refunds).innerJoin(t.orders, eq(t.orders.id, t.refunds.orderId)).where(where),
  ]);
  return { records: rows.map(({ refund, orderNo }) => toRefund(refund, orderNo)), total: count?.total ?? 0 };
}
