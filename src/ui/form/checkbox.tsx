import type { InputHTMLAttributes, ReactNode } from 'react';

/** A checkbox with its label beside it and, optionally, a hint or a message under it. */
export function Checkbox({ id, label, hint, error, ...input }: { id: string; label: ReactNode; hint?: ReactNode; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mb-5 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      {error ? <p id={`${id}-error`} className="mb-1 font-semibold text-red-800">{error}</p> : null}
      <div className="flex items-start gap-3">
        <input id={id} type="checkbox" {...input} aria-invalid={error ? true : undefined} aria-describedby={described} className="mt-1 h-6 w-6 shrink-0 accent-blue-900" />
        <label htmlFor={id} className="text-slate-900">{label}</label>
      </div>
      {hint ? <p id={`${id}-hint`} className="ml-9 mt-1 text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}
