import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describedBy, FieldFrame, fieldError, inputClass } from '../../../ui/form/text-field';
import { useAdminText } from '../strings';

export const EDIT_LANGUAGES = ['zh', 'en', 'ko'] as const;
export type EditLanguage = (typeof EDIT_LANGUAGES)[number];

/**
 * One text in Chinese, English and Korean side by side (a column each at 1366 px, one under another at 768 px),
 * each with its own label naming the language, so a reader never wonders which box is which. `name` is the
 * object of the three (`title` → `title.zh`, `title.en`, `title.ko`), as the contract's Localized is.
 */
export function LocalizedFields<T extends FieldValues, O extends FieldValues>({ form, name, idPrefix, legend, hint, rows, optional }: {
  form: UseFormReturn<T, unknown, O>; name: string; idPrefix: string; legend: string; hint?: ReactNode; rows?: number; optional?: boolean;
}) {
  const { text } = useAdminText();
  const hintId = hint ? `${idPrefix}-${name}-legend-hint` : undefined;
  return (
    <fieldset className="mb-4" aria-describedby={hintId}>
      <legend className="mb-1 text-lg font-semibold text-slate-900">{legend}</legend>
      {hint ? <p id={hintId} className="mb-2 text-sm text-slate-600">{hint}</p> : null}
      <div className="grid grid-cols-1 gap-x-4 lg:grid-cols-3">
        {EDIT_LANGUAGES.map((language) => {
          const field = `${name}.${language}` as Path<T>;
          const id = `${idPrefix}-${name}.${language}`;
          const error = fieldError(form, field);
          const label = text(`language.${language}`);
          const common = {
            id,
            lang: language,
            ...form.register(field),
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy(id, undefined, error),
            className: `${inputClass} max-w-none ${error ? 'border-red-700' : ''}`,
          };
          return (
            <FieldFrame key={language} id={id} label={label} optional={optional} error={error}>
              {rows ? <textarea rows={rows} {...common} /> : <input type="text" {...common} />}
            </FieldFrame>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The field ids of a Localized text, for a form's error summary (in the order the boxes show). */
export const localizedPaths = <N extends string>(name: N) => EDIT_LANGUAGES.map((language) => `${name}.${language}` as const);
