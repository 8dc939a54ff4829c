import { useState, type FormEvent } from 'react';
import { Field, primaryButton } from '../parts/field';
import { useStaffText } from '../strings';
import { TOTP_CODE_PATTERN } from '../../../domain/staff-rules';

export interface EnrolAnswers { password: string; code: string }

/** The contract's StaffEnrolRequest: a password of 12 characters or more (a staff account opens a center's data). */
const PASSWORD_MIN = 12;
const PASSWORD_MAX = 128;

export function EnrolForm({ busy, onSubmit }: { busy: boolean; onSubmit: (answers: EnrolAnswers) => void }) {
  const { text } = useStaffText();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'password' | 'again' | 'code', string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    const found: typeof errors = {};
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) found.password = text('enrol.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
    else if (again !== password) found.again = text('enrol.passwordsDiffer');
    if (!TOTP_CODE_PATTERN.test(digits)) found.code = text('signIn.codeFormat');
    setErrors(found);
    const first = (['password', 'again', 'code'] as const).find((field) => found[field]);
    if (first) return document.getElementById(`enrol-${first}`)?.focus();
    onSubmit({ password, code: digits });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6">
      <h2 className="mb-3 text-xl font-semibold text-blue-950">{text('enrol.formTitle')}</h2>
      <Field id="enrol-password" label={text('enrol.password')} hint={text('enrol.passwordHint', { min: PASSWORD_MIN })} type="password" autoComplete="new-password"
        value={password} error={errors.password} onChange={(event) => setPassword(event.target.value)} />
      <Field id="enrol-again" label={text('enrol.passwordAgain')} type="password" autoComplete="new-password"
        value={again} error={errors.again} onChange={(event) => setAgain(event.target.value)} />
      <Field id="enrol-code" label={text('enrol.code')} hint={text('enrol.codeHint')} inputMode="numeric" autoComplete="one-time-code" maxLength={7}
        value={code} error={errors.code} onChange={(event) => setCode(event.target.value)} />
      <button type="submit" disabled={busy} className={primaryButton}>{busy ? text('pleaseWait') : text('enrol.submit')}</button>
    </form>
  );
}
