import { formatDateTime } from '../../ui/format-date';
import { formatMoney } from '../../ui/format-money';
import type { OrderDetail, OrderSummary } from './api/orders';
import { useOrdersText } from './strings';

const cell = 'border-b border-slate-200 px-3 py-2 text-left';

type Supplement = OrderSummary['supplements'][number];

/** When a supplement was paid, or why it has no payment time (still owed, or closed by the center). */
function PaidAtOf({ supplement }: { supplement: Supplement }) {
  const { text } = useOrdersText();
  if (supplement.status === 'paid' && supplement.paidAt) return <time dateTime={supplement.paidAt}>{formatDateTime(supplement.paidAt)}</time>;
  return <>{text(supplement.status === 'closed' ? 'supplements.closed' : 'supplements.unpaid')}</>;
}

// What the order has cost so far: its own payment, each supplement the center asked for (why, how much, how and
// when it was paid), and the total paid, all as the server reports them.
export function PaymentDetails({ order }: { order: OrderDetail }) {
  const { text, language } = useOrdersText();
  const money = (amount: number, currency = order.currency) => formatMoney(amount, currency, language);
  return (
    <>
      {order.payment ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">{text('detail.payment.amount')}</dt>
          <dd>{money(order.payment.amount)}</dd>
          <dt className="font-semibold">{text('detail.payment.method')}</dt>
          <dd>{text(`method.${order.payment.method}`)}</dd>
          <dt className="font-semibold">{text('detail.payment.paidAt')}</dt>
          <dd><time dateTime={order.payment.paidAt}>{formatDateTime(order.payment.paidAt)}</time></dd>
        </dl>
      ) : <p>{text('detail.payment.notPaid')}</p>}
      {order.supplements.length ? (
        <table className="mt-4 w-full border-collapse bg-white">
          <caption className="mb-2 text-left text-lg font-bold text-blue-950">{text('supplements.title')}</caption>
          <thead>
            <tr>
              {(['reason', 'amount', 'method', 'paidAt'] as const).map((column) => (
                <th key={column} scope="col" className={`${cell} font-semibold`}>{text(`supplements.${column}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.supplements.map((supplement, i) => (
              <tr key={i}>
                <th scope="row" className={`${cell} font-normal`}>{supplement.reasons.join(text('supplements.reasonSeparator'))}</th>
                <td className={`${cell} tabular-nums`}>{money(supplement.amount, supplement.currency)}</td>
                <td className={cell}>{supplement.method ? text(`method.${supplement.method}`) : '—'}</td>
                <td className={cell}><PaidAtOf supplement={supplement} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {order.payment || order.supplements.length ? (
        <p className="mt-4 text-lg">
          <span className="font-semibold">{text('detail.payment.paidTotal')}</span> <span className="tabular-nums">{money(order.paidTotal)}</span>
        </p>
      ) : null}
    </>
  );
}

/** The order list's line for supplements: each one's amount, and how and when it was paid. */
export function SupplementsInList({ order }: { order: OrderSummary }) {
  const { text, language } = useOrdersText();
  if (!order.supplements.length) return null;
  return (
    <>
      <dt className="text-slate-600">{text('list.supplements')}</dt>
      <dd>
        <ul>
          {order.supplements.map((supplement, i) => {
            const amount = formatMoney(supplement.amount, supplement.currency, language);
            return (
              <li key={i}>
                {supplement.status === 'paid' && supplement.method && supplement.paidAt
                  ? text('list.supplementPaid', { amount, method: text(`method.${supplement.method}`), time: formatDateTime(supplement.paidAt) })
                  : text(supplement.status === 'closed' ? 'list.supplementClosed' : 'list.supplementUnpaid', { amount })}
              </li>
            );
          })}
        </ul>
      </dd>
    </>
  );
}
