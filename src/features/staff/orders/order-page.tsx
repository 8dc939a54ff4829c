import { Link, useParams } from 'react-router-dom';
import { useOrder } from '../api/orders';
import { isRefusal, refusalText } from '../api/staff-api';
import { useNamePageTitle } from '../../../ui/page-title';
import { LoadFailed } from '../parts/load-failed';
import { useStaffMe, seesAuditTrail } from '../shell/staff-me';
import { useStaffText } from '../strings';
import { OrderActions } from './order-actions';
import { OrderFacts } from './order-facts';
import { ApplicantAnswers } from './applicant-answers';
import { DocumentsSection } from './documents-section';
import { MoneySections } from './money-sections';
import { HistorySection } from './history-section';
import { AuditTrail } from './audit-trail';
import { RefundsSection } from '../refunds/refunds-section';
import { mayRefund } from '../refunds/refund-roles';
import { useOrderAction } from './use-order-action';

// The order as the center works it: what it is, who applies with what answers and documents, what was paid and
// asked for, what happened — and the moves the server allows this person now, nothing else.
export function OrderPage() {
  const { orderId = '' } = useParams();
  const { text } = useStaffText();
  const me = useStaffMe();
  const order = useOrder(orderId);
  const action = useOrderAction(orderId);
  useNamePageTitle(order.data ? text('order.heading', { orderNo: order.data.order.orderNo }) : null);

  if (order.isPending) return <p role="status" className="py-6 text-slate-700">{text('loading')}</p>;
  if (order.isError) {
    return (
      <>
        <h1 className="text-2xl font-bold text-blue-950">{text('order.title')}</h1>
        {isRefusal(order.error, 404) ? <p className="py-4">{text('order.notFound')}</p> : <LoadFailed message={refusalText(order.error)} onRetry={() => void order.refetch()} />}
        <p><Link to="/staff" className="text-blue-900 underline underline-offset-2">{text('list.back')}</Link></p>
      </>
    );
  }
  const view = order.data;
  return (
    <>
      <p><Link to="/staff" className="text-blue-900 underline underline-offset-2">{text('list.back')}</Link></p>
      <div className="mt-2 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold text-blue-950">{text('order.heading', { orderNo: view.order.orderNo })}</h1>
        <p className="rounded bg-blue-100 px-2 py-1 font-semibold text-blue-950">{view.order.stateText}</p>
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* First in reading order (the work), beside the details on a wide screen. */}
        <div className="lg:order-2">
          <OrderActions view={view} action={action} me={me} />
        </div>
        <div className="min-w-0 space-y-6 lg:order-1">
          <OrderFacts view={view} />
          <ApplicantAnswers view={view} />
          <DocumentsSection view={view} />
          <MoneySections view={view} />
          {mayRefund(me.role) ? <RefundsSection orderId={orderId} /> : null}
          <HistorySection view={view} />
          {seesAuditTrail(me) ? <AuditTrail orderId={orderId} /> : null}
        </div>
      </div>
    </>
  );
}
