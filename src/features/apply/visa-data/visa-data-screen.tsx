import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { api, payloadOf } from '../../../lib/api';
import { formatDateTime } from '../../../ui/format-date';
import { formatMoney } from '../../../ui/format-money';
import { useLabelValue } from '../../../ui/label-value';
import { Notice } from '../../../ui/form/form-page';
import { FlowPage } from '../flow/flow-page';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { owedSupplement, progressOf } from './order-progress';
import { PassportReturns } from './passport-returns';
import { loadVisaDataStrings, useVisaDataText } from './strings';

export const ready = loadVisaDataStrings();

/** How often the page asks the server; react-query skips the interval while the tab is hidden. */
export const VISA_POLL_MS = 10_000;

const button = 'rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400';
const quiet = 'rounded border-2 border-blue-900 px-4 py-1.5 font-semibold text-blue-900 hover:bg-blue-50 focus:outline-none focus:ring-4 focus:ring-amber-400';

/** The supplement each order last asked the machine for; cleared when the server no longer reports one owed. */
const askedSupplements = new Map<string, string>();

/** Polls until a call fails; then waits for "Check now", so one outage is not a warning every few seconds. */
const every = (query: { state: { status: string } }) => (query.state.status === 'error' ? false : VISA_POLL_MS);

// Route visaData (state awaitingVisa.status.*): the paid order at the center. The page follows the server: it polls
// the order, its history and any supplement, and tells the application machine what changed (order.statusChanged,
// order.extraPaymentRequested); the machine decides the route (a supplement opens its payment, the end the order).
export function VisaDataScreen({ actor, screen }: FlowScreenProps) {
  const text = useVisaDataText();
  const labelValue = useLabelValue();
  const { i18n } = useTranslation();
  const orderId = useSelector(actor, (snapshot) => snapshot.context.order?.orderId ?? null);
  const known = useSelector(actor, (snapshot) => snapshot.context.orderStatus);
  const supplementUnpaid = useSelector(actor, (snapshot) => snapshot.matches({ awaitingVisa: { supplement: 'unpaid' } }));
  const supplementNone = useSelector(actor, (snapshot) => snapshot.matches({ awaitingVisa: { supplement: 'none' } }));
  const owedInMachine = useSelector(actor, (snapshot) => snapshot.context.extraPayment);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);

  const path = { params: { path: { id: orderId ?? '' } } };
  const enabled = Boolean(orderId);
  const order = useQuery({ queryKey: ['order', orderId], queryFn: () => payloadOf(api.GET('/api/visa/order/{id}/user', path)), enabled, refetchInterval: every, staleTime: 0 });
  const history = useQuery({ queryKey: ['orderHistory', orderId], queryFn: () => payloadOf(api.GET('/api-order/order/{id}/status/history', path)), enabled, refetchInterval: every, staleTime: 0 });
  const extra = useQuery({ queryKey: ['orderExtra', orderId], queryFn: () => payloadOf(api.GET('/api-order/order/{id}/extra/payment', path)), enabled, refetchInterval: every, staleTime: 0 });

  // What the server reports goes to the machine once per change. Only answers fetched since this page opened count:
  // the cache may hold an older status (or a supplement since paid) from before the supplement's payment page.
  const fresh = order.isFetchedAfterMount && history.isFetchedAfterMount;
  const progress = fresh && order.data ? progressOf(order.data) : null;
  useEffect(() => {
    if (progress && progress !== 'paid' && progress !== known) actor.send({ type: 'order.statusChanged', status: progress });
  }, [actor, progress, known]);

  const owed = extra.isFetchedAfterMount ? owedSupplement(extra.data) : null;
  const settled = extra.isFetchedAfterMount && extra.data !== undefined && !owed;
  useEffect(() => {
    if (!orderId) return;
    if (settled) askedSupplements.delete(orderId);
    // Asked once per supplement, across remounts: just after paying, the server may still answer "unpaid" once.
    if (!owed || !supplementNone || askedSupplements.get(orderId) === owed.key) return;
    askedSupplements.set(orderId, owed.key);
    actor.send({ type: 'order.extraPaymentRequested', amount: owed.amount, reason: owed.reason });
  }, [actor, orderId, owed, settled, supplementNone]);

  const checkNow = () => {
    void order.refetch();
    void history.refetch();
    void extra.refetch();
  };
  const failed = order.isError || history.isError || extra.isError;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  const step = screen.step ?? 'paid';

  return (
    <FlowPage>
      <p className="mb-2 text-lg">{text('orderNo', { value: order.data?.orderNo ?? '…' })}</p>
      <Notice tone={step === 'issued' ? 'success' : 'info'}>
        <p className="text-lg font-semibold">{text(`status.${step}.title`)}</p>
        <p>{text(`status.${step}.body`)}</p>
      </Notice>
      {step === 'issued' || step === 'refused' ? <PassportReturns actor={actor} order={order.data} /> : null}

      {supplementUnpaid && (owed ?? owedInMachine) ? (
        <div role="alert" className="mb-6 border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
          <h2 className="mb-1 text-xl font-bold">{text('supplement.title')}</h2>
          <p className="mb-2">{text('supplement.body', { amount: money(owed?.amount ?? owedInMachine!.amount, extra.data?.currency ?? 'USD') })}</p>
          {extra.data?.items.length ? (
            <ul className="mb-3 list-disc pl-6">
              {extra.data.items.map((item, i) => <li key={i}>{labelValue(item.reason, money(item.amount, extra.data!.currency))}</li>)}
            </ul>
          ) : null}
          {failure ? <p className="mb-3">{text('supplement.lastFailed', { reason: failure })}</p> : null}
          <button type="button" className={button} onClick={() => actor.send({ type: 'extraPayment.retried' })}>{text('supplement.pay')}</button>
        </div>
      ) : null}

      <h2 className="mb-2 text-xl font-bold text-blue-950">{text('history.title')}</h2>
      {history.data ? (
        <ol className="mb-6 space-y-1" aria-label={text('history.title')}>
          {history.data.map((entry, i) => (
            <li key={i} className="flex flex-wrap gap-x-4">
              <time dateTime={entry.at} className="text-slate-700">{formatDateTime(entry.at)}</time>
              <span className="font-semibold">{text(`state.${entry.state}`)}</span>
              {entry.note && entry.state === 'extraPaymentRequired' ? <span>{entry.note}</span> : null}
            </li>
          ))}
        </ol>
      ) : <p className="mb-6 text-slate-700">{failed ? text('history.failed') : text('history.loading')}</p>}

      <div className="flex flex-wrap items-center gap-4" aria-live="polite">
        <button type="button" className={quiet} onClick={checkNow} disabled={order.isFetching}>{order.isFetching ? text('checking') : text('checkNow')}</button>
        <span className="text-slate-700">
          {failed ? text('checkFailed') : order.dataUpdatedAt ? text('checkedAt', { time: new Date(order.dataUpdatedAt).toLocaleTimeString(i18n.language) }) : null}
        </span>
      </div>
    </FlowPage>
  );
}
