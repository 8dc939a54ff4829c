// The sandbox WeChat Pay and Alipay: they keep their own books in `sandbox_trades`, speak each gateway's status
// vocabulary, are slow when told to (latency) and fail when told to, and after a payer approves on the sandbox
// phone page they post a signed notify to the merchant's notify URL over real HTTP, retrying with backoff like the
// real ones. Nothing here touches our `payments` or `orders`: the portal learns of a payment only through the
// notify and the status query, exactly as it would from the real gateways. Refunds: sandbox-refunds.ts.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../domain/constants.ts';
import { chinaDate } from '../../../domain/dates.ts';
import type { Clock } from '../../accounts/clock.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { alipayNotifyOf, verifyAlipayNotify } from './alipay.ts';
import {
  GatewayUnavailable, type CloseResult, type GatewayState, type GatewayTrade, type NotifyVerdict, type PaymentGateway,
  type QrTradeRequest, type RawNotify,
} from './gateway.ts';
import { fenOf } from '../../payments/money.ts';
import type { SandboxPaymentKeys } from './sandbox-keys.ts';
import { sandboxRefunds, type SandboxRefunds } from './sandbox-refunds.ts';
import { verifyWechatNotify, wechatNotifyOf, wechatTime } from './wechat-pay.ts';

export type SandboxTradeRow = typeof t.sandboxTrades.$inferSelect;
/** refund: every refund call (create and query) answers "unavailable". */
export type SandboxFailure = 'create' | 'query' | 'close' | 'refund';

export interface SandboxOptions {
  /** Added to every gateway API call (create, query, close, refund). */
  latencyMs: number;
  /** Calls that answer "gateway unavailable". */
  failing: ReadonlySet<SandboxFailure>;
  /** Waits before each notify attempt; real gateways retry over hours, the sandbox over seconds. */
  notifyBackoffMs: readonly number[];
  log: (message: string, error?: unknown) => void;
}

export interface SandboxDeps {
  db: Db;
  now: Clock;
  keys: SandboxPaymentKeys;
  options: SandboxOptions;
  /** Origin the phone page is served from (the portal's own, in the sandbox). */
  pageBase: string;
}

interface Vocabulary {
  method: PaymentMethod;
  initial: GatewayState;
  paid: GatewayState;
  closed: GatewayState;
  /** States a payer can still pay from. */
  payable: readonly GatewayState[];
  /** States a close ends (a failed WeChat Pay attempt is closed too). */
  closable: readonly GatewayState[];
  /** Opening the page moves the trade here (WeChat Pay's USERPAYING). */
  opened: GatewayState | null;
  /** A declined payment: WeChat Pay reports PAYERROR; Alipay keeps waiting for the payer to try again. */
  declined: GatewayState | null;
  /** Alipay closes a trade itself at its timeout; WeChat Pay leaves it NOTPAY for the merchant to close. */
  closesAtExpiry: boolean;
  /**
   * Alipay's precreate trade exists at Alipay only once the payer scans the code: closing it before then answers
   * ACQ.TRADE_NOT_EXIST and the code stays payable until its timeout_express (decision 106).
   */
  existsFromScan: boolean;
  tradeNo(now: Date): string;
  notifyOf(keys: SandboxPaymentKeys, row: SandboxTradeRow, now: Date): RawNotify;
  /** Whether the merchant's answer to a notify counts as received, as the real gateway reads it. */
  delivered(status: number, body: string): boolean;
  verify(keys: SandboxPaymentKeys, raw: RawNotify, now: Date): NotifyVerdict;
}

const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
const ymd = (now: Date) => chinaDate(now).replaceAll('-', '');

const wechat: Vocabulary = {
  method: 'wechat',
  initial: 'NOTPAY',
  paid: 'SUCCESS',
  closed: 'CLOSED',
  payable: ['NOTPAY', 'USERPAYING'],
  closable: ['NOTPAY', 'USERPAYING', 'PAYERROR'],
  opened: 'USERPAYING',
  declined: 'PAYERROR',
  closesAtExpiry: false,
  existsFromScan: false,
  tradeNo: (now) => `4200${digits(6)}${ymd(now)}${digits(10)}`,
  notifyOf: (keys, row, now) => wechatNotifyOf(keys.wechat, {
    mchid: keys.wechat.mchId,
    appid: 'wxd678efh567hg6787',
    out_trade_no: row.outTradeNo,
    transaction_id: row.tradeNo,
    trade_type: 'NATIVE',
    trade_state: row.state as 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    success_time: row.paidAt ? wechatTime(row.paidAt) : undefined,
    payer: { openid: 'oSandboxPayer0000000000000000' },
    amount: { total: fenOf(row.amount), payer_total: fenOf(row.amount), currency: 'CNY', payer_currency: 'CNY' },
  }, now),
  // WeChat Pay v3 goes by the HTTP status alone: 200 or 204 is received, whatever the body.
  delivered: (status) => status === 200 || status === 204,
  verify: ({ wechat }, raw, now) => verifyWechatNotify({ mchId: wechat.mchId, apiV3Key: wechat.apiV3Key, platformKeys: { [wechat.serial]: wechat.platformPublicKey } }, raw, now),
};

const alipay: Vocabulary = {
  method: 'alipay',
  initial: 'WAIT_BUYER_PAY',
  paid: 'TRADE_SUCCESS',
  closed: 'TRADE_CLOSED',
  payable: ['WAIT_BUYER_PAY'],
  closable: ['WAIT_BUYER_PAY'],
  opened: null,
  declined: null,
  closesAtExpiry: true,
  existsFromScan: true,
  tradeNo: (now) => `${ymd(now)}22001${digits(17)}`,
  notifyOf: (keys, row, now) => alipayNotifyOf(keys.alipay.alipayPrivateKey, {
    appId: keys.alipay.appId,
    outTradeNo: row.outTradeNo,
    tradeNo: row.tradeNo,
    status: row.state as 'TRADE_SUCCESS',
    amountCny: row.amount,
    subject: row.description,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
  }, now),
  // Alipay goes by the body alone: exactly `success` is received; anything else, even with HTTP 200, is re-sent.
  delivered: (_status, body) => body === 'success',
  verify: (keys, raw) => verifyAlipayNotify(keys.alipay.appId, keys.alipay.alipayPublicKey, raw),
};

export const sandboxVocabularies: Record<PaymentMethod, Vocabulary> = { wechat, alipay };

export type PhoneAction =
  | { ok: true; row: SandboxTradeRow }
  | { ok: false; why: 'unknown' | 'expired' | 'closed' | 'alreadyPaid' | 'failed'; row: SandboxTradeRow | null };

export interface SandboxGateway extends PaymentGateway, Pick<SandboxRefunds, 'settleRefund' | 'findRefund'> {
  /** The payer opened the phone page (scanned the QR). */
  open(outTradeNo: string): Promise<SandboxTradeRow | null>;
  approve(outTradeNo: string): Promise<PhoneAction>;
  decline(outTradeNo: string): Promise<PhoneAction>;
  find(outTradeNo: string): Promise<SandboxTradeRow | null>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => {
  if (ms <= 0) resolve();
  else setTimeout(resolve, ms).unref();
});

export function sandboxGateway(method: PaymentMethod, deps: SandboxDeps): SandboxGateway {
  const words = sandboxVocabularies[method];
  const { db, now, keys, options } = deps;
  const table = t.sandboxTrades;
  const ofThisGateway = (outTradeNo: string) => and(eq(table.outTradeNo, outTradeNo), eq(table.gateway, method));

  async function apiCall(kind: SandboxFailure) {
    await sleep(options.latencyMs);
    if (options.failing.has(kind)) throw new GatewayUnavailable(method, `sandbox told to fail ${kind}`);
  }

  async function find(outTradeNo: string): Promise<SandboxTradeRow | null> {
    const [row] = await db.select().from(table).where(ofThisGateway(outTradeNo));
    return row ?? null;
  }

  /** Moves a trade from one of `from` to `to`; the row after, or null when it was not in `from`. */
  async function move(outTradeNo: string, from: readonly GatewayState[], to: GatewayState, extra: Partial<SandboxTradeRow> = {}) {
    const [row] = await db.update(table).set({ state: to, ...extra })
      .where(and(ofThisGateway(outTradeNo), inArray(table.state, [...from])))
      .returning();
    return row ?? null;
  }

  async function closeIfExpired(row: SandboxTradeRow): Promise<SandboxTradeRow> {
    if (!words.closesAtExpiry || !words.payable.includes(row.state as GatewayState) || now() < row.expiresAt) return row;
    return (await move(row.outTradeNo, words.payable, words.closed)) ?? (await find(row.outTradeNo)) ?? row;
  }

  function toTrade(row: SandboxTradeRow): GatewayTrade {
    const state = row.state as GatewayState;
    return {
      outTradeNo: row.outTradeNo,
      state,
      paid: state === words.paid,
      finished: state === words.closed || state === 'PAYERROR',
      amountCny: row.amount,
      gatewayTradeNo: row.tradeNo,
      paidAt: row.paidAt,
    };
  }

  async function deliverNotify(row: SandboxTradeRow) {
    for (const wait of options.notifyBackoffMs) {
      await sleep(wait);
      const [counted] = await db.update(table).set({ notifyAttempts: sql`${table.notifyAttempts} + 1` })
        .where(ofThisGateway(row.outTradeNo)).returning();
      if (!counted) return;
      const raw = words.notifyOf(keys, counted, now());
      try {
        const response = await fetch(row.notifyUrl, { method: 'POST', headers: raw.headers as Record<string, string>, body: raw.body });
        if (words.delivered(response.status, await response.text())) return;
        options.log(`sandbox ${method} notify of ${row.outTradeNo} not acknowledged (HTTP ${response.status})`);
      } catch (error) {
        options.log(`sandbox ${method} notify of ${row.outTradeNo} failed`, error);
      }
    }
  }

  const refunds = sandboxRefunds(method, {
    db, now, keys, notifyBackoffMs: options.notifyBackoffMs, apiCall: () => apiCall('refund'), log: options.log,
  });

  return {
    method,
    ...refunds,

    async createQrTrade(request: QrTradeRequest) {
      await apiCall('create');
      const at = now();
      await db.insert(table).values({
        outTradeNo: request.outTradeNo,
        gateway: method,
        state: words.initial,
        amount: request.amountCny,
        description: request.description,
        tradeNo: words.tradeNo(at),
        notifyUrl: request.notifyUrl,
        expiresAt: request.expiresAt,
        createdAt: at,
      });
      return { qrContent: `${deps.pageBase}/sandbox/pay/${method}/${encodeURIComponent(request.outTradeNo)}` };
    },

    async query(outTradeNo) {
      await apiCall('query');
      const row = await find(outTradeNo);
      return row ? toTrade(await closeIfExpired(row)) : null;
    },

    async close(outTradeNo): Promise<CloseResult> {
      await apiCall('close');
      const before = await find(outTradeNo);
      if (!before) return { closed: false, reason: 'unknown' };
      const unscanned = words.existsFromScan && before.scannedAt === null && words.payable.includes(before.state as GatewayState);
      if (unscanned) return { closed: false, reason: 'unknown' };
      if (await move(outTradeNo, words.closable, words.closed)) return { closed: true };
      const row = await find(outTradeNo);
      if (!row) return { closed: false, reason: 'unknown' };
      return row.state === words.paid ? { closed: false, reason: 'paid' } : { closed: true };
    },

    async verifyNotify(raw) {
      return words.verify(keys, raw, now());
    },

    find,

    async open(outTradeNo) {
      const found = await find(outTradeNo);
      const row = found && await scanned(found);
      if (!row || !words.opened) return row && closeIfExpired(row);
      return (await move(outTradeNo, [words.initial], words.opened)) ?? closeIfExpired(row);
    },

    async approve(outTradeNo) {
      const at = now();
      const [paid] = await db.update(table).set({ state: words.paid, paidAt: at, scannedAt: sql`coalesce(${table.scannedAt}, ${at})` })
        .where(and(ofThisGateway(outTradeNo), inArray(table.state, [...words.payable]), gt(table.expiresAt, at)))
        .returning();
      if (paid) {
        // In the background, as the real gateways do: the payer's phone says "paid" before the merchant hears of it.
        void deliverNotify(paid).catch((error: unknown) => options.log(`sandbox ${method} notify crashed`, error));
        return { ok: true, row: paid };
      }
      return refusal(await find(outTradeNo));
    },

    async decline(outTradeNo) {
      const found = await find(outTradeNo);
      const row = found && await scanned(found);
      if (!row || !words.payable.includes(row.state as GatewayState) || now() >= row.expiresAt) return refusal(row);
      if (!words.declined) return { ok: true, row };
      const failed = await move(outTradeNo, words.payable, words.declined);
      return failed ? { ok: true, row: failed } : refusal(await find(outTradeNo));
    },
  };

  async function scanned(row: SandboxTradeRow): Promise<SandboxTradeRow> {
    if (row.scannedAt) return row;
    const [marked] = await db.update(table).set({ scannedAt: now() })
      .where(and(ofThisGateway(row.outTradeNo), isNull(table.scannedAt))).returning();
    return marked ?? (await find(row.outTradeNo)) ?? row;
  }

  function refusal(row: SandboxTradeRow | null): PhoneAction {
    if (!row) return { ok: false, why: 'unknown', row };
    if (row.state === words.paid) return { ok: false, why: 'alreadyPaid', row };
    if (row.state === 'PAYERROR') return { ok: false, why: 'failed', row };
    if (row.state === words.closed) return { ok: false, why: 'closed', row };
    return { ok: false, why: 'expired', row };
  }
}
