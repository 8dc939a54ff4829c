import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './orders.ts';

// Money back (issue 34, decision 102): our ledger of refunds, and the sandbox gateways' own refund books.

/** What the payer and the finance role see of a refund. */
export type RefundStatus = 'refunding' | 'refunded' | 'refundFailed';
/** duplicate: a payment taken twice (automatic); center: the finance role; cancelled: a paid order cancelled before acceptance. */
export type RefundCause = 'duplicate' | 'center' | 'cancelled';
export interface RefundReason { zh: string; en: string; ko: string }

/**
 * One refund of one payment. Its number is the gateway's idempotency key: a retry sends the same number, so the
 * gateway refunds it once. A worker claims due rows (claimed_until) to call the gateway, one process at a time.
 */
export const refunds = pgTable('refunds', {
  outRefundNo: text('out_refund_no').primaryKey(),
  outTradeNo: text('out_trade_no').notNull().references(() => payments.outTradeNo),
  orderId: text('order_id').notNull(),
  method: text('method').$type<'wechat' | 'alipay'>().notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  reason: jsonb('reason').$type<RefundReason>().notNull(),
  cause: text('cause').$type<RefundCause>().notNull(),
  status: text('status').$type<RefundStatus>().notNull(),
  /** The gateway's own word for the refund (SUCCESS, PROCESSING, REFUND_SUCCESS, a refusal code), as last heard. */
  gatewayState: text('gateway_state'),
  gatewayRefundNo: text('gateway_refund_no'),
  attempts: integer('attempts').notNull().default(0),
  /** When the worker next asks the gateway (a new refund, a failed one's retry, or a processing one's query). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  /** A worker's claim: another process leaves the row alone until then, and takes it over after a crash. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  lastError: text('last_error'),
  /** The staff member who asked for it (null: the portal itself, for a payment taken twice or a cancel). */
  requestedBy: text('requested_by'),
  /** The screen's form id for a center refund: a double submit finds this row instead of making another. */
  requestId: text('request_id'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (table) => [
  index('refunds_payment_idx').on(table.outTradeNo),
  index('refunds_order_idx').on(table.orderId),
  index('refunds_due_idx').on(table.nextAttemptAt).where(sql`${table.nextAttemptAt} IS NOT NULL`),
  uniqueIndex('refunds_request_idx').on(table.requestId),
  // A payment taken twice is refunded by one refund, whichever worker or process gets there first.
  uniqueIndex('refunds_one_duplicate_idx').on(table.outTradeNo).where(sql`${table.cause} = 'duplicate'`),
]);

/** The sandbox gateways' own refund books (what WeChat Pay or Alipay would hold), kept apart from ours. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  outRefundNo: text('out_refund_no').primaryKey(),
  outTradeNo: text('out_trade_no').notNull(),
  gateway: text('gateway').$type<'wechat' | 'alipay'>().notNull(),
  /** The gateway's vocabulary: PROCESSING/SUCCESS/CLOSED/ABNORMAL (WeChat Pay) or REFUND_SUCCESS (Alipay). */
  state: text('state').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  refundNo: text('refund_no').notNull(),
  notifyUrl: text('notify_url'),
  /** Knobs for tests and the sandbox back office: the refusal code to answer with (null: none), and whether the
   * refund stays processing until it is settled by hand (a late refund). */
  fail: text('fail'),
  late: boolean('late').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
}, (table) => [index('sandbox_refunds_trade_idx').on(table.outTradeNo)]);
