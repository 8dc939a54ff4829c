import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describedBy, fieldError, FieldFrame, inputClass } from '../../../ui/form/text-field';

// Radios and a select in the shared fields' habits (label, message beside the field, ARIA wiring).

export function RadioGroup<T extends FieldValues, O extends FieldValues>({ form, name, id, legend, options }: {
  form: UseFormReturn<T, unknown, O>; name: Path<T>; id: string; legend: string; options: { value: string; label: string }[];
}) {
  const error = fieldError(form, name);
  return (
    <fieldset className={`mb-5 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {error ? <p id={`${id}-error`} className="mt-1 font-semibold text-red-800">{error}</p> : null}
      <div className="mt-2 flex flex-wrap gap-6">
        {options.map((option, index) => (
          <label key={option.value} className="flex items-center gap-2">
            {/* The first radio carries the id, so the error summary's link lands in the group. */}
            <input type="radio" id={index === 0 ? id : `${id}-${option.value}`} value={option.value} {...form.register(name)} className="h-5 w-5 accent-blue-900" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SelectField<T extends FieldValues, O extends FieldValues>({ form, name, id, label, placeholder, options }: {
  form: UseFormReturn<T, unknown, O>; name: Path<T>; id: string; label: string; placeholder: string; options: { value: string; label: string }[];
}) {
  const error = fieldError(form, name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select id={id} {...form.register(name)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} className={`${inputClass} ${error ? 'border-red-700' : ''}`}>
        <option value="">{placeholder}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </FieldFrame>
  );
}
