import type { ReactNode } from 'react';
import { formatDateTime } from '../../ui/format-date';
import { formatMoney } from '../../ui/format-money';
import { useOrderHistory, type OrderDetail } from './api/orders';
import { FormShareList, IncorrectDetailsSection } from './apply-records/apply-records';
import { FormsDownload, OrderActions } from './order-actions';
import { canCancel, canDelete, feeRows } from './order-rules';
import { PaymentDetails } from './payment-details';
import { InvoiceActions } from './invoice-actions';
import { RefundList } from './refund-list';
import { useOrdersText } from './strings';

const h2 = 'mb-3 mt-8 text-xl font-bold text-blue-950';
const cell = 'border-b border-slate-200 px-3 py-2 text-left';
// Five columns on a 360 px phone: narrower padding there, and a reference or passport number may wrap anywhere,
// so the table's narrowest width is the phone's and the page never scrolls sideways.
const applicantCell = 'border-b border-slate-200 px-1.5 py-2 text-left [overflow-wrap:anywhere] sm:px-3';

export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={h2}>{title}</h2>
      {children}
    </section>
  );
}

// The visa details tab: the order at a glance, its progress, who applies, what it costs and how it was paid, the
// application forms, and what may still be done with it (cancel while unpaid, delete once closed).
export function VisaDetails({ order }: { order: OrderDetail }) {
  const { text, language } = useOrdersText();
  return (
    <>
      <Section title={text('detail.summary')} id="order-summary">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">{text('detail.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
          <dt className="font-semibold">{text('detail.state')}</dt>
          <dd>{text(`state.${order.state}`)}</dd>
          <dt className="font-semibold">{text('detail.createdAt')}</dt>
          <dd><time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time></dd>
          <dt className="font-semibold">{text('detail.jurisdiction')}</dt>
          <dd>{order.jurisdiction}</dd>
          {order.applicationDate ? (<><dt className="font-semibold">{text('detail.applicationDate')}</dt><dd>{order.applicationDate}</dd></>) : null}
        </dl>
      </Section>

      <Section title={text('detail.history.title')} id="order-history">
        <StatusHistory orderId={order.id} />
      </Section>

      <Section title={text('detail.applicants.title')} id="order-applicants">
        <table className="w-full border-collapse bg-white">
          <thead>
            <tr>
              {(['name', 'reference', 'passport', 'visa', 'status'] as const).map((column) => <th key={column} scope="col" className={`${applicantCell} font-semibold`}>{text(`detail.applicants.${column}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {order.applies.map((apply) => (
              <tr key={apply.id}>
                <th scope="row" className={`${applicantCell} font-normal`}>{apply.applicantName}</th>
                <td className={`${applicantCell} tabular-nums`}>{apply.reference}</td>
                <td className={applicantCell}>{apply.passportNum}</td>
                <td className={applicantCell}>{[apply.visaTypeName, apply.visaProductName].filter(Boolean).join(' · ')}{apply.urgent ? text('detail.applicants.urgent') : ''}</td>
                <td className={applicantCell}>{text(`applyStatus.${apply.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section title={text('detail.fees.title')} id="order-fees">
        <table className="w-full max-w-xl border-collapse bg-white">
          <thead>
            <tr>
              <th scope="col" className={`${cell} font-semibold`}>{text('detail.fees.item')}</th>
              <th scope="col" className={`${cell} text-right font-semibold`}>{text('detail.fees.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {feeRows(order.fees).map((row) => (
              <tr key={row.key} className={row.total ? 'font-bold' : undefined}>
                <th scope="row" className={`${cell} ${row.total ? 'font-bold' : 'font-normal'}`}>{text(`detail.fees.${row.key}`)}</th>
                <td className={`${cell} text-right tabular-nums`}>{formatMoney(row.amount, order.fees.currency, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section title={text('detail.payment.title')} id="order-payment">
        <PaymentDetails order={order} />
      </Section>

      {order.refunds.length ? <Section title={text('refunds.title')} id="order-refunds"><RefundList refunds={order.refunds} /></Section> : null}

      {order.payment ? <Section title={text('detail.invoice.title')} id="order-invoice"><InvoiceActions order={order} /></Section> : null}

      <Section title={text('detail.forms.title')} id="order-forms">
        <FormsDownload orderId={order.id} />
        <FormShareList order={order} />
      </Section>

      <IncorrectDetailsSection order={order} />

      {canCancel(order.state) || canDelete(order.state) ? (
        <Section title={text('detail.actions')} id="order-actions">
          <OrderActions order={order} />
        </Section>
      ) : null}
    </>
  );
}

/** The state changes, oldest first, at Beijing time; a supplement's reason beside its request. */
function StatusHistory({ orderId }: { orderId: string }) {
  const { text } = useOrdersText();
  const history = useOrderHistory(orderId, true);
  const entries = history.data;
  if (!entries) {
    return history.isError ? (
      <p className="text-slate-800">
        {text('detail.history.failed')}{' '}
        <button type="button" className="text-blue-900 underline underline-offset-2" onClick={() => void history.refetch()}>{text('detail.history.retry')}</button>
      </p>
    ) : <p role="status" className="text-slate-700">{text('detail.history.loading')}</p>;
  }
  return (
    <ol className="space-y-1 border-l-4 border-slate-300 pl-4" aria-label={text('detail.history.title')}>
      {entries.map((entry, i) => (
        <li key={i} className="flex flex-wrap gap-x-4">
          <time dateTime={entry.at} className="tabular-nums text-slate-700">{formatDateTime(entry.at)}</time>
          <span className="font-semibold">{text(`state.${entry.state}`)}</span>
          {entry.note && entry.state === 'extraPaymentRequired' ? <span>{entry.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
