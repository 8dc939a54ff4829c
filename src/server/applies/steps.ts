// One applicant's form steps on the server: checking them with the domain's step schemas (over the sections
// of src/domain/applicant-sections.ts) and the facts only the server knows (today in China, the stored passport).
import type { z } from 'zod';
import { APPLY_STEPS, soleSectionOf, stepValueOf, withStepValue } from '../../domain/applicant-sections.ts';
import { applicantStepSchemas } from '../../domain/applicant-steps.ts';
import type { Language } from '../../domain/constants.ts';
import type { StepName } from './body.ts';
import { fieldMessages } from '../http/handlers/input.ts';
import { flowWords } from '../http/handlers/words.ts';

export type ApplicantForm = Record<string, unknown>;

// The routes read which steps an update without `step` saves from here.
export { stepsIn } from '../../domain/applicant-sections.ts';

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
    const result = schema.safeParse(stepValueOf(step, incoming));
    if (result.success) {
      data = withStepValue(step, data, result.data);
      continue;
    }
    failed.push(step);
    Object.assign(fields, fieldMessages(result.error, language, flowWords, soleSectionOf(step) ?? ''));
  }
  return failed.length ? { ok: false, fields, steps: failed } : { ok: true, data };
}

/** Every step of the stored data, as completeApply checks it. */
export const checkComplete = (stored: ApplicantForm, today: string, language: Language) => checkSteps(APPLY_STEPS, {}, stored, today, language);
