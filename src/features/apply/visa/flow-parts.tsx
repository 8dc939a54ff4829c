import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describedBy, FieldFrame, fieldError, inputClass } from '../../../ui/form/text-field';
import { LoadFailed, Loading } from '../../../ui/query-states';

// Parts the visa-choice and applicant screens share: the back link, radio groups and selects in GOV.UK
// style, and the loading / failed / empty states of a reference list inside a form.

/** Shown only where the machine takes `nav.back`; the browser's own back button is the host's. */
export function BackLink({ screenActor, label }: { screenActor: AnyActorRef; label: string }) {
  const canGoBack = useSelector(screenActor, (snapshot: AnyMachineSnapshot) => snapshot.can({ type: 'nav.back' }));
  if (!canGoBack) return null;
  return (
    <button
      type="button"
      onClick={() => screenActor.send({ type: 'nav.back' })}
      className="mb-4 inline-flex items-center gap-1 text-blue-900 underline underline-offset-2 hover:text-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400"
    >
      <span aria-hidden="true">‹</span>
      {label}
    </button>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/** A fieldset whose legend is the question; the first radio carries the id the error summary links to. */
export function RadioGroup<T extends FieldValues, O extends FieldValues>({ form, name, id, legend, hint, options, children }: {
  form: UseFormReturn<T, unknown, O>; name: Path<T>; id: string; legend: string; hint?: ReactNode; options: readonly RadioOption[]; children?: ReactNode;
}) {
  const { t } = useTranslation();
  const error = fieldError(form, name);
  return (
    <fieldset
      className={`mb-6 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="mb-1 text-lg font-semibold text-slate-900">{legend}</legend>
      {hint ? <div id={`${id}-hint`} className="mb-2 text-sm text-slate-700">{hint}</div> : null}
      {error ? (
        <p id={`${id}-error`} className="mb-2 font-semibold text-red-800">
          <span className="sr-only">{t('form.errorPrefix')}</span>
          {error}
        </p>
      ) : null}
      {children}
      <div className="space-y-3">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          // Named by the value, never by optionId: the first radio's would be `${id}-hint`, the group hint's own id.
          const optionHintId = `${id}-${option.value}-hint`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                id={optionId}
                type="radio"
                value={option.value}
                disabled={option.disabled}
                {...form.register(name)}
                aria-describedby={option.hint ? optionHintId : undefined}
                className="mt-1 h-6 w-6 shrink-0 accent-blue-900 disabled:opacity-50"
              />
              <div>
                <label htmlFor={optionId} className={option.disabled ? 'text-slate-500' : 'text-slate-900'}>{option.label}</label>
                {option.hint ? <div id={optionHintId} className="text-sm text-slate-600">{option.hint}</div> : null}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function SelectField<T extends FieldValues, O extends FieldValues>({ form, name, id, label, hint, placeholder, options, ...select }: {
  form: UseFormReturn<T, unknown, O>; name: Path<T>; id: string; label: string; hint?: ReactNode; placeholder: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name' | 'id'>) {
  const error = fieldError(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        {...select}
        {...form.register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} ${error ? 'border-red-700' : ''}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </FieldFrame>
  );
}

interface ListQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A reference list inside a form: loading, failed with retry, empty with its own words, or the list. */
export function ListState<D extends readonly unknown[]>({ query, empty, children }: { query: ListQuery<D>; empty: ReactNode; children: (data: D) => ReactNode }) {
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data.length) return <p className="mb-6 border-l-4 border-slate-400 bg-slate-50 p-3 text-slate-800">{empty}</p>;
  return <>{children(query.data)}</>;
}
