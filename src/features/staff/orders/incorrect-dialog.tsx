import { useState, type FormEvent } from 'react';
import { flagIncorrect, type OrderApplicant } from '../api/orders';
import { Field, inputClass, primaryButton, secondaryButton } from '../parts/field';
import { RefusalAlert } from '../parts/refusal-alert';
import { useStaffText } from '../strings';
import { ActionDialog } from './action-dialog';
import type { OrderAction } from './use-order-action';

const MAX_REASON = 200;

// The applicant corrects exactly the answers named here, each with the center's reason beside it.
export function IncorrectDialog({ orderId, applicants, action }: { orderId: string; applicants: OrderApplicant[]; action: OrderAction }) {
  const { text } = useStaffText();
  const [open, setOpen] = useState(false);
  const [applyId, setApplyId] = useState(applicants[0]!.applyId);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const applicant = applicants.find((candidate) => candidate.applyId === applyId) ?? applicants[0]!;
  const chosen = applicant.flaggable.filter((field) => field.field in reasons);

  const toggle = (field: string, on: boolean) => {
    const next = { ...reasons };
    if (on) next[field] = next[field] ?? '';
    else delete next[field];
    setReasons(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (chosen.length === 0) found.none = text('incorrect.chooseOne');
    for (const field of chosen) {
      const reason = reasons[field.field]!.trim();
      if (!reason || reason.length > MAX_REASON) found[field.field] = text('incorrect.reasonRequired', { label: field.label, max: MAX_REASON });
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(first === 'none' ? 'incorrect-fields' : `incorrect-reason-${first}`)?.focus();
    const body = { applyId: applicant.applyId, fields: chosen.map((field) => ({ field: field.field, reason: reasons[field.field]!.trim() })) };
    if (await action.run(text('incorrect.done', { name: applicant.name }), () => flagIncorrect(orderId, body))) {
      setOpen(false);
      setReasons({});
    }
  };

  return (
    <ActionDialog open={open} onOpenChange={(next) => { setOpen(next); if (next) action.clearRefusal(); }}
      trigger={<button type="button" disabled={action.busy} className={secondaryButton}>{text('incorrect.open')}</button>}
      title={text('incorrect.title')} description={text('incorrect.text')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {open ? <RefusalAlert message={action.refusal} /> : null}
        {applicants.length > 1 ? (
          <div className="mb-4">
            <label htmlFor="incorrect-applicant" className="block font-semibold">{text('incorrect.applicant')}</label>
            <select id="incorrect-applicant" value={applyId} onChange={(event) => { setApplyId(event.target.value); setReasons({}); setErrors({}); }} className={inputClass}>
              {applicants.map((candidate) => <option key={candidate.applyId} value={candidate.applyId}>{candidate.name} ({candidate.reference})</option>)}
            </select>
          </div>
        ) : <p className="mb-4 font-semibold">{applicant.name} ({applicant.reference})</p>}
        <fieldset id="incorrect-fields" tabIndex={-1} aria-describedby={errors.none ? 'incorrect-none' : undefined} className="mb-4 outline-none">
          <legend className="font-semibold">{text('incorrect.fields')}</legend>
          {errors.none ? <p id="incorrect-none" className="mt-1 font-semibold text-red-800">{errors.none}</p> : null}
          <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto rounded border border-slate-300 p-2">
            {applicant.flaggable.map((field) => (
              <li key={field.field} className="flex items-start gap-2">
                <input id={`incorrect-${field.field}`} type="checkbox" className="mt-1 h-5 w-5" checked={field.field in reasons} onChange={(event) => toggle(field.field, event.target.checked)} />
                <label htmlFor={`incorrect-${field.field}`}>{field.label}</label>
              </li>
            ))}
          </ul>
        </fieldset>
        {chosen.map((field) => (
          <Field key={field.field} id={`incorrect-reason-${field.field}`} label={text('incorrect.reasonFor', { label: field.label })} maxLength={MAX_REASON}
            value={reasons[field.field]} error={errors[field.field]} onChange={(event) => setReasons({ ...reasons, [field.field]: event.target.value })} />
        ))}
        <button type="submit" disabled={action.busy} className={primaryButton}>{action.busy ? text('pleaseWait') : text('incorrect.submit')}</button>
      </form>
    </ActionDialog>
  );
}
