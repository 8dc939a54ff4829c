// The sandbox gateways' refunds (decision 101): their books in `sandbox_refunds`, each gateway's own words, and its
// own rules — only a paid trade, never more than its amount in all, the same refund number answering the refund
// already made. The sandbox WeChat Pay takes a refund as PROCESSING, finishes it a moment later and posts a signed,
// encrypted refund notify to the notify URL (retrying as the payment notify does); the sandbox Alipay refunds at once
// and posts nothing, as Alipay does.
//
// Knobs, read from the refund's reason (the finance role's Chinese words, so a tester can type them):
//   `sandbox:fail`       every request of this refund is refused with the gateway's short-balance code;
//   `sandbox:fail-once`  the first request is refused so, and a retry of the same number goes through;
//   `sandbox:late`       the refund stays PROCESSING (WeChat Pay) / not done (Alipay) until settled by hand
//                        (`settleRefund`, the tests' and the sandbox back office's door).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../domain/constants.ts';
import type { Clock } from '../../accounts/clock.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import type { GatewayRefund, GatewayRefundState, RawNotify, RefundNotifyVerdict, RefundRequest } from './gateway.ts';
import { ALIPAY_REFUND_PROCESSING } from './alipay.ts';
import { fenOf } from '../../payments/money.ts';
import type { SandboxPaymentKeys } from './sandbox-keys.ts';
import { wechatTime } from './wechat-pay.ts';
import { verifyWechatRefundNotify, wechatRefundNotifyOf } from './wechat-refund.ts';

export type SandboxRefundRow = typeof t.sandboxRefunds.$inferSelect;


interface RefundWords {
  /** The trade's paid state at this gateway. */
  paid: string;
  accepted: string;
  done: string;
  /** A refund that ended without the money reaching the payer (WeChat Pay only; Alipay refuses up front). */
  abnormal: string | null;
  /** Refusal codes: the merchant's balance is short, no such trade, the trade not paid, more than its amount. */
  short: string;
  noTrade: string;
  notPaid: string;
  tooMuch: string;
  /** WeChat Pay answers PROCESSING and finishes later with a notify; Alipay answers at once. */
  finishesLater: boolean;
  reportsRefundNo: boolean;
}

const refundWords: Record<PaymentMethod, RefundWords> = {
  wechat: {
    paid: 'SUCCESS', accepted: 'PROCESSING', done: 'SUCCESS', abnormal: 'ABNORMAL',
    short: 'NOT_ENOUGH', noTrade: 'RESOURCE_NOT_EXISTS', notPaid: 'INVALID_REQUEST', tooMuch: 'INVALID_REQUEST',
    finishesLater: true, reportsRefundNo: true,
  },
  alipay: {
    paid: 'TRADE_SUCCESS', accepted: ALIPAY_REFUND_PROCESSING, done: 'REFUND_SUCCESS', abnormal: null,
    short: 'ACQ.SELLER_BALANCE_NOT_ENOUGH', noTrade: 'ACQ.TRADE_NOT_EXIST', notPaid: 'ACQ.TRADE_STATUS_ERROR', tooMuch: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
    finishesLater: false, reportsRefundNo: false,
  },
};

export const SANDBOX_REFUND_MARKERS = { fail: 'sandbox:fail', failOnce: 'sandbox:fail-once', late: 'sandbox:late' } as const;

export interface SandboxRefundDeps {
  db: Db;
  now: Clock;
  keys: SandboxPaymentKeys;
  /** Waits before each refund notify attempt (the payment notify's schedule). */
  notifyBackoffMs: readonly number[];
  /** Called before each API call: latency and "unavailable" as the sandbox options say. */
  apiCall: () => Promise<void>;
  log: (message: string, error?: unknown) => void;
}

export interface SandboxRefunds {
  refund(request: RefundRequest): Promise<GatewayRefund>;
  queryRefund(outTradeNo: string, outRefundNo: string): Promise<GatewayRefund | null>;
  verifyRefundNotify(raw: RawNotify): Promise<RefundNotifyVerdict>;
  /** A late refund finishes (done, or WeChat Pay's ABNORMAL): null when there is no refund waiting under that number. */
  settleRefund(outRefundNo: string, outcome?: 'succeeded' | 'failed'): Promise<SandboxRefundRow | null>;
  findRefund(outRefundNo: string): Promise<SandboxRefundRow | null>;
}

const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
const sleep = (ms: number) => new Promise<void>((resolve) => {
  if (ms <= 0) resolve();
  else setTimeout(resolve, ms).unref();
});

/** A moment between WeChat Pay taking a refund and finishing it, so the create answer is heard before the notify. */
export const SANDBOX_REFUND_FINISH_MS = 200;

export function sandboxRefunds(method: PaymentMethod, deps: SandboxRefundDeps): SandboxRefunds {
  const words = refundWords[method];
  const { db, now } = deps;
  const table = t.sandboxRefunds;
  const trades = t.sandboxTrades;
  const ofThisGateway = (outRefundNo: string) => and(eq(table.outRefundNo, outRefundNo), eq(table.gateway, method));
  const refusals = new Set([words.short, words.noTrade, words.notPaid, words.tooMuch]);

  async function findRefund(outRefundNo: string) {
    const [row] = await db.select().from(table).where(ofThisGateway(outRefundNo));
    return row ?? null;
  }

  function stateOf(row: SandboxRefundRow): GatewayRefundState {
    if (row.state === words.done) return 'succeeded';
    if (row.state === words.accepted) return 'processing';
    return 'failed';
  }

  const toRefund = (row: SandboxRefundRow): GatewayRefund => ({
    outTradeNo: row.outTradeNo,
    outRefundNo: row.outRefundNo,
    state: stateOf(row),
    gatewayState: row.state,
    gatewayRefundNo: words.reportsRefundNo ? row.refundNo : null,
    refundCny: row.amount,
    refundedAt: row.refundedAt,
  });

  const refused = (request: RefundRequest, code: string): GatewayRefund => ({
    outTradeNo: request.outTradeNo, outRefundNo: request.outRefundNo, state: 'failed', gatewayState: code,
    gatewayRefundNo: null, refundCny: request.refundCny, refundedAt: null,
  });

  /** WeChat Pay's refund notify for a row, signed and encrypted with the sandbox platform's keys. */
  function notifyOf(row: SandboxRefundRow, trade: { tradeNo: string; amount: number }): RawNotify {
    const status = row.state as 'SUCCESS' | 'ABNORMAL';
    return wechatRefundNotifyOf(deps.keys.wechat, {
      mchid: deps.keys.wechat.mchId, out_trade_no: row.outTradeNo, transaction_id: trade.tradeNo, out_refund_no: row.outRefundNo,
      refund_id: row.refundNo, refund_status: status, success_time: row.refundedAt ? wechatTime(row.refundedAt) : undefined,
      user_received_account: '支付用户零钱', amount: { total: fenOf(trade.amount), refund: fenOf(row.amount), payer_total: fenOf(trade.amount), payer_refund: fenOf(row.amount) },
    }, now());
  }

  async function deliverNotify(row: SandboxRefundRow) {
    if (!row.notifyUrl) return;
    const [trade] = await db.select().from(trades).where(eq(trades.outTradeNo, row.outTradeNo));
    if (!trade) return;
    for (const wait of deps.notifyBackoffMs) {
      await sleep(wait);
      const raw = notifyOf(row, trade);
      try {
        const response = await fetch(row.notifyUrl, { method: 'POST', headers: raw.headers as Record<string, string>, body: raw.body });
        await response.text();
        // WeChat Pay v3 goes by the HTTP status alone.
        if (response.status === 200 || response.status === 204) return;
        deps.log(`sandbox ${method} refund notify of ${row.outRefundNo} not acknowledged (HTTP ${response.status})`);
      } catch (error) {
        deps.log(`sandbox ${method} refund notify of ${row.outRefundNo} failed`, error);
      }
    }
  }

  /** Moves an accepted refund to its end; the row after, or null when it was not waiting. */
  async function finish(outRefundNo: string, outcome: 'succeeded' | 'failed') {
    const to = outcome === 'succeeded' ? words.done : words.abnormal;
    if (!to) throw new Error(`the sandbox ${method} has no refund that fails after it was taken`);
    const [row] = await db.update(table).set({ state: to, refundedAt: outcome === 'succeeded' ? now() : null })
      .where(and(ofThisGateway(outRefundNo), eq(table.state, words.accepted)))
      .returning();
    if (row && words.finishesLater) void deliverNotify(row).catch((error: unknown) => deps.log(`sandbox ${method} refund notify crashed`, error));
    return row ?? null;
  }

  /**
   * The refund's row, made under the trade's row lock so refunds of one trade never add up to more than it was paid
   * (several processes included); a refusal is written as a row too (state: the code), so a repeat is answered alike.
   */
  async function book(request: RefundRequest): Promise<SandboxRefundRow> {
    const late = request.reason.includes(SANDBOX_REFUND_MARKERS.late);
    const fail = request.reason.includes(SANDBOX_REFUND_MARKERS.fail) ? words.short : null;
    return db.transaction(async (tx) => {
      const [trade] = await tx.select().from(trades)
        .where(and(eq(trades.outTradeNo, request.outTradeNo), eq(trades.gateway, method))).for('update');
      const [existing] = await tx.select().from(table).where(ofThisGateway(request.outRefundNo)).for('update');
      if (existing && !refusals.has(existing.state)) return existing;
      // The knob as booked with the refund's first request: a later reason does not change it.
      const knob = existing ? existing.fail : fail;
      let state = words.accepted;
      if (knob) state = knob;
      else if (!trade) state = words.noTrade;
      else if (trade.state !== words.paid) state = words.notPaid;
      else {
        const [sum] = await tx.select({ fen: sql<string>`coalesce(sum(round(${table.amount} * 100)), 0)` }).from(table)
          .where(and(eq(table.outTradeNo, request.outTradeNo), eq(table.gateway, method), inArray(table.state, [words.accepted, words.done])));
        if (Number(sum?.fen ?? 0) + fenOf(request.refundCny) > fenOf(trade.amount)) state = words.tooMuch;
      }
      const immediate = state === words.accepted && !(existing ? existing.late : late) && !words.finishesLater;
      const values = {
        state: immediate ? words.done : state,
        amount: request.refundCny,
        reason: request.reason,
        notifyUrl: request.notifyUrl || null,
        refundedAt: immediate ? now() : null,
      };
      if (existing) {
        const [row] = await tx.update(table).set(values).where(ofThisGateway(request.outRefundNo)).returning();
        return row!;
      }
      const [row] = await tx.insert(table).values({
        ...values,
        outRefundNo: request.outRefundNo,
        outTradeNo: request.outTradeNo,
        gateway: method,
        refundNo: method === 'wechat' ? `50300${digits(24)}` : (trade?.tradeNo ?? ''),
        // fail-once is spent on this first refusal; a plain `fail` stays and keeps refusing.
        fail: request.reason.includes(SANDBOX_REFUND_MARKERS.failOnce) ? null : fail,
        late,
        createdAt: now(),
      }).onConflictDoNothing().returning();
      // Only for a trade the gateway does not have (no row to lock): the same number raced in, and is answered.
      return row ?? (await tx.select().from(table).where(ofThisGateway(request.outRefundNo)))[0]!;
    });
  }

  return {
    async refund(request) {
      await deps.apiCall();
      const row = await book(request);
      if (refusals.has(row.state)) return refused(request, row.state);
      if (row.state === words.accepted && words.finishesLater && !row.late) {
        // In the background, as WeChat Pay does: the create answers PROCESSING, the notify tells the end.
        void sleep(SANDBOX_REFUND_FINISH_MS).then(() => finish(row.outRefundNo, 'succeeded'))
          .catch((error: unknown) => deps.log(`sandbox ${method} refund crashed`, error));
      }
      return toRefund(row);
    },

    async queryRefund(outTradeNo, outRefundNo) {
      await deps.apiCall();
      const row = await findRefund(outRefundNo);
      // A refused refund is none at the gateway.
      if (!row || row.outTradeNo !== outTradeNo || refusals.has(row.state)) return null;
      // One the background was to finish (a process that stopped meanwhile never did) is finished by the asking:
      // WeChat Pay finishes refunds whoever is running.
      if (row.state === words.accepted && words.finishesLater && !row.late) {
        return toRefund((await finish(outRefundNo, 'succeeded')) ?? (await findRefund(outRefundNo)) ?? row);
      }
      return toRefund(row);
    },

    async verifyRefundNotify(raw) {
      if (method !== 'wechat') return { ok: false, why: 'unreadable' };
      const { wechat } = deps.keys;
      return verifyWechatRefundNotify({ mchId: wechat.mchId, apiV3Key: wechat.apiV3Key, platformKeys: { [wechat.serial]: wechat.platformPublicKey } }, raw, now());
    },

    settleRefund: (outRefundNo, outcome = 'succeeded') => finish(outRefundNo, outcome),
    findRefund,
  };
}
