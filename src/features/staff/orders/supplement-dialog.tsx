import { useState, type FormEvent } from 'react';
import { requestSupplement, type OrderView } from '../api/orders';
import { Field, primaryButton, secondaryButton } from '../parts/field';
import { RefusalAlert } from '../parts/refusal-alert';
import { useStaffText } from '../strings';
import { ActionDialog } from './action-dialog';
import type { OrderAction } from './use-order-action';

const LANGUAGES = ['zh', 'en', 'ko'] as const;
type Reasons = Record<(typeof LANGUAGES)[number], string>;
/** The contract's StaffSupplementRequest: more than nothing, at most 100 000, kept to the cent; reasons of 1–200 characters. */
const MAX_AMOUNT = 100_000;
const MAX_REASON = 200;

// The applicant is told the reason in their own language, so it is written in all three.
export function SupplementDialog({ view, action }: { view: OrderView; action: OrderAction }) {
  const { text } = useStaffText();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<Reasons>({ zh: '', en: '', ko: '' });
  const [errors, setErrors] = useState<Partial<Record<'amount' | keyof Reasons, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.trim());
    const found: typeof errors = {};
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim()) || !(value > 0) || value > MAX_AMOUNT) found.amount = text('supplement.amountInvalid', { max: MAX_AMOUNT });
    for (const language of LANGUAGES) {
      const words = reason[language].trim();
      if (!words || words.length > MAX_REASON) found[language] = text('supplement.reasonRequired', { max: MAX_REASON });
    }
    setErrors(found);
    const first = (['amount', ...LANGUAGES] as const).find((field) => found[field]);
    if (first) return document.getElementById(`supplement-${first}`)?.focus();
    const body = { amount: value, reason: { zh: reason.zh.trim(), en: reason.en.trim(), ko: reason.ko.trim() } };
    if (await action.run(text('supplement.done'), () => requestSupplement(view.order.id, body))) {
      setOpen(false);
      setAmount('');
      setReason({ zh: '', en: '', ko: '' });
    }
  };

  return (
    <ActionDialog open={open} onOpenChange={(next) => { setOpen(next); if (next) action.clearRefusal(); }}
      trigger={<button type="button" disabled={action.busy} className={secondaryButton}>{text('supplement.open')}</button>}
      title={text('supplement.title', { orderNo: view.order.orderNo })} description={text('supplement.text')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {open ? <RefusalAlert message={action.refusal} /> : null}
        <Field id="supplement-amount" label={text('supplement.amount', { currency: view.order.currency })} inputMode="decimal" autoComplete="off"
          value={amount} error={errors.amount} onChange={(event) => setAmount(event.target.value)}
          className="mt-1 block w-40 rounded border-2 border-slate-700 bg-white px-3 py-2 text-base focus:outline-none focus:ring-4 focus:ring-amber-400" />
        {LANGUAGES.map((language) => (
          <Field key={language} id={`supplement-${language}`} label={text(`supplement.reason.${language}`)} lang={language === 'zh' ? 'zh-CN' : language}
            maxLength={MAX_REASON} value={reason[language]} error={errors[language]}
            onChange={(event) => setReason({ ...reason, [language]: event.target.value })} />
        ))}
        <button type="submit" disabled={action.busy} className={primaryButton}>{action.busy ? text('pleaseWait') : text('supplement.submit')}</button>
      </form>
    </ActionDialog>
  );
}
