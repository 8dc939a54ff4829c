import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { orderQueryKey } from '../api/orders';
import { orderRefundsQueryKey, refundsQueryKey, useOrderRefunds, type PaymentRefunds, type Refund } from '../api/refunds';
import { refusalText } from '../api/staff-api';
import { chinaDateTime, money } from '../parts/china-date';
import { secondaryButton } from '../parts/field';
import { LoadFailed } from '../parts/load-failed';
import { Notice, RefusalAlert } from '../parts/refusal-alert';
import { useStaffText } from '../strings';
import { Facts, Section } from '../orders/section';
import { RefundFailureNote } from './refund-failure-note';
import { RefundForm } from './refund-form';
import { reasonIn } from './refund-words';

// The order's money back, for the finance role and admins: each payment with what was paid, refunded and is still
// refundable, its refunds, and a form to refund it in full or in part.
export function RefundsSection({ orderId }: { orderId: string }) {
  const { text, language } = useStaffText();
  const refunds = useOrderRefunds(orderId);
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const made = (refund: Refund) => {
    // Recorded either way; a refund the gateway refused at once is said as the problem it is, not as good news.
    const amount = money(refund.amount, 'CNY', language);
    setDone(refund.status === 'refundFailed' ? null : text('refunds.made', { amount }));
    setFailed(refund.status === 'refundFailed' ? text('refunds.madeFailed', { amount }) : null);
    void queryClient.invalidateQueries({ queryKey: orderRefundsQueryKey(orderId) });
    // The order view shows the payments' states, which a refund moves.
    void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId), exact: true });
    void queryClient.invalidateQueries({ queryKey: refundsQueryKey });
  };

  return (
    <Section id="order-refunds" title={text('refunds.title')}>
      <Notice message={done} />
      <RefusalAlert message={failed} />
      {refunds.isPending ? <p role="status" className="text-slate-700">{text('loading')}</p> : null}
      {refunds.isError ? <LoadFailed message={refusalText(refunds.error)} onRetry={() => void refunds.refetch()} /> : null}
      {refunds.data && refunds.data.length === 0 ? <p className="text-slate-700">{text('payments.none')}</p> : null}
      {refunds.data && refunds.data.length > 0 ? (
        <ul className="space-y-4">
          {refunds.data.map((payment) => <PaymentItem key={payment.outTradeNo} orderId={orderId} payment={payment} onDone={made} />)}
        </ul>
      ) : null}
    </Section>
  );
}

function PaymentItem({ orderId, payment, onDone }: { orderId: string; payment: PaymentRefunds; onDone: (refund: Refund) => void }) {
  const { text, language } = useStaffText();
  const [open, setOpen] = useState(false);
  // A form per opening: a refund made closes it, and the next opening is a new form with its own requestId.
  const [formKey, setFormKey] = useState(0);
  const titleId = `refund-payment-${payment.outTradeNo}`;
  const cash = (amount: number) => money(amount, payment.currency, language);
  const refundable = payment.status === 'paid' && payment.refundableAmount > 0;
  return (
    <li className="rounded border border-slate-200 p-3">
      <h3 id={titleId} className="font-semibold">
        {text(`payments.kinds.${payment.kind}`)} · {text(`payments.methods.${payment.method}`)} · {payment.outTradeNo}
      </h3>
      <div className="mt-2">
        <Facts rows={[
          [text('payments.status'), text(`payments.statuses.${payment.status}`)],
          [text('refunds.paid'), <span key="paid" className="tabular-nums">{cash(payment.amount)}{payment.paidAt ? ` · ${chinaDateTime(payment.paidAt, language)}` : ''}</span>],
          [text('refunds.refunded'), <span key="refunded" className="tabular-nums">{cash(payment.refundedAmount)}</span>],
          [text('refunds.refundable'), <span key="refundable" className="tabular-nums font-semibold">{cash(payment.refundableAmount)}</span>],
        ]} />
      </div>
      {payment.refunds.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={text('refunds.ofPayment', { tradeNo: payment.outTradeNo })}>
          {payment.refunds.map((refund) => (
            <li key={refund.outRefundNo} className="border-l-4 border-slate-300 pl-3">
              <p>
                <span className="font-semibold tabular-nums">{cash(refund.amount)}</span> · {text(`refunds.status.${refund.status}`)} · {text(`refunds.cause.${refund.cause}`)}
              </p>
              <p className="text-slate-800">{reasonIn(refund.reason, language)}</p>
              <p className="text-sm text-slate-700">
                {text('refunds.requested', { at: chinaDateTime(refund.requestedAt, language), by: refund.requestedBy ?? text('refunds.byPortal') })}
                {refund.refundedAt ? ` · ${text('refunds.refundedAt', { at: chinaDateTime(refund.refundedAt, language) })}` : ''}
                {` · ${refund.outRefundNo}`}
              </p>
              {refund.status === 'refundFailed' && refund.lastError ? <RefundFailureNote lastError={refund.lastError} className="text-sm text-red-800" /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {refundable ? (
        <div className="mt-3">
          <button type="button" className={secondaryButton} aria-expanded={open} aria-controls={`${titleId}-form`} onClick={() => setOpen(!open)}>
            {text(open ? 'refunds.closeForm' : 'refunds.openForm')}
          </button>
          <div id={`${titleId}-form`}>
            {open ? (
              <RefundForm key={formKey} orderId={orderId} payment={payment}
                onDone={(refund) => { setOpen(false); setFormKey(formKey + 1); onDone(refund); }} />
            ) : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}
