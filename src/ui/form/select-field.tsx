import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describedBy, FieldFrame, fieldError, inputClass } from './text-field';

/** A select whose first, empty option asks to choose (`placeholder`), so nothing is chosen for the person. */
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
