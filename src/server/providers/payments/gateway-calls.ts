// Every call to a payment gateway is bounded: a gateway that hangs must not hang the payer's request (their page
// polls every few seconds), a read that failed once is tried again, and every failure leaves one structured log
// line an operator can alert on. Creating a trade is not retried here: its caller decides (a second create with the
// same out_trade_no is refused by both gateways, so it could only mislead). The bound and the waits are the one call
// policy's (providers/call-policy.ts); what is said here is which operation may be retried and what is logged.
import { maskPersonalData } from '../../log-masking.ts';
import { CallTimedOut, callWithPolicy, type CallLimits as PolicyLimits } from '../call-policy.ts';
import { GatewayUnavailable, PaymentNotConfigured, type PaymentGateway } from './gateway.ts';

export interface CallLimits extends PolicyLimits {
  timeoutMs: number;
  log: (line: string) => void;
}

export const DEFAULT_GATEWAY_TIMEOUT_MS = 8_000;
export const DEFAULT_RETRY_BACKOFF_MS = [200, 800] as const;

type Operation = 'create' | 'query' | 'close' | 'verifyNotify' | 'refund' | 'queryRefund' | 'verifyRefundNotify';

/** A gateway that did not answer in time reads as unavailable, like one that could not be reached. */
const asGatewayError = (gateway: PaymentGateway, operation: Operation, error: unknown): unknown =>
  error instanceof CallTimedOut ? new GatewayUnavailable(gateway.method, `${operation} timed out after ${error.timeoutMs} ms`) : error;

async function bounded<T>(gateway: PaymentGateway, operation: Operation, limits: CallLimits, run: () => Promise<T>, retries: readonly number[]): Promise<T> {
  try {
    return await callWithPolicy(run, { timeoutMs: limits.timeoutMs, retryBackoffMs: retries }, {
      // Missing credentials stay missing: refused at once, and not a gateway's failure to alert on.
      retryable: (error) => !(error instanceof PaymentNotConfigured),
      onFailure: ({ attempt, ms, error, retryInMs }) => {
        if (error instanceof PaymentNotConfigured) return;
        const failed = asGatewayError(gateway, operation, error);
        const detail = failed instanceof Error ? failed.message : String(failed);
        limits.log(JSON.stringify({
          event: 'payment.gateway.failed', gateway: gateway.method, operation, attempt,
          ms, retryInMs: retryInMs ?? null, detail: maskPersonalData(detail),
        }));
      },
    });
  } catch (error) {
    const failed = asGatewayError(gateway, operation, error);
    if (failed instanceof PaymentNotConfigured || failed instanceof GatewayUnavailable) throw failed;
    throw new GatewayUnavailable(gateway.method, failed instanceof Error ? failed.message : String(failed));
  }
}

/** Only the time bound: no retry, no log line, the gateway's own error as it is. */
async function timed<T>(gateway: PaymentGateway, operation: Operation, limits: CallLimits, run: () => Promise<T>): Promise<T> {
  try {
    return await callWithPolicy(run, { timeoutMs: limits.timeoutMs, retryBackoffMs: [] }, { retryable: () => false });
  } catch (error) {
    throw asGatewayError(gateway, operation, error);
  }
}

export function withCallLimits(gateway: PaymentGateway, limits: CallLimits): PaymentGateway {
  return {
    method: gateway.method,
    createQrTrade: (request) => bounded(gateway, 'create', limits, () => gateway.createQrTrade(request), []),
    query: (outTradeNo) => bounded(gateway, 'query', limits, () => gateway.query(outTradeNo), limits.retryBackoffMs),
    close: (outTradeNo) => bounded(gateway, 'close', limits, () => gateway.close(outTradeNo), limits.retryBackoffMs),
    // A notify's signature check is local work on what the gateway sent; only the time bound applies.
    verifyNotify: (raw) => timed(gateway, 'verifyNotify', limits, () => gateway.verifyNotify(raw)),
    // A refund is retried: both gateways key it by out_refund_no and answer a repeat with the refund already made,
    // so a retry after a lost answer can never refund twice.
    refund: (request) => bounded(gateway, 'refund', limits, () => gateway.refund(request), limits.retryBackoffMs),
    queryRefund: (outTradeNo, outRefundNo) =>
      bounded(gateway, 'queryRefund', limits, () => gateway.queryRefund(outTradeNo, outRefundNo), limits.retryBackoffMs),
    verifyRefundNotify: (raw) => timed(gateway, 'verifyRefundNotify', limits, () => gateway.verifyRefundNotify(raw)),
  };
}
