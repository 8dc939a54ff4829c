// What createApply and updateApply carry beside the form, in the domain's own rules (decision 014): the visa choice's
// fields depend on each other (a center or a place), so it is read here whole, after the contract's check at the
// door. The form's fields are the contract's to name (ApplicantFormInput, generated from the domain: decision 116) and
// its values are checked step by step (steps.ts).
import { z } from 'zod';
import { APPLICANT_RELATIONS } from '../../domain/applicant-relations.ts';
import { APPLY_STEPS, type ApplyStep } from '../../domain/applicant-sections.ts';
import { requiredKey } from '../../domain/required-messages.ts';
import { applicantEntrySchema, visaChoiceSchema } from '../../domain/visa-choice.ts';

export const STEP_NAMES = APPLY_STEPS;
export type StepName = ApplyStep;

const id = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const createApplyBody = z.object({
  draftId: id('applyDraftRequired'),
  applicant: z.object({
    applicantId: id('applicantKeyRequired'),
    name: applicantEntrySchema.shape.name,
    provinceCode: applicantEntrySchema.shape.provinceCode,
  }, { error: 'required.applicant.name' }),
  relation: z.enum(APPLICANT_RELATIONS, { error: requiredKey('applicant.relation') }),
  visaChoice: visaChoiceSchema,
});

export const updateApplyBody = z.object({
  applyId: id('notFound'),
  step: z.enum(STEP_NAMES).optional(),
  visaChoice: visaChoiceSchema.optional(),
});

export type CreateApplyBody = z.output<typeof createApplyBody>;
export type VisaChoiceInput = z.output<typeof visaChoiceSchema>;
