import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderState, OrderStatus } from '../../../domain/order-stages.ts';
import type { Language } from '../../../domain/constants.ts';
import { users } from './accounts.ts';
import { applies, drafts } from './apply.ts';

// From submission to the returned passport: signatures, saved addresses, reservations, orders, their status
// history, supplements and payments, and the sandbox gateways' own record of trades.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One signing request of one application: the desktop polls by id, the phone page holds the single-use token. */
export const signatures = pgTable('signatures', {
  id: text('id').primaryKey(),
  applyId: text('apply_id').notNull().references(() => applies.id),
  userId: text('user_id').notNull().references(() => users.id),
  token: text('token').notNull().unique(),
  status: text('status').$type<'waiting' | 'opened' | 'signed' | 'expired'>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  /** The pad's PNG as posted (decoded from the data URL). */
  signaturePng: bytea('signature_png'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (table) => [index('signatures_apply_idx').on(table.applyId)]);

/** The user's saved postal addresses (courier sender and return recipient). */
export const addresses = pgTable('addresses', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  provinceId: text('province_id').notNull(),
  cityId: text('city_id').notNull(),
  districtId: text('district_id').notNull(),
  address: text('address').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (table) => [index('addresses_user_idx').on(table.userId)]);

export const orders = pgTable('orders', {
  id: text('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: text('user_id').notNull().references(() => users.id),
  /** One order per draft: a double click, a retry or a restored actor finds this row instead of making another. */
  draftId: text('draft_id').references(() => drafts.id).unique(),
  /** The order status machine's state (machines/order-status.machine.ts). */
  status: jsonb('status').$type<OrderStatus>().notNull(),
  applyIds: jsonb('apply_ids').$type<string[]>().notNull(),
  consularPostId: text('consular_post_id'),
  centerId: text('center_id'),
  currency: text('currency').$type<'CNY' | 'USD'>().notNull(),
  /** OrderFees of the contract, computed once from the fee tables when the order is created. */
  fees: jsonb('fees').$type<Record<string, unknown>>().notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  delivery: jsonb('delivery').$type<Record<string, unknown>>().notNull(),
  returns: jsonb('returns').$type<Record<string, unknown>[]>().notNull(),
  expressNo: text('express_no'),
  applicationDate: text('application_date'),
  paymentMethod: text('payment_method').$type<'wechat' | 'alipay'>(),
  paidAmount: numeric('paid_amount', { precision: 12, scale: 2, mode: 'number' }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (table) => [index('orders_user_idx').on(table.userId, table.createdAt)]);

export const orderStatusHistory = pgTable('order_status_history', {
  id: serial('id').primaryKey(),
  orderId: text('order_id').notNull().references(() => orders.id),
  /** The contract's OrderState at that moment. */
  state: text('state').$type<OrderState>().notNull(),
  note: text('note'),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (table) => [index('order_status_history_order_idx').on(table.orderId, table.id)]);

/** A supplement the center asked for (spec §8: GET /api-order/order/{id}/extra/payment). */
export const extraPayments = pgTable('extra_payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().references(() => orders.id),
  currency: text('currency').$type<'CNY' | 'USD'>().notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  items: jsonb('items').$type<{ reason: string; amount: number }[]>().notNull(),
  status: text('status').$type<'unpaid' | 'paid' | 'closed'>().notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (table) => [index('extra_payments_order_idx').on(table.orderId)]);

/** A payment taken twice for one purpose goes back: refundDue, then refunding → refunded (or refundFailed, retried). */
export const PAYMENT_REFUND_STATES = ['refundDue', 'refunding', 'refunded', 'refundFailed'] as const;
export type PaymentStatus = 'pending' | 'paid' | 'closed' | 'failed' | (typeof PAYMENT_REFUND_STATES)[number];

/** Our side of each attempt to pay: one row per out-trade number handed to a gateway. */
export const payments = pgTable('payments', {
  outTradeNo: text('out_trade_no').primaryKey(),
  orderId: text('order_id').notNull().references(() => orders.id),
  kind: text('kind').$type<'order' | 'extra'>().notNull(),
  /** 'order', or 'extra:<extra payment id>': what one successful payment settles. */
  purpose: text('purpose').notNull(),
  method: text('method').$type<'wechat' | 'alipay'>().notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').$type<'CNY'>().notNull(),
  /**
   * refundDue: the gateway took the money but the purpose was already settled by another payment (decision 018);
   * the refund that gives it back in full is the refunds row of cause 'duplicate' (decision 102).
   */
  status: text('status').$type<PaymentStatus>().notNull(),
  qrContent: text('qr_content').notNull(),
  gatewayTradeNo: text('gateway_trade_no'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (table) => [
  index('payments_order_idx').on(table.orderId),
  // The database itself refuses a second success for the same purpose, whatever order callback and poll arrive in.
  uniqueIndex('payments_one_success_idx').on(table.orderId, table.purpose).where(sql`status = 'paid'`),
  // At most one QR that can still be paid per order and purpose: concurrent "pay" calls race for this slot
  // instead of each opening a QR of its own (a double charge).
  uniqueIndex('payments_one_pending_idx').on(table.orderId, table.purpose).where(sql`status = 'pending'`),
]);

/** The sandbox gateways' own books (what WeChat Pay or Alipay would hold), kept apart from ours. */
export const sandboxTrades = pgTable('sandbox_trades', {
  outTradeNo: text('out_trade_no').primaryKey(),
  gateway: text('gateway').$type<'wechat' | 'alipay'>().notNull(),
  /** The gateway's vocabulary: NOTPAY/USERPAYING/SUCCESS/CLOSED/PAYERROR or WAIT_BUYER_PAY/TRADE_SUCCESS/TRADE_CLOSED. */
  state: text('state').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  description: text('description').notNull(),
  tradeNo: text('trade_no').notNull(),
  notifyUrl: text('notify_url').notNull(),
  notifyAttempts: integer('notify_attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** When a payer first opened the phone page. An Alipay precreate exists at Alipay only from then (decision 106). */
  scannedAt: timestamp('scanned_at', { withTimezone: true }),
});

/** Self-delivery and offline-appointment bookings at a center. */
export const reservations = pgTable('reservations', {
  id: text('id').primaryKey(),
  reservationNo: text('reservation_no').notNull().unique(),
  centerId: text('center_id').notNull(),
  date: text('date').notNull(),
  time: text('time').notNull(),
  kind: text('kind').$type<'offline' | 'selfDelivery'>().notNull(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  people: integer('people').notNull(),
  orderId: text('order_id'),
  cancelToken: text('cancel_token').notNull(),
  status: text('status').$type<'booked' | 'cancelled'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** Offline appointments: what the visit is for and the visitor's ID card or passport number (migration 0016). */
  purpose: text('purpose').$type<'submitMaterials' | 'collectPassport' | 'enquiry'>(),
  idNumber: text('id_number'),
  /** The page's language at booking: what a booker without an account is told a closure in (migration 0023). */
  language: text('language').$type<Language>().notNull().default('zh'),
}, (table) => [index('reservations_slot_idx').on(table.centerId, table.date, table.time, table.status)]);
