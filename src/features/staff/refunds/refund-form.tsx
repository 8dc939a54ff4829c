import { useEffect, useRef, useState, type FormEvent } from 'react';
import { refundOrder, type PaymentRefunds, type Refund } from '../api/refunds';
import { refusalText } from '../api/staff-api';
import { money } from '../parts/china-date';
import { Field, primaryButton, secondaryButton } from '../parts/field';
import { RefusalAlert } from '../parts/refusal-alert';
import { useStaffText } from '../strings';
import { reasonIn } from './refund-words';
import { checkRefund, LANGUAGES, MAX_REASON, prefilledAmount, type RefundDraft, type RefundField, type RefundProblem } from './refund-rules';

const amountClass = 'mt-1 block w-40 rounded border-2 border-slate-700 bg-white px-3 py-2 text-base focus:outline-none focus:ring-4 focus:ring-amber-400';

/**
 * A refund of one payment, in two steps: the form (the amount opens as all that is refundable; the reason in the
 * three languages the payer may read), then a confirmation naming amount and method. The form's requestId is made
 * once and kept until a refund is made, so a double click, or a try again after a lost answer, is one refund. A
 * refusal is shown beside the form in the server's words, with everything typed still there.
 */
export function RefundForm({ orderId, payment, onDone }: { orderId: string; payment: PaymentRefunds; onDone: (refund: Refund) => void }) {
  const { text, language } = useStaffText();
  const prefix = `refund-${payment.outTradeNo}`;
  const [requestId] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState<RefundDraft>(() => ({ amount: prefilledAmount(payment.refundableAmount), reason: { zh: '', en: '', ko: '' } }));
  const [problems, setProblems] = useState<Partial<Record<RefundField, RefundProblem>>>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // A second click lands before the disabled button renders; the requestId would make it the same refund anyway.
  const sending = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirming !== null) confirmHeading.current?.focus();
  }, [confirming]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = checkRefund(draft, payment.refundableAmount);
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = (['amount', ...LANGUAGES] as const).find((field) => checked.problems[field]);
      if (first) document.getElementById(`${prefix}-${first}`)?.focus();
      return;
    }
    setProblems({});
    setConfirming(checked.body.amount);
  };

  const send = async () => {
    const checked = checkRefund(draft, payment.refundableAmount);
    if (!checked.ok || sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      onDone(await refundOrder(orderId, { outTradeNo: payment.outTradeNo, requestId, ...checked.body }));
    } catch (error) {
      // Back to the form, all of it as typed, with the server's words beside it.
      setConfirming(null);
      setRefusal(refusalText(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const problemText = (field: RefundField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return text(`refunds.form.${problem}`, { max: MAX_REASON, refundable: money(payment.refundableAmount, payment.currency, language) });
  };

  if (confirming !== null) {
    return (
      <div className="mt-3 rounded border-2 border-amber-600 bg-amber-50 p-4">
        <h4 ref={confirmHeading} tabIndex={-1} className="text-lg font-semibold text-amber-950 outline-none">{text('refunds.form.confirmTitle')}</h4>
        <p className="mt-2">
          {text('refunds.form.confirmText', {
            amount: money(confirming, payment.currency, language), method: text(`payments.methods.${payment.method}`), tradeNo: payment.outTradeNo,
          })}
        </p>
        <p className="mt-1 text-slate-800">{text('refunds.form.confirmReason', { reason: reasonIn(draft.reason, language).trim() })}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" disabled={busy} className={primaryButton} onClick={() => void send()}>{busy ? text('pleaseWait') : text('refunds.form.confirm')}</button>
          <button type="button" disabled={busy} className={secondaryButton} onClick={() => setConfirming(null)}>{text('refunds.form.change')}</button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={review} noValidate className="mt-3 rounded border border-slate-300 p-4" aria-labelledby={`${prefix}-title`}>
      <h4 id={`${prefix}-title`} className="mb-2 text-lg font-semibold text-blue-950">{text('refunds.form.title', { tradeNo: payment.outTradeNo })}</h4>
      <RefusalAlert message={refusal} />
      <Field id={`${prefix}-amount`} label={text('refunds.form.amount', { currency: payment.currency })} inputMode="decimal" autoComplete="off"
        hint={text('refunds.form.amountHint', { refundable: money(payment.refundableAmount, payment.currency, language) })}
        value={draft.amount} error={problemText('amount')} className={amountClass}
        onChange={(event) => setDraft({ ...draft, amount: event.target.value })} />
      {LANGUAGES.map((reasonLanguage) => (
        <Field key={reasonLanguage} id={`${prefix}-${reasonLanguage}`} label={text(`refunds.form.reason.${reasonLanguage}`)}
          lang={reasonLanguage === 'zh' ? 'zh-CN' : reasonLanguage} maxLength={MAX_REASON} value={draft.reason[reasonLanguage]} error={problemText(reasonLanguage)}
          onChange={(event) => setDraft({ ...draft, reason: { ...draft.reason, [reasonLanguage]: event.target.value } })} />
      ))}
      <button type="submit" className={primaryButton}>{text('refunds.form.review')}</button>
    </form>
  );
}
