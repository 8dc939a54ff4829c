import { formatDateTime } from '../../ui/format-date';
import { formatMoney } from '../../ui/format-money';
import type { OrderSummary } from './api/orders';
import { useOrdersText } from './strings';

type RefundLine = OrderSummary['refunds'][number];

// Refunds go back to the payment's own method in yuan (WeChat Pay and Alipay take CNY), whatever the order's currency.
const REFUND_CURRENCY = 'CNY';

/**
 * The order detail's refunds (issue 34): each one a list item with its own heading, so a screen reader lists them and
 * reads each as a group; its facts in one column of label and value pairs, which fits a 360 px phone.
 */
export function RefundList({ refunds }: { refunds: readonly RefundLine[] }) {
  const { text, language } = useOrdersText();
  return (
    <ul className="space-y-3">
      {refunds.map((refund) => {
        const headingId = `refund-${refund.outRefundNo}`;
        return (
          <li key={refund.outRefundNo} aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 id={headingId} className="text-lg font-semibold text-blue-950">
              {text('refunds.item', { amount: formatMoney(refund.amount, REFUND_CURRENCY, language) })}
              {/* Read aloud as part of the heading, so the amount and the state are not run together. */}
              {' · '}
              <span className={refund.status === 'refundFailed' ? 'text-red-800' : undefined}>{text(`refunds.state.${refund.status}`)}</span>
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              <dt className="font-semibold">{text('refunds.method')}</dt>
              <dd>{text(`method.${refund.method}`)}</dd>
              <dt className="font-semibold">{text('refunds.requestedAt')}</dt>
              <dd><time dateTime={refund.requestedAt}>{formatDateTime(refund.requestedAt)}</time></dd>
              <dt className="font-semibold">{text('refunds.refundedAt')}</dt>
              <dd>{refund.refundedAt ? <time dateTime={refund.refundedAt}>{formatDateTime(refund.refundedAt)}</time> : text('refunds.notYet')}</dd>
              <dt className="font-semibold">{text('refunds.reason')}</dt>
              <dd className="break-words">{[text(`refunds.cause.${refund.cause}`), refund.reason].filter(Boolean).join(text('supplements.reasonSeparator'))}</dd>
            </dl>
            {refund.status === 'refundFailed' ? <p className="mt-2 text-slate-800">{text('refunds.failedHint')}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The order list's line for refunds: each one's amount, method and state. */
export function RefundsInList({ order }: { order: OrderSummary }) {
  const { text, language } = useOrdersText();
  if (!order.refunds.length) return null;
  return (
    <>
      <dt className="text-slate-600">{text('refunds.inList')}</dt>
      <dd>
        <ul>
          {order.refunds.map((refund) => (
            <li key={refund.outRefundNo}>
              {text('refunds.line', {
                amount: formatMoney(refund.amount, REFUND_CURRENCY, language), method: text(`method.${refund.method}`), status: text(`refunds.state.${refund.status}`),
              })}
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}
