import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { pathOf } from '../../../app/route-paths';
import { formatDateTime } from '../../../ui/format-date';
import { FormPage, Notice } from '../../../ui/form/form-page';
import type { FlowScreenProps } from '../flow/screen-registry';
import { downloadForms, useContacts, useOrder } from './api';
import { primaryButton, SandboxLabel, secondaryButton } from './pay-screen';
import { loadPayStrings, usePayText } from './strings';

export const ready = loadPayStrings();

type Download = { state: 'idle' | 'loading' } | { state: 'ready'; url: string; fileName: string } | { state: 'failed'; reason: string };

// Route paySuccess (state paying.succeeded): the order number, what happens next by the delivery way chosen, the
// center's contacts, the order and the forms, and continue. The flow host derives the route from the state, so
// going back in the browser lands here again, never on a second payment.
export function PaidScreen({ actor, screenActor }: FlowScreenProps) {
  const text = usePayText();
  const order = useSelector(actor, (snapshot) => snapshot.context.order);
  const payment = useSelector(actor, (snapshot) => snapshot.context.payment);
  const delivery = useSelector(actor, (snapshot) => snapshot.context.delivery);
  const detail = useOrder(order?.orderId ?? null);
  const contacts = useContacts();
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const reservation = delivery?.sender?.reservation;

  const fetchForms = async () => {
    if (!order) return;
    setDownload({ state: 'loading' });
    try {
      const link = await downloadForms(order.orderId);
      setDownload({ state: 'ready', url: link.url, fileName: link.fileName });
    } catch (error) {
      setDownload({ state: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <FormPage>
      <SandboxLabel />
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
        {download.state === 'ready' ? (
          <a href={download.url} download={download.fileName} className="text-blue-900 underline underline-offset-2">{text('paid.formsReady', { fileName: download.fileName })}</a>
        ) : (
          <button type="button" className={secondaryButton} disabled={download.state === 'loading'} onClick={() => void fetchForms()}>
            {download.state === 'loading' ? text('paid.formsLoading') : text('paid.forms')}
          </button>
        )}
      </div>
      {download.state === 'failed' ? <p role="alert" className="mb-6 border-l-4 border-red-700 bg-red-50 p-3 text-red-900">{text('paid.formsFailed', { reason: download.reason })}</p> : null}

      <button type="button" className={primaryButton} onClick={() => screenActor.send({ type: 'nav.next' })}>{text('paid.continue')}</button>
    </FormPage>
  );
}
