import { createContext, useContext } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { fieldError } from '../../../ui/form/text-field';

// What every field of a step needs without passing it down each time: the form, the id prefix the error
// summary links to, and the label section (`field.<section>.<name>`).
export interface StepFormParts {
  form: UseFormReturn<FieldValues>;
  idPrefix: string;
  /** The labels' section: the step's name, or '' when names already carry it (invitation.…, cost.…). */
  section: string;
}

export const StepFormContext = createContext<StepFormParts | null>(null);

export function useStepFormParts(): StepFormParts {
  const parts = useContext(StepFormContext);
  if (!parts) throw new Error('a form-step field outside its StepFormContext');
  return parts;
}

/** `companions.0.surname` is labelled as `companions.surname`: every item of a list asks the same. */
export const labelKeyOf = (section: string, name: string) =>
  `field.${section ? `${section}.` : ''}${name.split('.').filter((part) => !/^\d+$/.test(part)).join('.')}`;

export const idOf = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

/** The message beside a field, nested paths included (the shared fields' own lookup). */
export const errorOf = (form: UseFormReturn<FieldValues>, name: string): string | undefined => fieldError(form, name) || undefined;
