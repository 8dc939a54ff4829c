// What one applicant brings to an order: documents, then the six form steps. The screens validate the
// fields (zod schemas of src/domain); the machines only keep them, in the contract's sections, and read what
// they decide on.
import { STEP_SECTIONS, stepValueOf, type ApplicantAnswers } from '../../src/domain/applicant-sections.ts';

export const DOCUMENT_STEPS = ['passport', 'identity', 'photo', 'bankCard'] as const;
export type DocumentStep = (typeof DOCUMENT_STEPS)[number];

export const FORM_STEPS = ['personal', 'contact', 'family', 'educationJob', 'visit', 'invitationCostHelper'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** Every step of one applicant, in the order the applicant goes through them. */
export const APPLICANT_STEPS = [...DOCUMENT_STEPS, ...FORM_STEPS] as const;
export type ApplicantStep = (typeof APPLICANT_STEPS)[number];

export type FieldValues = Record<string, unknown>;

/** The answers, as the contract's sections (passport, idCard or minorExemption, photoFileId, bankCard, personal … helper). */
export type { ApplicantAnswers };
type Sections = Required<ApplicantAnswers>;

/** A reviewed passport: the machine decides on its birth date (the minor exemption). */
export type PassportData = Sections['passport'] & FieldValues & {
  passportNum: string;
  /** YYYY-MM-DD; decides whether the minor exemption applies. */
  birthDate: string;
};

export interface ApplicantData {
  /** Fields read from the passport image, before the applicant reviewed them: not an answer yet. */
  recognised: FieldValues | null;
  /** What the applicant saved, exactly as a save sends it and the submission creates the application with. */
  sections: ApplicantAnswers;
  /** The bank card is optional: skipping it finishes its step without a section. */
  bankCardSkipped: boolean;
}

export interface ApplicantProblem {
  step: ApplicantStep;
  reason: string;
}

export type TaskStatus = 'notStarted' | 'inProgress' | 'completed' | 'hasProblem';

export const emptyApplicantData = (): ApplicantData => ({ recognised: null, sections: {}, bankCardSkipped: false });

export function isStepDone(data: ApplicantData, step: ApplicantStep): boolean {
  const { sections } = data;
  switch (step) {
    case 'passport': return sections.passport !== undefined;
    case 'identity': return sections.idCard !== undefined || sections.minorExemption !== undefined;
    case 'photo': return sections.photoFileId !== undefined;
    case 'bankCard': return sections.bankCard !== undefined || data.bankCardSkipped;
    default: return STEP_SECTIONS[step].some((key) => (sections as FieldValues)[key] !== undefined);
  }
}

/** A saved form step's value as its form holds it (one section, or the last step's three); undefined before it is saved. */
export function savedValueOf(data: ApplicantData, step: FormStep): FieldValues | undefined {
  return isStepDone(data, step) ? stepValueOf(step, data.sections as FieldValues) as FieldValues : undefined;
}

export function firstMissingStep(data: ApplicantData): ApplicantStep | undefined {
  return APPLICANT_STEPS.find((step) => !isStepDone(data, step));
}

/** The applicant's line in the order's task list (GOV.UK task list pattern). */
export function taskStatusOf(data: ApplicantData, problem: ApplicantProblem | null): TaskStatus {
  if (problem) return 'hasProblem';
  if (firstMissingStep(data) === undefined) return 'completed';
  return data.recognised !== null || data.sections.passport !== undefined ? 'inProgress' : 'notStarted';
}

/** Under 18 on `today`; both dates YYYY-MM-DD, compared as text so no time zone can shift them. */
export function isMinorOn(birthDate: string, today: string): boolean {
  const year = Number(birthDate.slice(0, 4));
  if (!Number.isInteger(year) || birthDate.length !== 10) return false;
  return `${year + 18}${birthDate.slice(4)}` > today;
}
