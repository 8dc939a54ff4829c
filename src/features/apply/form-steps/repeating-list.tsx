import { useEffect, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useFormStepText } from './strings';
import { errorOf, idOf, useStepFormParts } from './step-form-context';
import type { FormValues } from './step-values';

// A list the applicant grows one item at a time (companions, earlier visits, other countries, family in
// Korea): each item a fieldset with its number, a remove button, and an add button at the end. A yes that
// brings the list in starts it with one empty item, so nobody has to find the add button first.

export function RepeatingList({ name, item, titleKey, addKey, children }: {
  name: string;
  item: FormValues;
  titleKey: string;
  addKey: string;
  children: (base: string) => ReactNode;
}) {
  const { form, idPrefix } = useStepFormParts();
  const text = useFormStepText();
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const error = errorOf(form, name);
  const addId = idOf(idPrefix, name);
  useEffect(() => {
    // Read the form, not `fields`: a double-run effect (StrictMode) must not add a second item.
    const current = form.getValues(name) as unknown;
    if (!Array.isArray(current) || current.length === 0) append({ ...item });
    // Only when the list appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={error ? 'border-l-4 border-red-700 pl-3' : ''}>
      {error ? <p id={`${addId}-error`} className="mb-2 font-semibold text-red-800">{error}</p> : null}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="mb-4 rounded border-2 border-slate-300 p-4">
          <legend className="px-1 font-semibold text-blue-950">{text(titleKey, { n: index + 1 })}</legend>
          {children(`${name}.${index}`)}
          <button type="button" onClick={() => remove(index)} className="text-red-800 underline underline-offset-2">
            {text('remove')}<span className="sr-only">{` ${text(titleKey, { n: index + 1 })}`}</span>
          </button>
        </fieldset>
      ))}
      <button
        id={addId}
        type="button"
        aria-describedby={error ? `${addId}-error` : undefined}
        onClick={() => append({ ...item })}
        className="mb-6 rounded border-2 border-blue-900 px-4 py-1 font-medium text-blue-900 hover:bg-blue-50"
      >
        {text(addKey)}
      </button>
    </div>
  );
}

