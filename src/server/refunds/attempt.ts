// One call to the gateway for one refund this process has claimed (claimed_until in the future): the refund is
// sent, or asked about when the gateway already has it, and the answer is settled. Never inside a transaction or
// under a row lock: the network may take seconds. The refund number is the gateway's idempotency key, so sending
// it again after a crash or a timeout never refunds twice.
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { pick } from '../http/language.ts';
import type { GatewayRefund } from '../providers/payments/gateway.ts';
import { maskPersonalData } from '../log-masking.ts';
import { lineLogger } from '../logging/logger.ts';
import { refundNotifyUrl, type RefundDeps } from './deps.ts';
import { DEFAULT_REFUND_BACKOFF_MS, type RefundRow } from './ledger.ts';
import { recordRefundError, settleRefund } from './settle.ts';

const log = lineLogger('warn');

export async function attemptRefund(deps: RefundDeps, refund: RefundRow): Promise<RefundRow> {
  const options = () => ({ now: deps.now(), backoffMs: deps.backoffMs ?? DEFAULT_REFUND_BACKOFF_MS });
  let answer: GatewayRefund | null;
  try {
    const [payment] = await deps.db.select({ amount: t.payments.amount }).from(t.payments).where(eq(t.payments.outTradeNo, refund.outTradeNo));
    const gateway = await deps.gateway(refund.method);
    // A refund the gateway last answered "processing" (a state, no error) is asked about; any other is sent (again, safely).
    const processing = refund.status === 'refunding' && refund.gatewayState !== null && refund.lastError === null;
    answer = processing ? await gateway.queryRefund(refund.outTradeNo, refund.outRefundNo) : null;
    answer ??= await gateway.refund({
      outTradeNo: refund.outTradeNo,
      outRefundNo: refund.outRefundNo,
      refundCny: refund.amount,
      totalCny: payment?.amount ?? refund.amount,
      // The payer's bank statement shows it: the Chinese words, as the gateway's own pages are in Chinese.
      reason: pick(refund.reason, 'zh').slice(0, 80),
      notifyUrl: refundNotifyUrl(deps.origin),
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    log(JSON.stringify({ event: 'refund.gateway.failed', outRefundNo: refund.outRefundNo, method: refund.method, attempt: refund.attempts, detail: maskPersonalData(detail) }));
    return (await recordRefundError(deps.db, refund.outRefundNo, detail, options())) ?? refund;
  }
  const settled = await settleRefund(deps.db, answer, options());
  return settled?.row ?? refund;
}
