// Our side of a payment: start one (one payable QR per order and purpose, whatever races), poll it, close it and
// take the gateways' notifies. Every "paid" from a gateway goes through settlePayment.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { chinaClock } from '../../domain/china-time.ts';
import { PAYMENT_EXPIRES_MS, type PaymentMethod } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { cnyPerUsd, usdToCny } from '../orders/exchange.ts';
import { nextStatus, type StatusRefusal } from '../orders/status.ts';
import { GatewayUnavailable, type GatewayState, type GatewayTrade, type PaymentGateway, type RawNotify } from '../providers/payments/gateway.ts';
import { sameAmount } from './money.ts';
import { qrMakerOf, type QrMaker } from './qr-makers.ts';
import { maskPersonalData } from '../log-masking.ts';
import { isKeptForRefund, settlePayment, type PaymentRow, type SettleOutcome } from './settle.ts';
import { logger } from '../logging/logger.ts';

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
  const stamp = chinaClock(now).replace(/\D/g, '');
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
  const outcome = await settlePayment(deps.db, payment.outTradeNo, {
    amountCny: trade.amountCny, gatewayTradeNo: trade.gatewayTradeNo, paidAt: trade.paidAt,
  }, deps.now());
  if (outcome === 'settled') await closeRivals(deps, payment);
  return outcome;
}

/**
 * Once a purpose is settled, a QR of the same purpose still open (an old one paid late while a newer one waited) is
 * closed, so the payer is not charged twice. Settlement stands whatever happens here; a close that fails is logged
 * and the gateway's own expiry ends that QR.
 */
async function closeRivals(deps: PaymentDeps, settled: PaymentRow): Promise<void> {
  const rivals = await deps.db.select().from(t.payments).where(and(
    eq(t.payments.orderId, settled.orderId), eq(t.payments.purpose, settled.purpose), eq(t.payments.status, 'pending'),
  ));
  for (const rival of rivals) {
    try {
      await closeAtGateway(deps, rival);
    } catch (error) {
      logger.warn({ event: 'payment.rival.notClosed', outTradeNo: rival.outTradeNo, detail: maskPersonalData(String(error)) }, 'payment.rival.notClosed');
    }
  }
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

/** Rounds of "claim the slot or deal with whoever holds it" before giving up; each round settles one holder. */
const CLAIM_ROUNDS = 30;
/** How often a request looks again at another request's QR in the making, ms. */
const CLAIM_WAIT_MS = 50;
/** How long a request waits for another's QR in the making (longer than a gateway call may take), ms. */
const CLAIM_WAIT_LIMIT_MS = 20_000;
/** A QR still in the making after this long was abandoned, even if its maker lives (a gateway call never ends). */
const ABANDONED_AFTER_MS = 60_000;
/** A QR with less than this left is not handed out again: the payer needs time to scan and approve. */
const REUSE_MIN_LEFT_MS = 2 * 60_000;

/** The one pending payment of an order and purpose (payments_one_pending_idx allows no second). */
async function pendingOf(db: Db, orderId: string, purpose: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(t.payments).where(and(
    eq(t.payments.orderId, orderId), eq(t.payments.purpose, purpose), eq(t.payments.status, 'pending'),
  ));
  return row ?? null;
}

const startedOf = (row: PaymentRow): StartedPayment => ({
  method: row.method, kind: row.kind, orderId: row.orderId, outTradeNo: row.outTradeNo, qrContent: row.qrContent,
  amount: row.amount, currency: 'CNY', expiresAt: row.expiresAt.toISOString(),
});

/**
 * Opens the QR of an order (or its supplement). The pending row is the slot: an INSERT that the partial unique index
 * lets through only when no other payment of the same purpose is pending, so concurrent requests — a double click,
 * two tabs, two server processes — can never leave two payable QR codes. A request that loses the race deals with the
 * holder: waits while its QR is being made, hands the same QR out again when it is of the asked method and still
 * payable, otherwise closes it (switching method) and tries again.
 */
export async function startPayment(
  deps: PaymentDeps, userId: string, orderId: string, method: PaymentMethod, kind: Kind,
): Promise<StartedPayment | StartRefusal> {
  const order = await findOwnOrder(deps.db, userId, orderId);
  if (!order) return { refused: 'notFound' };
  const due = await dueOf(deps.db, order, kind);
  if ('refused' in due) return { refused: due.refused };
  const waitUntil = Date.now() + CLAIM_WAIT_LIMIT_MS;
  const makers = qrMakerOf(deps.db);
  for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
    const at = deps.now();
    const outTradeNo = newOutTradeNo(at);
    const expiresAt = new Date(at.getTime() + PAYMENT_EXPIRES_MS);
    const earlier = await pendingOf(deps.db, order.id, due.purpose);
    if (!earlier) {
      // Known as being made before the slot is visible, so a rival never takes a QR in the making for abandoned.
      const making = await makers.start(outTradeNo);
      try {
        // Ours first, so that a notify arriving at once finds the payment it settles.
        const claimed = await deps.db.insert(t.payments).values({
          outTradeNo, orderId: order.id, kind, purpose: due.purpose, method, amount: due.amountCny, currency: 'CNY',
          status: 'pending', qrContent: '', expiresAt, createdAt: at,
        }).onConflictDoNothing().returning({ outTradeNo: t.payments.outTradeNo });
        if (claimed.length) return await openAtGateway(deps, order, { outTradeNo, method, kind, purpose: due.purpose, amountCny: due.amountCny, expiresAt });
      } finally {
        await making.done();
      }
    }

    const holder = earlier ?? await pendingOf(deps.db, order.id, due.purpose);
    if (!holder) continue; // closed or settled meanwhile: claim again
    if (holder.qrContent === '') {
      if (await abandoned(deps, makers, holder, at)) {
        // Its maker may have died after the gateway opened the trade: closed there too.
        if ((await closeAtGateway(deps, holder)) === 'paid') return { refused: 'alreadyPaid' };
      } else if (Date.now() < waitUntil) {
        round -= 1; // waiting for the maker is not a round lost
        await sleep(CLAIM_WAIT_MS);
      }
      continue;
    }
    if (holder.method === method && await stillPayable(deps, holder)) return startedOf(holder);
    if ((await closeAtGateway(deps, holder)) === 'paid') return { refused: 'alreadyPaid' };
  }
  throw new GatewayUnavailable(method, `no payment slot after ${CLAIM_ROUNDS} rounds for order ${order.id}`);
}

/**
 * An empty slot nobody is making: its maker was killed mid-call (issue 39 item 10), so it is abandoned now, not in
 * a minute. A maker writes its QR before it lets go, so a slot still empty after its maker was found gone stays so.
 */
async function abandoned(deps: PaymentDeps, makers: QrMaker, holder: PaymentRow, at: Date): Promise<boolean> {
  if (at.getTime() - holder.createdAt.getTime() > ABANDONED_AFTER_MS) return true;
  if (await makers.isMaking(holder.outTradeNo)) return false;
  const now = await pendingOf(deps.db, holder.orderId, holder.purpose);
  return now?.outTradeNo === holder.outTradeNo && now.qrContent === '';
}

interface Claim { outTradeNo: string; method: PaymentMethod; kind: Kind; purpose: string; amountCny: number; expiresAt: Date }

async function openAtGateway(deps: PaymentDeps, order: OrderRow, claim: Claim): Promise<StartedPayment> {
  try {
    const gateway = await deps.gateway(claim.method);
    const { qrContent } = await gateway.createQrTrade({
      outTradeNo: claim.outTradeNo,
      amountCny: claim.amountCny,
      description: claim.kind === 'order' ? `Visa order ${order.orderNo}` : `Visa order ${order.orderNo} supplement`,
      notifyUrl: `${deps.origin}/api-pay/${claim.method}/notify`,
      expiresAt: claim.expiresAt,
    });
    await deps.db.update(t.payments).set({ qrContent }).where(eq(t.payments.outTradeNo, claim.outTradeNo));
    return {
      method: claim.method, kind: claim.kind, orderId: order.id, outTradeNo: claim.outTradeNo, qrContent,
      amount: claim.amountCny, currency: 'CNY', expiresAt: claim.expiresAt.toISOString(),
    };
  } catch (error) {
    await markOurs(deps.db, claim.outTradeNo, 'failed', deps.now());
    throw error;
  }
}

/** The holder's QR can be shown again: time left, and its gateway still waits for the payer (not declined). */
async function stillPayable(deps: PaymentDeps, holder: PaymentRow): Promise<boolean> {
  if (holder.expiresAt.getTime() - deps.now().getTime() < REUSE_MIN_LEFT_MS) return false;
  const trade = await (await deps.gateway(holder.method)).query(holder.outTradeNo);
  return trade !== null && !trade.paid && !trade.finished;
}

/** Cancelling an order: every QR still open on it is closed first, so nothing can be paid on a cancelled order. */
export async function closeOpenPayments(deps: PaymentDeps, orderId: string): Promise<'closed' | 'paid'> {
  const open = await deps.db.select().from(t.payments).where(and(eq(t.payments.orderId, orderId), eq(t.payments.status, 'pending')));
  let outcome: 'closed' | 'paid' = 'closed';
  for (const payment of open) {
    if ((await closeAtGateway(deps, payment)) === 'paid') outcome = 'paid';
  }
  return outcome;
}

export type NormalisedStatus = 'pending' | 'paid' | 'closed' | 'failed';

/** Ours in the contract's words; a success kept for refund is not this order's payment, so it reads as failed. */
export const normalised = (status: PaymentRow['status']): NormalisedStatus => (isKeptForRefund(status) ? 'failed' : status as NormalisedStatus);

export interface PolledPayment {
  outTradeNo: string;
  state: GatewayState;
  status: NormalisedStatus;
  paidAt: string | null;
}

const wordsOf: Record<PaymentMethod, Record<PaymentRow['status'], GatewayState>> = {
  wechat: { pending: 'NOTPAY', paid: 'SUCCESS', refundDue: 'SUCCESS', refunding: 'SUCCESS', refunded: 'SUCCESS', refundFailed: 'SUCCESS', closed: 'CLOSED', failed: 'PAYERROR' },
  alipay: { pending: 'WAIT_BUYER_PAY', paid: 'TRADE_SUCCESS', refundDue: 'TRADE_SUCCESS', refunding: 'TRADE_SUCCESS', refunded: 'TRADE_SUCCESS', refundFailed: 'TRADE_SUCCESS', closed: 'TRADE_CLOSED', failed: 'TRADE_CLOSED' },
};

async function ourRow(db: Db, outTradeNo: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(t.payments).where(eq(t.payments.outTradeNo, outTradeNo));
  return row ?? null;
}

/** What our own books say, in the gateway's words: the answer when they already know, or the gateway cannot tell. */
function answerFromOurs(row: PaymentRow): PolledPayment {
  return {
    outTradeNo: row.outTradeNo,
    state: wordsOf[row.method][row.status],
    status: normalised(row.status),
    paidAt: row.status === 'paid' && row.paidAt ? row.paidAt.toISOString() : null,
  };
}

/**
 * The poll: a payment we have settled answers from our row; otherwise ask the gateway, settle on success, close at the
 * deadline, and answer both words. A gateway that cannot be reached leaves our row's answer (still pending, never a
 * "no money was taken" we cannot know).
 */
export async function pollPayment(deps: PaymentDeps, payment: PaymentRow): Promise<PolledPayment> {
  const known = (await ourRow(deps.db, payment.outTradeNo)) ?? payment;
  if (known.status === 'paid') return answerFromOurs(known);
  let trade: GatewayTrade | null;
  try {
    const gateway = await deps.gateway(payment.method);
    trade = await gateway.query(payment.outTradeNo);
    if (trade?.paid) {
      await settleFrom(deps, known, trade);
    } else if (known.status === 'pending' && deps.now() >= known.expiresAt) {
      // Past the 15 minutes: close it at the gateway (WeChat Pay leaves it NOTPAY otherwise) and here.
      await closeAtGateway(deps, known);
      trade = await gateway.query(payment.outTradeNo);
    } else if (trade?.finished) {
      await markOurs(deps.db, payment.outTradeNo, trade.state === 'PAYERROR' ? 'failed' : 'closed', deps.now());
    }
  } catch (error) {
    if (error instanceof GatewayUnavailable) return answerFromOurs((await ourRow(deps.db, payment.outTradeNo)) ?? known);
    throw error;
  }
  const current = (await ourRow(deps.db, payment.outTradeNo)) ?? known;
  // No trade at the gateway is not a closed one: an Alipay precreate nobody scanned is not there yet (decision 106),
  // and the pay screen reads TRADE_CLOSED as failed. Our own row says what it is.
  const ours = answerFromOurs(current);
  return { ...ours, state: trade?.state ?? ours.state };
}

/** closePayment: already settled or closed answers as it is; otherwise closed at the gateway (or found paid). */
export async function closePayment(deps: PaymentDeps, payment: PaymentRow): Promise<NormalisedStatus> {
  if (payment.status === 'paid') return 'paid';
  if (isKeptForRefund(payment.status)) return (await purposeSettled(deps.db, payment)) ? 'paid' : 'failed';
  if (payment.status !== 'pending') return normalised(payment.status);
  const result = await closeAtGateway(deps, payment);
  if (result === 'closed') return 'closed';
  const [ours] = await deps.db.select().from(t.payments).where(eq(t.payments.outTradeNo, payment.outTradeNo));
  if (ours?.status === 'paid') return 'paid';
  return ours && isKeptForRefund(ours.status) && (await purposeSettled(deps.db, ours)) ? 'paid' : 'failed';
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
  if (outcome === 'settled') await closeRivals(deps, payment);
  return outcome === 'amountMismatch' ? { ok: false, why: 'amountMismatch' } : { ok: true };
}
