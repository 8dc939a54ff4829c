import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

export const inputClass = 'mt-1 block w-full max-w-md rounded border-2 border-slate-700 bg-white px-3 py-2 text-base focus:outline-none focus:ring-4 focus:ring-amber-400';
export const primaryButton = 'rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-60';
export const secondaryButton = 'rounded border-2 border-slate-700 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100 disabled:opacity-60';

interface FrameProps { id: string; label: ReactNode; hint?: ReactNode; error?: string; children: ReactNode }

/** A label, its hint and the message beside the field, wired for assistive technology (GOV.UK's habit). */
export function FieldFrame({ id, label, hint, error, children }: FrameProps) {
  return (
    <div className={`mb-4 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      <label htmlFor={id} className="block font-semibold text-slate-900">{label}</label>
      {hint ? <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="mt-1 font-semibold text-red-800">{error}</p> : null}
      {children}
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function Field({ id, label, hint, error, className, ...input }: Omit<FrameProps, 'children'> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={className ?? inputClass} />
    </FieldFrame>
  );
}

export function TextArea({ id, label, hint, error, ...input }: Omit<FrameProps, 'children'> & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea id={id} rows={2} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={inputClass} />
    </FieldFrame>
  );
}
