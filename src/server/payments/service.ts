// Our side of a payment: start one (closing any earlier QR of the same purpose first), poll it, close it and
// take the gateways' notifies. Every "paid" from a gateway goes through settlePayment.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { PAYMENT_EXPIRES_MS, type PaymentMethod } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { cnyPerUsd, usdToCny } from '../orders/exchange.ts';
import { nextStatus, type StatusRefusal } from '../orders/status.ts';
import type { GatewayState, GatewayTrade, PaymentGateway, RawNotify } from './gateway.ts';
import { sameAmount } from './money.ts';
import { settlePayment, type PaymentRow, type SettleOutcome } from './settle.ts';

export interface PaymentDeps {
  db: Db;
  now: () => Date;
  gateway: (method: PaymentMethod) => Promise<PaymentGateway>;
  /** The portal's origin, for the notify URLs handed to the gateways. */
  origin: string;
}

export type OrderRow = typeof t.orders.$inferSelect;
export type Kind = 'order' | 'extra';

export type StartRefusal = { refused: 'notFound' } | { refused: StatusRefusal } | { refused: 'alreadyPaid' };

export interface StartedPayment {
  method: PaymentMethod;
  kind: Kind;
  orderId: string;
  outTradeNo: string;
  qrContent: string;
  amount: number;
  currency: 'CNY';
  expiresAt: string;
}

/** 'P' + Beijing time to the second + 8 random hex: unique, under WeChat Pay's 32 characters. */
function newOutTradeNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '');
  return `P${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export async function findOwnOrder(db: Db, userId: string, orderId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId), isNull(t.orders.deletedAt)));
  return order ?? null;
}

export async function findOwnPayment(db: Db, userId: string, outTradeNo: string): Promise<PaymentRow | null> {
  const [row] = await db.select({ payment: t.payments }).from(t.payments)
    .innerJoin(t.orders, eq(t.orders.id, t.payments.orderId))
    .where(and(eq(t.payments.outTradeNo, outTradeNo), eq(t.orders.userId, userId)));
  return row?.payment ?? null;
}

async function amountInCny(db: Db, amount: number, currency: 'CNY' | 'USD'): Promise<number> {
  return currency === 'CNY' ? amount : usdToCny(amount, await cnyPerUsd(db));
}

/** What a payment of this kind would settle now, or why nothing is owed. */
type Due = { refused: StatusRefusal } | { purpose: string; amountCny: number };

async function dueOf(db: Db, order: OrderRow, kind: Kind): Promise<Due> {
  if (kind === 'order') {
    const verdict = nextStatus(order.status, 'paid');
    if (!verdict.ok) return { refused: verdict.refusal };
    return { purpose: 'order', amountCny: await amountInCny(db, order.amount, order.currency) };
  }
  const verdict = nextStatus(order.status, 'extraPaid');
  const [extra] = await db.select().from(t.extraPayments)
    .where(and(eq(t.extraPayments.orderId, order.id), eq(t.extraPayments.status, 'unpaid')))
    .orderBy(desc(t.extraPayments.requestedAt)).limit(1);
  if (!verdict.ok) return { refused: verdict.refusal };
  if (!extra) return { refused: 'nothingOwed' };
  return { purpose: `extra:${extra.id}`, amountCny: await amountInCny(db, extra.amount, extra.currency) };
}

/** Settles from what the gateway reports, when it reports paid. */
async function settleFrom(deps: PaymentDeps, payment: PaymentRow, trade: GatewayTrade): Promise<SettleOutcome | null> {
  if (!trade.paid) return null;
  return settlePayment(deps.db, payment.outTradeNo, {
    amountCny: trade.amountCny, gatewayTradeNo: trade.gatewayTradeNo, paidAt: trade.paidAt,
  }, deps.now());
}

async function markOurs(db: Db, outTradeNo: string, status: 'closed' | 'failed', at: Date) {
  await db.update(t.payments).set({ status, closedAt: at })
    .where(and(eq(t.payments.outTradeNo, outTradeNo), eq(t.payments.status, 'pending')));
}

/**
 * Closes a pending payment at its gateway and ours. A QR paid just before the close is settled instead:
 * the answer then says 'paid'.
 */
export async function closeAtGateway(deps: PaymentDeps, payment: PaymentRow): Promise<'closed' | 'paid'> {
  const gateway = await deps.gateway(payment.method);
  const result = await gateway.close(payment.outTradeNo);
  if (result.closed || result.reason === 'unknown') {
    await markOurs(deps.db, payment.outTradeNo, 'closed', deps.now());
    return 'closed';
  }
  const trade = await gateway.query(payment.outTradeNo);
  if (trade) await settleFrom(deps, payment, trade);
  return 'paid';
}

export async function startPayment(
  deps: PaymentDeps, userId: string, orderId: string, method: PaymentMethod, kind: Kind,
): Promise<StartedPayment | StartRefusal> {
  const order = await findOwnOrder(deps.db, userId, orderId);
  if (!order) return { refused: 'notFound' };
  const due = await dueOf(deps.db, order, kind);
  if ('refused' in due) return { refused: due.refused };
  // Switching method (or asking again): the earlier QR is closed first, so at most one can be paid.
  const pending = await deps.db.select().from(t.payments).where(and(
    eq(t.payments.orderId, order.id), eq(t.payments.purpose, due.purpose), eq(t.payments.status, 'pending'),
  ));
  for (const old of pending) {
    if ((await closeAtGateway(deps, old)) === 'paid') return { refused: 'alreadyPaid' };
  }
  const at = deps.now();
  const outTradeNo = newOutTradeNo(at);
  const expiresAt = new Date(at.getTime() + PAYMENT_EXPIRES_MS);
  // Ours first, so that a notify arriving at once finds the payment it settles.
  await deps.db.insert(t.payments).values({
    outTradeNo, orderId: order.id, kind, purpose: due.purpose, method, amount: due.amountCny, currency: 'CNY',
    status: 'pending', qrContent: '', expiresAt, createdAt: at,
  });
  try {
    const gateway = await deps.gateway(method);
    const { qrContent } = await gateway.createQrTrade({
      outTradeNo,
      amountCny: due.amountCny,
      description: kind === 'order' ? `Visa order ${order.orderNo}` : `Visa order ${order.orderNo} supplement`,
      notifyUrl: `${deps.origin}/api-pay/${method}/notify`,
      expiresAt,
    });
    await deps.db.update(t.payments).set({ qrContent }).where(eq(t.payments.outTradeNo, outTradeNo));
    return { method, kind, orderId: order.id, outTradeNo, qrContent, amount: due.amountCny, currency: 'CNY', expiresAt: expiresAt.toISOString() };
  } catch (error) {
    await markOurs(deps.db, outTradeNo, 'failed', at);
    throw error;
  }
}

export type NormalisedStatus = 'pending' | 'paid' | 'closed' | 'failed';

/** Ours in the contract's words; a success kept for refund is not this order's payment, so it reads as failed. */
export const normalised = (status: PaymentRow['status']): NormalisedStatus => (status === 'refundDue' ? 'failed' : status);

export interface PolledPayment {
  outTradeNo: string;
  state: GatewayState;
  status: NormalisedStatus;
  paidAt: string | null;
}

/** The poll: ask the gateway, settle on success, close at the deadline, and answer both words. */
export async function pollPayment(deps: PaymentDeps, payment: PaymentRow): Promise<PolledPayment> {
  const gateway = await deps.gateway(payment.method);
  let trade = await gateway.query(payment.outTradeNo);
  if (trade?.paid) {
    await settleFrom(deps, payment, trade);
  } else if (payment.status === 'pending' && deps.now() >= payment.expiresAt) {
    // Past the 15 minutes: close it at the gateway (WeChat Pay leaves it NOTPAY otherwise) and here.
    await closeAtGateway(deps, payment);
    trade = await gateway.query(payment.outTradeNo);
  } else if (trade?.finished) {
    await markOurs(deps.db, payment.outTradeNo, trade.state === 'PAYERROR' ? 'failed' : 'closed', deps.now());
  }
  const [ours] = await deps.db.select().from(t.payments).where(eq(t.payments.outTradeNo, payment.outTradeNo));
  const current = ours ?? payment;
  const closedWord: GatewayState = payment.method === 'wechat' ? 'CLOSED' : 'TRADE_CLOSED';
  return {
    outTradeNo: payment.outTradeNo,
    state: trade?.state ?? closedWord,
    status: normalised(current.status),
    paidAt: current.status === 'paid' && current.paidAt ? current.paidAt.toISOString() : null,
  };
}

/** closePayment: already settled or closed answers as it is; otherwise closed at the gateway (or found paid). */
export async function closePayment(deps: PaymentDeps, payment: PaymentRow): Promise<NormalisedStatus> {
  if (payment.status === 'paid') return 'paid';
  if (payment.status === 'refundDue') return (await purposeSettled(deps.db, payment)) ? 'paid' : 'failed';
  if (payment.status !== 'pending') return payment.status;
  const result = await closeAtGateway(deps, payment);
  if (result === 'closed') return 'closed';
  const [ours] = await deps.db.select().from(t.payments).where(eq(t.payments.outTradeNo, payment.outTradeNo));
  if (ours?.status === 'paid') return 'paid';
  return ours?.status === 'refundDue' && (await purposeSettled(deps.db, ours)) ? 'paid' : 'failed';
}

async function purposeSettled(db: Db, payment: PaymentRow): Promise<boolean> {
  const [paid] = await db.select({ outTradeNo: t.payments.outTradeNo }).from(t.payments).where(and(
    eq(t.payments.orderId, payment.orderId), eq(t.payments.purpose, payment.purpose), eq(t.payments.status, 'paid'),
  ));
  return paid !== undefined;
}

export type NotifyOutcome = { ok: true } | { ok: false; why: 'badSignature' | 'stale' | 'unreadable' | 'unknownPayment' | 'amountMismatch' };

/** A gateway's notify: believed only once its signature checks out; amounts must match ours to the fen. */
export async function takeNotify(deps: PaymentDeps, method: PaymentMethod, raw: RawNotify): Promise<NotifyOutcome> {
  const gateway = await deps.gateway(method);
  const verdict = await gateway.verifyNotify(raw);
  if (!verdict.ok) return verdict;
  const { notify } = verdict;
  const [payment] = await deps.db.select().from(t.payments)
    .where(and(eq(t.payments.outTradeNo, notify.outTradeNo), eq(t.payments.method, method)));
  if (!payment) return { ok: false, why: 'unknownPayment' };
  if (!sameAmount(payment.amount, notify.amountCny)) return { ok: false, why: 'amountMismatch' };
  if (!notify.paid) return { ok: true };
  const outcome = await settlePayment(deps.db, payment.outTradeNo, {
    amountCny: notify.amountCny, gatewayTradeNo: notify.gatewayTradeNo, paidAt: notify.paidAt,
  }, deps.now());
  return outcome === 'amountMismatch' ? { ok: false, why: 'amountMismatch' } : { ok: true };
}
