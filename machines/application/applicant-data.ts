// What one applicant brings to an order: documents, then the six form steps. The screens validate the
// fields (zod schemas of src/domain); the machines only keep them and read what they decide on.
export const DOCUMENT_STEPS = ['passport', 'identity', 'photo', 'bankCard'] as const;
export type DocumentStep = (typeof DOCUMENT_STEPS)[number];

export const FORM_STEPS = ['personal', 'contact', 'family', 'educationJob', 'visit', 'invitationCostHelper'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** Every step of one applicant, in the order the applicant goes through them. */
export const APPLICANT_STEPS = [...DOCUMENT_STEPS, ...FORM_STEPS] as const;
export type ApplicantStep = (typeof APPLICANT_STEPS)[number];

export type FieldValues = Record<string, unknown>;

export interface PassportData extends FieldValues {
  passportNum: string;
  /** YYYY-MM-DD; decides whether the minor exemption applies. */
  birthDate: string;
}

export interface IdCardData {
  frontFileId: string;
  backFileId: string;
  fields: FieldValues;
}

export interface UploadedFile {
  fileId: string;
}

export interface ApplicantData {
  /** Fields read from the passport image, before the applicant reviewed them. */
  recognised: FieldValues | null;
  passport: PassportData | null;
  idCard: IdCardData | null;
  /** A minor without an ID card uploads a birth medical certificate instead. */
  birthCertificate: UploadedFile | null;
  photo: UploadedFile | null;
  bankCard: FieldValues | null;
  bankCardSkipped: boolean;
  form: Partial<Record<FormStep, FieldValues>>;
}

export interface ApplicantProblem {
  step: ApplicantStep;
  reason: string;
}

export type TaskStatus = 'notStarted' | 'inProgress' | 'completed' | 'hasProblem';

export const emptyApplicantData = (): ApplicantData => ({
  recognised: null, passport: null, idCard: null, birthCertificate: null, photo: null,
  bankCard: null, bankCardSkipped: false, form: {},
});

export function isStepDone(data: ApplicantData, step: ApplicantStep): boolean {
  switch (step) {
    case 'passport': return data.passport !== null;
    case 'identity': return data.idCard !== null || data.birthCertificate !== null;
    case 'photo': return data.photo !== null;
    case 'bankCard': return data.bankCard !== null || data.bankCardSkipped;
    default: return data.form[step] !== undefined;
  }
}

export function firstMissingStep(data: ApplicantData): ApplicantStep | undefined {
  return APPLICANT_STEPS.find((step) => !isStepDone(data, step));
}

/** The applicant's line in the order's task list (GOV.UK task list pattern). */
export function taskStatusOf(data: ApplicantData, problem: ApplicantProblem | null): TaskStatus {
  if (problem) return 'hasProblem';
  if (firstMissingStep(data) === undefined) return 'completed';
  return data.recognised !== null || data.passport !== null ? 'inProgress' : 'notStarted';
}

/** Under 18 on `today`; both dates YYYY-MM-DD, compared as text so no time zone can shift them. */
export function isMinorOn(birthDate: string, today: string): boolean {
  const year = Number(birthDate.slice(0, 4));
  if (!Number.isInteger(year) || birthDate.length !== 10) return false;
  return `${year + 18}${birthDate.slice(4)}` > today;
}
