import type { FormStep } from '../../../../machines/application/applicant-data';
import { ENTRY_ORDER, FIELD_ORDER, isListField, type ListField } from '../../../domain/form-labels-order';
import type { FormValues } from './step-values';

// Every field of each form step (spec §3), empty, in the order the screen shows them (the domain's order, which the
// review and the printed form follow too): the form's default values, the order of the error summary, and the
// shape restored from a reload.

const blank = (...names: readonly string[]): FormValues => Object.fromEntries(names.map((name) => [name, '']));

export const companionTemplate = blank(...ENTRY_ORDER.companions);
export const visitPeriodTemplate = blank(...ENTRY_ORDER.visits);
export const otherCountryTemplate = blank(...ENTRY_ORDER.otherCountries);
export const koreaFamilyTemplate = blank(...ENTRY_ORDER.koreaFamily);

const entryTemplates: Record<ListField, FormValues> = {
  companions: companionTemplate, visits: visitPeriodTemplate, otherCountries: otherCountryTemplate, koreaFamily: koreaFamilyTemplate,
};

export const stepTemplates: Record<FormStep, FormValues> = {
  personal: blank(...FIELD_ORDER.personal),
  contact: blank(...FIELD_ORDER.contact),
  family: blank(...FIELD_ORDER.family),
  educationJob: blank(...FIELD_ORDER.educationJob),
  visit: Object.fromEntries(FIELD_ORDER.visit.map((name) => [name, isListField(name) ? [entryTemplates[name]] : ''])),
  invitationCostHelper: {
    invitation: blank(...FIELD_ORDER.invitation),
    cost: blank(...FIELD_ORDER.cost),
    helper: blank(...FIELD_ORDER.helper),
  },
};
