// Every call to a payment gateway is bounded: a gateway that hangs must not hang the payer's request (their page
// polls every few seconds), a read that failed once is tried again, and every failure leaves one structured log
// line an operator can alert on. Creating a trade is not retried here: its caller decides (a second create with the
// same out_trade_no is refused by both gateways, so it could only mislead).
import { setTimeout as sleep } from 'node:timers/promises';
import { maskPersonalData } from '../log-masking.ts';
import { GatewayUnavailable, PaymentNotConfigured, type PaymentGateway } from './gateway.ts';

export interface CallLimits {
  /** Each attempt is abandoned after this long, ms. */
  timeoutMs: number;
  /** Waits before each retry of a query or close, ms; its length is the number of retries. */
  retryBackoffMs: readonly number[];
  log: (line: string) => void;
}

export const DEFAULT_GATEWAY_TIMEOUT_MS = 8_000;
export const DEFAULT_RETRY_BACKOFF_MS = [200, 800] as const;

type Operation = 'create' | 'query' | 'close' | 'verifyNotify' | 'refund' | 'queryRefund' | 'verifyRefundNotify';

async function attempt<T>(gateway: PaymentGateway, operation: Operation, limits: CallLimits, run: () => Promise<T>): Promise<T> {
  const abandon = new AbortController();
  try {
    return await Promise.race([
      run(),
      sleep(limits.timeoutMs, undefined, { signal: abandon.signal }).then(() => {
        throw new GatewayUnavailable(gateway.method, `${operation} timed out after ${limits.timeoutMs} ms`);
      }),
    ]);
  } finally {
    abandon.abort();
  }
}

async function bounded<T>(gateway: PaymentGateway, operation: Operation, limits: CallLimits, run: () => Promise<T>, retries: readonly number[]): Promise<T> {
  for (let round = 0; ; round += 1) {
    const startedAt = Date.now();
    try {
      return await attempt(gateway, operation, limits, run);
    } catch (error) {
      if (error instanceof PaymentNotConfigured) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      const retryInMs = retries[round];
      limits.log(JSON.stringify({
        event: 'payment.gateway.failed', gateway: gateway.method, operation, attempt: round + 1,
        ms: Date.now() - startedAt, retryInMs: retryInMs ?? null, detail: maskPersonalData(detail),
      }));
      if (retryInMs === undefined) throw error instanceof GatewayUnavailable ? error : new GatewayUnavailable(gateway.method, detail);
      await sleep(retryInMs);
    }
  }
}

export function withCallLimits(gateway: PaymentGateway, limits: CallLimits): PaymentGateway {
  return {
    method: gateway.method,
    createQrTrade: (request) => bounded(gateway, 'create', limits, () => gateway.createQrTrade(request), []),
    query: (outTradeNo) => bounded(gateway, 'query', limits, () => gateway.query(outTradeNo), limits.retryBackoffMs),
    close: (outTradeNo) => bounded(gateway, 'close', limits, () => gateway.close(outTradeNo), limits.retryBackoffMs),
    // A notify's signature check is local work on what the gateway sent; only the time bound applies.
    verifyNotify: (raw) => attempt(gateway, 'verifyNotify', limits, () => gateway.verifyNotify(raw)),
    // A refund is retried: both gateways key it by out_refund_no and answer a repeat with the refund already made,
    // so a retry after a lost answer can never refund twice.
    refund: (request) => bounded(gateway, 'refund', limits, () => gateway.refund(request), limits.retryBackoffMs),
    queryRefund: (outTradeNo, outRefundNo) =>
      bounded(gateway, 'queryRefund', limits, () => gateway.queryRefund(outTradeNo, outRefundNo), limits.retryBackoffMs),
    verifyRefundNotify: (raw) => attempt(gateway, 'verifyRefundNotify', limits, () => gateway.verifyRefundNotify(raw)),
  };
}
