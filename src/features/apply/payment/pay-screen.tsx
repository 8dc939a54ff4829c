import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { progressOf, type PaymentProgress, type paymentMachine } from '../../../../machines/payment.machine';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/constants';
import { FlowPage } from '../flow/flow-page';
import { formatClockTime } from '../../../ui/format-date';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { CancelApplication } from '../shared/cancel-application';
import { SandboxLabel } from './sandbox-label';
import { formatMoney as money } from '../../../ui/format-money';
import { useOrder } from './api';
import { QrImage } from '../../../ui/qr-image';
import { loadPayStrings, usePayText } from './strings';

export const ready = loadPayStrings();

type PaymentRef = ActorRefFrom<typeof paymentMachine>;

// A failed payment's line depends on why it failed (declined or an error); see Payment.
const statusKey: Record<PaymentProgress, string> = {
  choose: 'status.choose',
  creating: 'status.creating',
  waiting: 'status.waiting',
  checking: 'status.checking',
  finalCheck: 'status.finalCheck',
  switching: 'status.switching',
  cancelling: 'status.cancelling',
  failed: 'failed.declined',
  expired: 'failed.expired',
};

export const primaryButton = 'rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70';
export const secondaryButton = 'rounded bg-slate-200 px-4 py-2 font-semibold text-slate-900 shadow-[0_2px_0_#64748b] hover:bg-slate-300 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70';

// Route confirmPay (spec §4 steps 12–13): the application in paying.inProgress / paying.notPaid, or a supplement
// in awaitingVisa.supplement.paying (step 'extra'). While a payment runs, the application hands the screen to it
// (`delegatesTo`), so the screen actor is that payment (machines/payment.machine.ts), whose tags say what shows;
// this screen only sends it events. Without one (paying.notPaid) the screen actor is the application.
export function PayScreen({ actor, screenActor, screen }: FlowScreenProps) {
  const extra = screen.step === 'extra';
  const payment = screenActor === actor ? undefined : (screenActor as PaymentRef);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const supplement = useSelector(actor, (snapshot) => snapshot.context.extraPayment);
  const text = usePayText();
  // A supplement's payment says in its heading what is paid and why; the route's own title would read as the order's.
  const title = extra ? (supplement?.reason ? text('extra.heading', { reason: supplement.reason }) : text('extra.headingNoReason')) : undefined;
  return (
    <FlowPage title={title}>
      <SandboxLabel />
      <OrderFees actor={actor} extra={extra} />
      {payment && screen.step !== 'notPaid' ? (
        <Payment payment={payment} />
      ) : (
        <div role="alert" className="mb-6 border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{text('failed.notPaid')}</p>
          {failure ? <p className="mt-1">{failure}</p> : null}
          <button type="button" className={`${primaryButton} mt-3`} onClick={() => actor.send({ type: extra ? 'extraPayment.retried' : 'payment.retried' })}>
            {text('failed.retry')}
          </button>
        </div>
      )}
      {screen.step === 'notPaid' ? (
        <CancelApplication
          screenActor={screenActor}
          texts={{ cancel: text('cancelApplication.open'), question: text('cancelApplication.question'), confirm: text('cancelApplication.confirm'), keep: text('cancelApplication.keep') }}
        />
      ) : null}
    </FlowPage>
  );
}

function OrderFees({ actor, extra }: { actor: FlowScreenProps['actor']; extra: boolean }) {
  const text = usePayText();
  const { i18n } = useTranslation();
  const order = useSelector(actor, (snapshot) => snapshot.context.order);
  const supplement = useSelector(actor, (snapshot) => snapshot.context.extraPayment);
  const detail = useOrder(order?.orderId ?? null);
  const usd = (amount: number) => money(amount, detail.data?.fees.currency ?? 'USD', i18n.language);
  const rows = ['visaFee', 'serviceFee', 'urgentFee', 'deliveryFee', 'returnExpressFee'] as const;
  // The order number and the fees' table are drawn whole from the first frame, their values "…" until the order's
  // detail comes: drawn only then, they pushed the payment below them down as they came (a layout shift of 0.11 on a
  // phone), after the reader had started reading.
  const fees = detail.data?.fees;
  const loading = !detail.data && !detail.isError;
  const amount = (value: number | undefined) => (value === undefined ? '…' : usd(value));
  return (
    <section aria-labelledby="fees-title" className="mb-6">
      <p className="mb-2 text-slate-800">{text('orderNo', { orderNo: detail.data?.orderNo ?? '…' })}</p>
      {extra && supplement ? (
        <div className="mb-4 border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">
          <h2 id="fees-title" className="text-xl font-bold">{text('extra.title')}</h2>
          <p>{text('extra.reason', { reason: supplement.reason })}</p>
          <p className="font-semibold">{text('extra.amount', { amount: usd(supplement.amount) })}</p>
        </div>
      ) : (
        <>
          <h2 id="fees-title" className="mb-2 text-xl font-bold text-blue-950">{text('fees.title')}</h2>
          {detail.isError ? (
            <p className="mb-3 text-slate-700">{text('fees.failed', { total: usd(order?.amount ?? 0) })}</p>
          ) : (
            <table className="mb-3 w-full max-w-lg border-collapse text-left" aria-busy={loading || undefined}>
              <caption className="sr-only">{text('fees.caption')}</caption>
              <thead>
                <tr className="border-b-2 border-slate-400"><th scope="col" className="py-1">{text('fees.item')}</th><th scope="col" className="py-1 text-right">{text('fees.amount')}</th></tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row} className="border-b border-slate-200">
                    <th scope="row" className="py-1 font-normal">{text(`fees.${row}`)}</th>
                    <td className="py-1 text-right tabular-nums">{amount(fees?.[row])}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr><th scope="row" className="py-1">{text('fees.total')}</th><td className="py-1 text-right font-bold tabular-nums">{amount(fees?.total)}</td></tr>
              </tfoot>
            </table>
          )}
          <p role="status" className="sr-only">{loading ? text('fees.loading') : ''}</p>
          <p className="text-slate-800">{text('toPay', { usd: usd(fees?.total ?? order?.amount ?? 0) })}</p>
        </>
      )}
    </section>
  );
}

function Payment({ payment }: { payment: PaymentRef }) {
  const text = usePayText();
  const { i18n } = useTranslation();
  const snapshot = useSelector(payment, (s) => s);
  const { method, qrContent, expiresAt, failure, closeFailed } = snapshot.context;
  // What shows in each payment state is the payment machine's tags (PaymentTag), never a state's name.
  const qrOpen = snapshot.hasTag('qrOpen');
  const validUntil = qrOpen && expiresAt ? formatClockTime(expiresAt) : '';
  const busy = snapshot.hasTag('busy');
  const progress = progressOf(snapshot) ?? 'choose';
  // A draft saved before the payment kept the amount has none: the screen then says the phone shows it.
  const charged = snapshot.context.charged ?? null;
  const methodName = (m: PaymentMethod) => text(`method.${m}`);

  const status = text(progress === 'failed' && failure === 'error' ? 'failed.error' : statusKey[progress]);
  const ended = snapshot.hasTag('ended');

  return (
    <div>
      <fieldset className="mb-6">
        <legend className="mb-2 text-xl font-bold text-blue-950">{text('method.legend')}</legend>
        <div className="flex flex-wrap gap-3">
          {PAYMENT_METHODS.map((m) => (
            // Waiting buttons are aria-disabled, not disabled: a disabled button loses the focus it has, and the
            // keyboard user who pressed it was left on the page's body. A press meanwhile is dropped here (one
            // payment per double click), as the payment machine drops it while it waits.
            <button
              key={m}
              type="button"
              aria-pressed={method === m && !ended}
              aria-disabled={busy || ended || undefined}
              onClick={() => {
                if (!busy && !ended) payment.send({ type: 'payment.methodChosen', method: m });
              }}
              className={`rounded border-2 px-5 py-3 text-lg font-semibold focus:outline-none focus:ring-4 focus:ring-amber-400 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${
                method === m && !ended ? 'border-blue-900 bg-blue-900 text-white' : 'border-slate-500 bg-white text-slate-900 hover:bg-slate-100'}`}
            >
              {methodName(m)}
            </button>
          ))}
        </div>
        {qrOpen ? <p className="mt-2 text-sm text-slate-700">{text('method.switchHint')}</p> : null}
      </fieldset>

      {/* One live region for the payment's progress: screen readers hear each change of state. */}
      <p role="status" aria-live="polite" className={`mb-4 font-semibold ${ended ? 'text-red-900' : 'text-slate-900'}`}>{status}</p>

      {closeFailed ? <p role="alert" className="mb-4 border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">{text('status.closeFailed')}</p> : null}

      {ended ? (
        <div className="mb-6 border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
          <button type="button" className={primaryButton} onClick={() => payment.send({ type: 'payment.retried' })}>{text('failed.retry')}</button>
        </div>
      ) : null}

      {qrContent && method && snapshot.hasTag('qr') ? (
        <section aria-labelledby="qr-title" className="mb-6 rounded border border-slate-300 p-4">
          <h2 id="qr-title" className="mb-3 text-xl font-bold text-blue-950">{text('qr.title', { method: methodName(method) })}</h2>
          <div className="flex flex-wrap items-start gap-6">
            <QrImage content={qrContent} alt={text('qr.alt', { method: methodName(method) })} drawing={text('qr.drawing')} />
            {/* A basis of its own, so that beside a QR on a phone it wraps below it: with a basis of 0 it always fit
                beside, a column a few characters wide whose amount ran past a 360 px screen. */}
            <div className="min-w-0 grow basis-56">
              <p className="mb-2 text-lg font-semibold">{charged !== null ? text('charged', { cny: money(charged, 'CNY', i18n.language) }) : text('chargedUnknown')}</p>
              {validUntil ? <p className="mb-2 text-slate-800">{text('qr.validUntil', { time: validUntil })}</p> : null}
              <p className="text-sm text-slate-700">{text('qr.link')}</p>
              <a href={qrContent} target="_blank" rel="noreferrer" className="break-all text-sm text-blue-900 underline underline-offset-2" data-testid="payment-link">
                {qrContent}
              </a>
            </div>
          </div>
          {qrOpen ? (
            <button type="button" className={`${secondaryButton} mt-4`} onClick={() => payment.send({ type: 'payment.cancelled' })}>{text('cancel')}</button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
