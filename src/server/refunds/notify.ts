// WeChat Pay's refund notify (POST /api-pay/wechat/refund-notify): believed only once the gateway's signature is
// checked and the resource decrypted (verifyRefundNotify), then settled as any other answer: a notify delivered
// twice, or racing the worker's query, settles the refund and tells the payer once (settle.ts).
import type { RawNotify } from '../providers/payments/gateway.ts';
import type { RefundDeps } from './deps.ts';
import { DEFAULT_REFUND_BACKOFF_MS } from './ledger.ts';
import { settleRefund } from './settle.ts';

export type RefundNotifyOutcome = { ok: true; changed: boolean } | { ok: false; why: 'badSignature' | 'stale' | 'unreadable' | 'unknownRefund' };

export async function takeRefundNotify(deps: RefundDeps, raw: RawNotify): Promise<RefundNotifyOutcome> {
  const gateway = await deps.gateway('wechat');
  const verdict = await gateway.verifyRefundNotify(raw);
  if (!verdict.ok) return verdict;
  const settled = await settleRefund(deps.db, verdict.refund, { now: deps.now(), backoffMs: deps.backoffMs ?? DEFAULT_REFUND_BACKOFF_MS });
  if (!settled) return { ok: false, why: 'unknownRefund' };
  return { ok: true, changed: settled.changed };
}
