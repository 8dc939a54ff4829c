import { useDeferredValue, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isNotFound } from '../../lib/api';
import { pathOf } from '../../lib/route-paths';
import { Tabs } from '../../ui/form/tabs';
import { formatMoney } from '../../ui/format-money';
import { LoadFailed, Loading } from '../../ui/query-states';
import { useExtraPayment, useOrder, type OrderDetail } from './api/orders';
import { ExpressDetails } from './express-details';
import { OrderDetailFrame } from './order-detail-frame';
import { owedSupplement } from './order-rules';
import { useOrdersText } from './strings';
import { VisaDetails } from './visa-details';

type DetailTab = 'visa' | 'express';
const payLink = 'inline-block rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400';

// The order detail (spec §2): visa details and express details as tabs (the tab in the address), with what the
// order still asks of the applicant (its payment, a supplement) above them. Another user's order and a missing one
// read alike: "no such order" (the server answers 404 for both, which the client passes on without a message).
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  // The order's details are drawn in a render React may split and pause (a deferred value), so a phone answers a tap
  // while it draws them: the query's answer re-renders at once, and drawn there they were one task of 190 ms on a
  // 4x-slowed CPU (Lighthouse's total blocking time). Until then the loading line stays.
  // Only this order's: moving to another order's address, the deferred value is the last one's for a render.
  const deferred = useDeferredValue(order.data);
  const shown = deferred?.id === id ? deferred : undefined;

  if (order.isError && isNotFound(order.error)) return <NoSuchOrder />;
  return (
    <OrderDetailFrame>
      {shown ? <Detail order={shown} /> : order.isPending || order.data ? <Loading /> : <LoadFailed onRetry={() => void order.refetch()} retrying={order.isFetching} />}
    </OrderDetailFrame>
  );
}

function Detail({ order }: { order: OrderDetail }) {
  const { text } = useOrdersText();
  const [search, setSearch] = useSearchParams();
  const tab: DetailTab = search.get('tab') === 'express' ? 'express' : 'visa';
  const select = (next: DetailTab) => setSearch(next === 'visa' ? {} : { tab: next }, { replace: true });
  return (
    <>
      <p className="mb-4 text-lg">
        <span className="font-semibold">{text('detail.orderNo')}</span> {order.orderNo}
        <span className="mx-3 text-slate-400" aria-hidden="true">|</span>
        <span className="font-semibold">{text('detail.state')}</span> {text(`state.${order.state}`)}
      </p>
      {order.state === 'extraPaymentRequired' ? <SupplementDue order={order} /> : null}
      {order.state === 'pendingPayment' ? <PaymentDue order={order} /> : null}
      <Tabs
        label={text('detail.tabsLabel')}
        idPrefix="order-detail"
        tabs={[{ key: 'visa', label: text('detail.tab.visa') }, { key: 'express', label: text('detail.tab.express') }]}
        selected={tab}
        onSelect={select}
      >
        {tab === 'visa' ? <VisaDetails order={order} /> : <ExpressDetails order={order} />}
      </Tabs>
    </>
  );
}

/** Paying happens in the application flow: the draft's address opens it where the order stands (decision 023). */
const draftPath = (draftId: string, route: 'confirmPay' | 'visaData') => pathOf(route, { draft: draftId });

function Prompt({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="order-prompt" className="mb-6 border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
      <h2 id="order-prompt" className="mb-2 text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

function PaymentDue({ order }: { order: OrderDetail }) {
  const { text, language } = useOrdersText();
  return (
    <Prompt title={text('detail.payment.notPaid')}>
      <p className="mb-3">{formatMoney(order.amount, order.currency, language)}</p>
      {order.draftId ? (
        <>
          <p className="mb-3">{text('detail.payment.payHint')}</p>
          <Link to={draftPath(order.draftId, 'confirmPay')} className={payLink}>{text('detail.payment.pay')}</Link>
        </>
      ) : <p>{text('detail.payment.noDraft')}</p>}
    </Prompt>
  );
}

function SupplementDue({ order }: { order: OrderDetail }) {
  const { text, language } = useOrdersText();
  const extra = useExtraPayment(order.id, true);
  const owed = owedSupplement(extra.data);
  return (
    <Prompt title={text('detail.supplement.title')}>
      {owed ? (
        <>
          <p className="mb-1 text-lg font-semibold">{text('detail.supplement.amount', { amount: formatMoney(owed.amount, owed.currency, language) })}</p>
          {owed.reasons.map((reason, i) => <p key={i}>{text('detail.supplement.reason', { reason })}</p>)}
        </>
      ) : extra.isPending ? <Loading /> : extra.isError ? <LoadFailed onRetry={() => void extra.refetch()} retrying={extra.isFetching} /> : null}
      {order.draftId ? (
        <>
          <p className="my-3">{text('detail.supplement.hint')}</p>
          <Link to={draftPath(order.draftId, 'visaData')} className={payLink}>{text('detail.supplement.pay')}</Link>
        </>
      ) : <p className="mt-3">{text('detail.supplement.noDraft')}</p>}
    </Prompt>
  );
}

function NoSuchOrder() {
  const { text } = useOrdersText();
  return (
    <section className="mx-auto max-w-2xl py-10" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold text-blue-950">{text('detail.notFound.title')}</h1>
      <p className="mt-4 text-slate-700">{text('detail.notFound.text')}</p>
      <p className="mt-6"><Link to={pathOf('orderList')} className="text-blue-900 underline underline-offset-2">{text('detail.back')}</Link></p>
    </section>
  );
}
