import { useEffect, useRef, useState } from 'react';
import { refusalText } from '../../staff/api/staff-api';
import { useAdminText } from '../strings';
import { dangerButtonClass, Refused, secondaryButtonClass } from './admin-page';

/**
 * An action that needs a reason for the audit trail (suspending an agency or an account): the button opens a small
 * form in place; a refusal keeps the reason typed, with the server's words above it.
 */
export function ReasonAction({ id, label, who, submitLabel, onSubmit }: {
  id: string; label: string; who: string; submitLabel: string; onSubmit: (reason: string) => Promise<unknown>;
}) {
  const { text } = useAdminText();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <button ref={opener} type="button" className={dangerButtonClass} onClick={() => setOpen(true)}>
        {label}<span className="sr-only">{` ${who}`}</span>
      </button>
    );
  }
  const submit = async () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setProblem(text('rule.reason'));
      box.current?.focus();
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      await onSubmit(trimmed);
      setReason('');
      setOpen(false);
    } catch (error) {
      setProblem(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="w-full max-w-md">
      <Refused message={problem} />
      <label htmlFor={id} className="block font-semibold text-slate-900">{text('reasonFor', { action: label, who })}</label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">{text('reasonHint')}</p>
      <textarea
        id={id} ref={box} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)}
        aria-describedby={`${id}-hint`} aria-invalid={problem && !reason.trim() ? true : undefined}
        className="mt-1 block w-full rounded border-2 border-slate-700 bg-white px-3 py-2 focus:outline-none focus:ring-4 focus:ring-amber-400"
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={dangerButtonClass} disabled={busy} onClick={() => void submit()}>{busy ? text('working') : submitLabel}</button>
        <button type="button" className={secondaryButtonClass} onClick={() => { setOpen(false); setProblem(''); }}>{text('cancel')}</button>
      </div>
    </div>
  );
}
