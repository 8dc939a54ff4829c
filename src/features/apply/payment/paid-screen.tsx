import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { pathOf } from '../../../lib/route-paths';
import { FetchedFileLink } from '../../../ui/fetched-file-link';
import { formatDateTime } from '../../../ui/format-date';
import { Notice } from '../../../ui/form/form-page';
import { FlowPage } from '../flow/flow-page';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { downloadForms, useContacts, useOrder } from './api';
import { primaryButton, secondaryButton } from './pay-screen';
import { SandboxLabel } from './sandbox-label';
import { loadPayStrings, usePayText } from './strings';

export const ready = loadPayStrings();

const STAGES_UP_TO_PAID: readonly string[] = ['pendingConfirm', 'pendingPayment', 'paid'];

// Route paySuccess (state paying.succeeded): the order number, what happens next by the delivery way chosen, the
// center's contacts, the order and the forms, and continue. The flow host derives the route from the state, so
// going back in the browser lands here again, never on a second payment.
export function PaidScreen({ actor, screenActor }: FlowScreenProps) {
  const text = usePayText();
  const order = useSelector(actor, (snapshot) => snapshot.context.order);
  const payment = useSelector(actor, (snapshot) => snapshot.context.payment);
  const delivery = useSelector(actor, (snapshot) => snapshot.context.delivery);
  const detail = useOrder(order?.orderId ?? null, { fresh: true });
  const contacts = useContacts();
  const reservation = delivery?.sender?.reservation;

  // Opened again later (a supplement's "pay" link, the order list) after the order has moved past "paid": this page
  // would tell an old story ("bring the materials on …"). Go on to the visa's progress, which shows the order as it
  // is and opens a supplement's payment by itself (issue 12 item 4).
  // Only an answer fetched for this page counts: the cache may still hold the order as it was before the payment.
  const movedOn = Boolean(detail.isFetchedAfterMount && detail.data && !STAGES_UP_TO_PAID.includes(detail.data.state));
  useEffect(() => {
    if (movedOn) screenActor.send({ type: 'nav.next' });
  }, [movedOn, screenActor]);

  return (
    <FlowPage>
      <SandboxLabel paid />
      <Notice tone="success"><p className="text-lg font-semibold">{text('paid.notice')}</p></Notice>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{text('paid.orderNo')}</dt>
        <dd>{detail.data?.orderNo ?? '…'}</dd>
        {payment?.method ? (<><dt className="font-semibold">{text('paid.method')}</dt><dd>{text(`method.${payment.method}`)}</dd></>) : null}
        {payment?.paidAt ? (
          <><dt className="font-semibold">{text('paid.paidAt')}</dt><dd>{formatDateTime(payment.paidAt)}</dd></>
        ) : null}
      </dl>

      <h2 className="mb-2 text-xl font-bold text-blue-950">{text('paid.next')}</h2>
      <ol className="mb-6 list-decimal space-y-1 pl-6">
        <li>
          {delivery?.way === 'courier' ? text('paid.nextCourier')
            : reservation ? text('paid.nextSelf', { date: reservation.date, time: reservation.time }) : text('paid.nextSelfNoDate')}
        </li>
        <li>{text('paid.nextWait')}</li>
      </ol>

      <h2 className="mb-2 text-xl font-bold text-blue-950">{text('paid.contacts')}</h2>
      {contacts.data ? (
        <ul className="mb-6">
          {contacts.data.hotline ? <li>{text('paid.hotline', { value: contacts.data.hotline })}</li> : null}
          {contacts.data.email ? <li>{text('paid.email', { value: contacts.data.email })}</li> : null}
        </ul>
      ) : <p className="mb-6 text-slate-700">{text('paid.contactsLoading')}</p>}

      <div className="mb-6 flex flex-wrap items-center gap-4">
        {order ? <Link to={pathOf('orderDetail', { id: order.orderId })} className="text-blue-900 underline underline-offset-2">{text('paid.orderLink')}</Link> : null}
        {order ? (
          <FetchedFileLink
            fetchLink={() => downloadForms(order.orderId)}
            buttonClassName={secondaryButton}
            texts={{
              fetch: text('paid.forms'),
              fetching: text('paid.formsLoading'),
              ready: (fileName) => text('paid.formsReady', { fileName }),
              failed: (reason) => text('paid.formsFailed', { reason }),
            }}
          />
        ) : null}
      </div>

      <button type="button" className={primaryButton} onClick={() => screenActor.send({ type: 'nav.next' })}>{text('paid.continue')}</button>
    </FlowPage>
  );
}
