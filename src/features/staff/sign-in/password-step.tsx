import { useState, type FormEvent } from 'react';
import { Field, primaryButton } from '../parts/field';
import { useStaffText } from '../strings';

export function PasswordStep({ email, password, onEmail, onPassword, busy, onSubmit }: {
  email: string; password: string; onEmail: (value: string) => void; onPassword: (value: string) => void; busy: boolean; onSubmit: () => void;
}) {
  const { text } = useStaffText();
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(/^\S+@\S+\.\S+$/.test(email.trim()) ? {} : { email: text('signIn.emailRequired') }),
      ...(password ? {} : { password: text('signIn.passwordRequired') }),
    };
    setErrors(found);
    if (found.email) document.getElementById('staff-email')?.focus();
    else if (found.password) document.getElementById('staff-password')?.focus();
    else onSubmit();
  };
  return (
    <form onSubmit={submit} className="mt-4" noValidate>
      <Field id="staff-email" label={text('signIn.email')} type="email" autoComplete="username" error={errors.email} value={email} onChange={(event) => onEmail(event.target.value)} />
      <Field id="staff-password" label={text('signIn.password')} type="password" autoComplete="current-password" error={errors.password} value={password} onChange={(event) => onPassword(event.target.value)} />
      <button type="submit" disabled={busy} className={primaryButton}>{busy ? text('pleaseWait') : text('signIn.continue')}</button>
    </form>
  );
}
