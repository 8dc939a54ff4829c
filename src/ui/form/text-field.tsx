import type { InputHTMLAttributes, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { dateInputProps, tidyingOnBlur } from './date-text';
import { messageOf } from './messages';

const inputLook = 'rounded border-2 border-slate-700 bg-white px-3 py-2 text-base focus:outline-none focus:ring-4 focus:ring-amber-400';
export const inputClass = `mt-1 block w-full max-w-md ${inputLook}`;
/** Codes are short: a narrow field says so before anyone reads the hint. */
export const shortInputClass = `w-36 ${inputLook}`;
const errorInputClass = 'border-red-700';

export interface FieldProps<T extends FieldValues, O extends FieldValues> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  id: string;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
}

/** The parts every field shares: label, hint, the message beside the field, and their ARIA wiring. */
export function FieldFrame({ id, label, hint, optional, error, children }: { id: string; label: string; hint?: ReactNode; optional?: boolean; error?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`mb-5 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {optional ? <span className="font-normal text-slate-600">{t('form.optional')}</span> : null}
      </label>
      {hint ? <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-semibold text-red-800">
          <span className="sr-only">{t('form.errorPrefix')}</span>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * The value at a dotted path. react-hook-form's own `get` would do, but importing a value from it puts its whole
 * 13 KB chunk on every page showing a field, the filter above the order list included, before the heading.
 */
function atPath(value: unknown, path: string): unknown {
  let at = value;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** The message beside a field, nested paths (`companions.0.surname`) and a whole list's (`root`) included. */
export function fieldError<T extends FieldValues, O extends FieldValues>(form: UseFormReturn<T, unknown, O>, name: Path<T>): string | undefined {
  const error = atPath(form.formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  if (!error) return undefined;
  return messageOf(error.message ?? error.root?.message);
}

export function TextField<T extends FieldValues, O extends FieldValues>({
  form, name, id, label, hint, optional, ...input
}: FieldProps<T, O> & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'>) {
  const error = fieldError(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} optional={optional} error={error}>
      <input
        id={id}
        {...input}
        {...form.register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} ${error ? errorInputClass : ''} ${input.className ?? ''}`}
      />
    </FieldFrame>
  );
}

/**
 * A date, typed and shown as YYYY-MM-DD in every browser locale (no native date input): the hint says the format,
 * and what was typed in another common way (20250601, 2025/6/1) is tidied when the field is left.
 */
export function DateField<T extends FieldValues, O extends FieldValues>({
  form, name, id, label, hint, optional, ...input
}: FieldProps<T, O> & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'type'>) {
  const { t } = useTranslation();
  const error = fieldError(form, name);
  // The format is always said; a field's own hint (e.g. "after today") comes first.
  const shownHint = hint ? <><span className="block">{hint}</span><span className="block">{t('form.dateHint')}</span></> : t('form.dateHint');
  const registered = form.register(name);
  return (
    <FieldFrame id={id} label={label} hint={shownHint} optional={optional} error={error}>
      <input
        id={id}
        {...dateInputProps}
        {...input}
        {...registered}
        onBlur={tidyingOnBlur(registered)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, shownHint, error)}
        className={`${inputClass} max-w-48 ${error ? errorInputClass : ''} ${input.className ?? ''}`}
      />
    </FieldFrame>
  );
}

/** A password with a show/hide switch, so a person can check what they typed before sending it. */
export function PasswordField<T extends FieldValues, O extends FieldValues>(props: FieldProps<T, O> & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const { form, name, id, label, hint, autoComplete } = props;
  const error = fieldError(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <span className="mt-1 flex max-w-md items-stretch gap-2">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          {...form.register(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${inputClass} mt-0 flex-1 ${error ? errorInputClass : ''}`}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
          className="shrink-0 rounded border-2 border-slate-400 px-3 text-sm text-blue-900 hover:bg-slate-100"
        >
          {t('form.showPassword')}
          <span className="sr-only">{` ${label}`}</span>
        </button>
      </span>
    </FieldFrame>
  );
}
