// One applicant's form steps on the server: which sections of ApplicantData each step holds, and checking them
// with the domain's step schemas and the facts only the server knows (today in China, the stored passport).
import type { z } from 'zod';
import { applicantStepSchemas } from '../../domain/applicant-steps.ts';
import type { Language } from '../../domain/constants.ts';
import type { StepName } from './body.ts';
import { fieldMessages } from './field-messages.ts';

export type ApplicantForm = Record<string, unknown>;

/** The contract's ApplicantData keys that each step saves. */
export const STEP_SECTIONS: Record<StepName, readonly string[]> = {
  documents: ['passport', 'idCard', 'minorExemption', 'photoFileId', 'bankCard'],
  personal: ['personal'],
  contact: ['contact'],
  family: ['family'],
  educationJob: ['educationJob'],
  visit: ['visit'],
  invitationCostHelper: ['invitation', 'cost', 'helper'],
};

const ORDER = Object.keys(STEP_SECTIONS) as StepName[];

/** The steps an update without `step` saves: those with a section in the form (documents first: visit reads the passport). */
export const stepsIn = (form: ApplicantForm): StepName[] => ORDER.filter((step) => STEP_SECTIONS[step].some((key) => form[key] !== undefined));

/** The value a step's schema reads. Documents and invitation/cost/helper are objects of sections; the rest one section. */
function stepValue(step: StepName, form: ApplicantForm): unknown {
  const sections = STEP_SECTIONS[step];
  if (step === 'documents') return Object.fromEntries(sections.map((key) => [key, form[key]]));
  if (step === 'invitationCostHelper') return Object.fromEntries(sections.map((key) => [key, form[key] ?? {}]));
  return form[sections[0]!] ?? {};
}

function merged(step: StepName, form: ApplicantForm, output: unknown): ApplicantForm {
  const next = { ...form };
  const sections = STEP_SECTIONS[step];
  if (sections.length === 1 && step !== 'documents') {
    next[sections[0]!] = output;
    return next;
  }
  for (const key of sections) {
    const value = (output as Record<string, unknown>)[key];
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}

export type StepsVerdict = { ok: true; data: ApplicantForm } | { ok: false; fields: Record<string, string>; steps: StepName[] };

/**
 * Checks `steps` of `incoming` in order over the stored data; each step's sections replace the stored ones.
 * Field paths are ApplicantData paths (`personal.usedOtherName`, `passport.passportNum`, `cost.cost`).
 */
export function checkSteps(steps: readonly StepName[], stored: ApplicantForm, incoming: ApplicantForm, today: string, language: Language): StepsVerdict {
  let data = { ...stored };
  const fields: Record<string, string> = {};
  const failed: StepName[] = [];
  for (const step of steps) {
    const passport = (step === 'visit' ? data.passport : undefined) as { issuancePeriod?: string } | undefined;
    const schema = applicantStepSchemas({ today, passportExpiry: passport?.issuancePeriod })[step] as z.ZodType;
    const result = schema.safeParse(stepValue(step, incoming));
    if (result.success) {
      data = merged(step, data, result.data);
      continue;
    }
    failed.push(step);
    const single = STEP_SECTIONS[step].length === 1 && step !== 'documents';
    Object.assign(fields, fieldMessages(result.error, language, single ? STEP_SECTIONS[step][0] : ''));
  }
  return failed.length ? { ok: false, fields, steps: failed } : { ok: true, data };
}

/** Every step of the stored data, as completeApply checks it. */
export const checkComplete = (stored: ApplicantForm, today: string, language: Language) => checkSteps(ORDER, {}, stored, today, language);
