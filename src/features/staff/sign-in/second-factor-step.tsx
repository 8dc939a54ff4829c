import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Field, primaryButton, secondaryButton } from '../parts/field';
import { useStaffText } from '../strings';
import { TOTP_CODE_PATTERN } from '../../../domain/staff-rules';

// The code of the authenticator app, or, for a lost phone, one of the recovery codes given at enrolment.
export function SecondFactorStep({ busy, onSubmit, onStartAgain }: {
  busy: boolean; onSubmit: (answer: { code: string } | { recoveryCode: string }) => void; onStartAgain: () => void;
}) {
  const { text } = useStaffText();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [useRecovery]);

  // As at the password step: the field takes the focus, drawn with its message first so that a screen reader reads
  // the message with it, and the keyboard is where the fix goes.
  const refuse = (field: string, message: string) => {
    flushSync(() => setError(message));
    document.getElementById(field)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (useRecovery) {
      if (!recoveryCode.trim()) return refuse('staff-recovery', text('signIn.recoveryRequired'));
      setError(undefined);
      return onSubmit({ recoveryCode: recoveryCode.trim() });
    }
    const digits = code.replace(/\s/g, '');
    if (!TOTP_CODE_PATTERN.test(digits)) return refuse('staff-code', text('signIn.codeFormat'));
    setError(undefined);
    onSubmit({ code: digits });
  };

  return (
    <form onSubmit={submit} className="mt-4">
      <h2 ref={heading} tabIndex={-1} className="mb-3 text-xl font-semibold text-blue-950 outline-none">
        {useRecovery ? text('signIn.recoveryTitle') : text('signIn.codeTitle')}
      </h2>
      {useRecovery ? (
        <Field id="staff-recovery" label={text('signIn.recoveryCode')} hint={text('signIn.recoveryHint')} autoComplete="off" spellCheck={false}
          value={recoveryCode} error={error} onChange={(event) => setRecoveryCode(event.target.value)} />
      ) : (
        <Field id="staff-code" label={text('signIn.code')} hint={text('signIn.codeHint')} inputMode="numeric" autoComplete="one-time-code" maxLength={7}
          className="mt-1 block w-40 rounded border-2 border-slate-700 bg-white px-3 py-2 text-lg tracking-widest focus:outline-none focus:ring-4 focus:ring-amber-400"
          value={code} error={error} onChange={(event) => setCode(event.target.value)} />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>{busy ? text('pleaseWait') : text('signIn.signIn')}</button>
        <button type="button" className={secondaryButton} onClick={() => { setError(undefined); setUseRecovery(!useRecovery); }}>
          {useRecovery ? text('signIn.useCode') : text('signIn.useRecovery')}
        </button>
        <button type="button" className="text-blue-900 underline underline-offset-2" onClick={onStartAgain}>{text('signIn.startAgain')}</button>
      </div>
    </form>
  );
}
