import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { describedBy, fieldError } from './text-field';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A fieldset whose legend is the question (GOV.UK radios); the first radio carries the id the error summary links
 * to. `inline` sets short answers (yes/no, male/female) side by side.
 */
export function RadioGroup<T extends FieldValues, O extends FieldValues>({ form, name, id, legend, hint, options, inline = false, children }: {
  form: UseFormReturn<T, unknown, O>; name: Path<T>; id: string; legend: string; hint?: ReactNode; options: readonly RadioOption[]; inline?: boolean; children?: ReactNode;
}) {
  const { t } = useTranslation();
  const error = fieldError(form, name);
  const registered = form.register(name);
  // react-hook-form reads a group with nothing checked as null when it loses focus (a keyboard passing through it),
  // and every rule here means "not answered" by '': null reached the rules as "expected string, received null", or
  // slipped past a check for '' and chose for the person. Kept '' instead, and checked again if it was just checked.
  const onBlur: typeof registered.onBlur = async (event) => {
    await registered.onBlur(event);
    if (form.getValues(name) !== null) return;
    form.setValue(name, '' as PathValue<T, Path<T>>);
    if (form.getFieldState(name).error) await form.trigger(name);
  };
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
      <div className={inline ? 'flex flex-wrap gap-x-6 gap-y-3' : 'space-y-3'}>
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
                {...registered}
                onBlur={onBlur}
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
