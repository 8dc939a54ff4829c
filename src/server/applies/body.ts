// What createApply and updateApply carry, checked with the domain's own fields (decision 014). The form itself
// is checked step by step (steps.ts); here it only has to be an object.
import { z } from 'zod';
import { APPLICANT_RELATIONS } from '../../domain/applicant-relations.ts';
import { APPLY_STEPS, type ApplyStep } from '../../domain/applicant-sections.ts';
import { requiredKey } from '../../domain/required-messages.ts';
import { applicantEntrySchema, visaChoiceSchema } from '../../domain/visa-choice.ts';

export const STEP_NAMES = APPLY_STEPS;
export type StepName = ApplyStep;

const form = z.record(z.string(), z.unknown()).default({});
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
  form,
});

export const updateApplyBody = z.object({
  applyId: id('notFound'),
  step: z.enum(STEP_NAMES).optional(),
  visaChoice: visaChoiceSchema.optional(),
  form,
});

export type CreateApplyBody = z.output<typeof createApplyBody>;
export type VisaChoiceInput = z.output<typeof visaChoiceSchema>;
