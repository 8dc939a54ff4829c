// The sandbox phone page's refunds card (decision 101): what the sandbox gateway holds of a trade's refunds, in the
// gateway's own words, and for a refund kept waiting by `sandbox:late` the two ways it can end — the back office's
// door to settle it by hand, as a real refund ends at the gateway whenever the bank is done.
import type { PaymentMethod } from '../../../domain/constants.ts';
import { escapeHtml as escape } from '../../dev/sandbox-html.ts';
import type { SandboxRefundRow } from './sandbox-refunds.ts';

const stateTexts: Record<string, string> = {
  PROCESSING: '退款处理中 Refund in progress',
  SUCCESS: '退款成功 Refunded',
  CLOSED: '退款关闭 Refund closed',
  ABNORMAL: '退款异常 Refund failed — the money did not reach the payer',
  REFUND_PROCESSING: '退款处理中 Refund in progress',
  REFUND_SUCCESS: '退款成功 Refunded',
};

const waiting = new Set(['PROCESSING', 'REFUND_PROCESSING']);

export const settleResults: Record<string, string> = {
  refundSettled: '退款已结束，商户将得知结果。 The refund has ended; the merchant will learn of it.',
  refundNotWaiting: '这笔退款不在等待中。 This refund is not waiting.',
};

export function refundAction(method: PaymentMethod, outTradeNo: string, outRefundNo: string): string {
  return `/sandbox/pay/${method}/${encodeURIComponent(outTradeNo)}/refunds/${encodeURIComponent(outRefundNo)}/settle`;
}

export function refundCard(method: PaymentMethod, rows: readonly SandboxRefundRow[]): string {
  if (rows.length === 0) return '';
  const items = rows.map((row) => {
    const state = stateTexts[row.state] ?? `拒绝 Refused: ${row.state}`;
    const buttons = row.late && waiting.has(row.state)
      ? `<form method="post" action="${refundAction(method, row.outTradeNo, row.outRefundNo)}"><input type="hidden" name="outcome" value="succeeded"><button class="approve" type="submit">完成退款 Finish the refund</button></form>
${method === 'wechat' ? `<form method="post" action="${refundAction(method, row.outTradeNo, row.outRefundNo)}"><input type="hidden" name="outcome" value="failed"><button class="decline" type="submit">退款异常 Make it fail (ABNORMAL)</button></form>` : ''}`
      : '';
    return `<li><dl>
<dt>退款单号 Out refund no.</dt><dd>${escape(row.outRefundNo)}</dd>
<dt>退款金额 Amount</dt><dd>¥${row.amount.toFixed(2)}</dd>
<dt>退款状态 Refund state</dt><dd><strong>${escape(row.state)}</strong> — ${escape(state)}</dd>
<dt>退款原因 Reason</dt><dd>${escape(row.reason)}</dd>
</dl>${buttons}</li>`;
  });
  return `<section class="card" aria-labelledby="refunds">
<h2 id="refunds">退款 Refunds (sandbox)</h2>
<ul>${items.join('\n')}</ul>
</section>`;
}
