import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInputProps, tidyingOnBlur } from '../../../ui/form/date-text';
import { RadioGroup as SharedRadioGroup } from '../../../ui/form/radio-group';
import { SelectField } from '../../../ui/form/select-field';
import { describedBy, FieldFrame, inputClass } from '../../../ui/form/text-field';
import { useFormStepText } from './strings';
import { errorOf, idOf, labelKeyOf, useStepFormParts } from './step-form-context';

// The inputs of the form steps: text, phone (digits only), date, number and select, each with its label,
// "(optional)", hint and message; radio groups in a fieldset with a legend; a yes/no question that reveals
// its follow-up fields on yes.

type Kind = 'text' | 'phone' | 'date' | 'number' | 'email';

const kindProps: Record<Kind, InputHTMLAttributes<HTMLInputElement>> = {
  text: { type: 'text' },
  phone: { type: 'tel', inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' },
  // YYYY-MM-DD in every browser locale: a text field, tidied when left (src/ui/form/date-text.ts).
  date: { ...dateInputProps, className: 'max-w-48' },
  number: { type: 'text', inputMode: 'numeric', className: 'max-w-40' },
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
};

export function Field({ name, kind = 'text', optional, hint }: { name: string; kind?: Kind; optional?: boolean; hint?: ReactNode }) {
  const { form, idPrefix, section } = useStepFormParts();
  const text = useFormStepText();
  const { t } = useTranslation();
  const id = idOf(idPrefix, name);
  const error = errorOf(form, name);
  const shownHint = hint ?? (kind === 'phone' ? text('phoneHint') : kind === 'date' ? t('form.dateHint') : undefined);
  const { className, ...input } = kindProps[kind];
  const registered = form.register(name);
  return (
    <FieldFrame id={id} label={text(labelKeyOf(section, name))} hint={shownHint} optional={optional} error={error}>
      <input
        id={id}
        {...input}
        {...registered}
        onChange={(event) => {
          // Phones take digits only: anything else typed is dropped as it is typed, not reported later.
          if (kind === 'phone') event.target.value = event.target.value.replace(/\D/g, '');
          return registered.onChange(event);
        }}
        onBlur={kind === 'date' ? tidyingOnBlur(registered) : registered.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, shownHint, error)}
        className={`${inputClass} ${className ?? ''} ${error ? 'border-red-700' : ''}`}
      />
    </FieldFrame>
  );
}

/** A select of the options `option.<list>.<value>`. */
export function Select({ name, options, list }: { name: string; options: readonly string[]; list: string }) {
  const { form, idPrefix, section } = useStepFormParts();
  const text = useFormStepText();
  return (
    <SelectField form={form} name={name} id={idOf(idPrefix, name)} label={text(labelKeyOf(section, name))} placeholder={text('choose')}
      options={options.map((value) => ({ value, label: text(`option.${list}.${value}`) }))} />
  );
}

/** Radio buttons in a fieldset whose legend is the question, labelled from the step's section. */
export function RadioGroup({ name, choices, inline = false }: { name: string; choices: readonly { value: string; label: string }[]; inline?: boolean }) {
  const { form, idPrefix, section } = useStepFormParts();
  const text = useFormStepText();
  return <SharedRadioGroup form={form} name={name} id={idOf(idPrefix, name)} legend={text(labelKeyOf(section, name))} options={choices} inline={inline} />;
}

/** Radios over `option.<list>.<value>`. */
export function Choice({ name, options, list }: { name: string; options: readonly string[]; list: string }) {
  const text = useFormStepText();
  return <RadioGroup name={name} choices={options.map((value) => ({ value, label: text(`option.${list}.${value}`) }))} />;
}

/** A yes/no question; its follow-up fields show (indented, GOV.UK conditional reveal) while the answer is yes. */
export function YesNo({ name, children }: { name: string; children?: ReactNode }) {
  const { form } = useStepFormParts();
  const text = useFormStepText();
  const answer = form.watch(name) as string;
  return (
    <>
      <RadioGroup name={name} inline choices={[{ value: 'true', label: text('yes') }, { value: 'false', label: text('no') }]} />
      {answer === 'true' && children ? <FollowUps>{children}</FollowUps> : null}
    </>
  );
}

export function FollowUps({ children }: { children: ReactNode }) {
  return <div className="mb-6 ml-3 border-l-4 border-slate-300 pl-5">{children}</div>;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mb-6 border-t border-slate-200 pt-4">
      <legend className="pr-2 text-xl font-bold text-blue-950">{title}</legend>
      {children}
    </fieldset>
  );
}
