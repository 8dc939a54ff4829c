// Drafts saved before the applicant machine kept the contract's sections (decision 057) hold its own shape:
// `passport`, `idCard: { frontFileId, backFileId, fields }`, `birthCertificate: { fileId }`, `photo: { fileId }`,
// `bankCard` and `form[step]`. A draft is read through here, so the machines only ever see the sections.
import { withStepValue, type ApplicantAnswers } from '../../src/domain/applicant-sections.ts';
import { FORM_STEPS, type ApplicantData, type FieldValues } from './applicant-data.ts';

type Stored = Record<string, unknown>;
const isObject = (value: unknown): value is Stored => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An applicant's data as stored in any draft, in today's shape; already-current data comes back unchanged. */
export function fromStoredApplicant(stored: unknown): ApplicantData {
  const data = isObject(stored) ? stored : {};
  if (isObject(data.sections)) return data as unknown as ApplicantData;
  let sections: FieldValues = {};
  if (isObject(data.passport)) sections.passport = data.passport;
  if (isObject(data.idCard)) {
    const { fields, frontFileId, backFileId } = data.idCard;
    sections.idCard = { ...(isObject(fields) ? fields : {}), frontFileId, backFileId };
  } else if (isObject(data.birthCertificate)) {
    sections.minorExemption = { birthCertificateFileId: data.birthCertificate.fileId };
  }
  if (isObject(data.photo)) sections.photoFileId = data.photo.fileId;
  if (isObject(data.bankCard)) sections.bankCard = data.bankCard;
  const form = isObject(data.form) ? data.form : {};
  for (const step of FORM_STEPS) {
    if (form[step] !== undefined) sections = withStepValue(step, sections, form[step]);
  }
  return {
    recognised: isObject(data.recognised) ? data.recognised : null,
    sections: sections as ApplicantAnswers,
    bankCardSkipped: data.bankCardSkipped === true,
  };
}

/**
 * A persisted application snapshot (as a draft holds it) with every applicant's data in today's shape: the
 * order's records and the open applicant's own machine, which is restored from its snapshot, not its input.
 */
export function fromStoredApplication<T>(persisted: T): T {
  if (!isObject(persisted)) return persisted;
  const context = isObject(persisted.context) ? persisted.context : undefined;
  const applicants = context && Array.isArray(context.applicants) ? context.applicants : undefined;
  const children = isObject(persisted.children) ? persisted.children : undefined;
  const child = children && isObject(children.applicant) ? children.applicant : undefined;
  const childSnapshot = child && isObject(child.snapshot) ? child.snapshot : undefined;
  const childContext = childSnapshot && isObject(childSnapshot.context) ? childSnapshot.context : undefined;
  return {
    ...persisted,
    ...(context && applicants ? {
      context: { ...context, applicants: applicants.map((a: unknown) => (isObject(a) ? { ...a, data: fromStoredApplicant(a.data) } : a)) },
    } : {}),
    ...(children && child && childSnapshot && childContext ? {
      children: {
        ...children,
        applicant: { ...child, snapshot: { ...childSnapshot, context: { ...childContext, data: fromStoredApplicant(childContext.data) } } },
      },
    } : {}),
  };
}
