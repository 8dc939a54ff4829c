import { savedValueOf, type ApplicantData, type FieldValues, type FormStep } from '../../../../machines/application/applicant-data';
import { fillEmpty, knownAnswersOf, stayDaysAfter, type KnownFacts } from '../../../domain/prefill-rules';

// "Never ask for the same thing twice": a step opens with what this applicant saved before; failing that,
// with what the documents already say and what an earlier applicant of the same order gave for things
// people travelling together share (home address, emergency contact, the trip, who invited and who pays),
// and last, where still empty, what the order and the account say (prefill-rules: the visa type's purpose,
// the account holder's own mobile and e-mail, the days of stay from the dates).

/** Fields an earlier applicant's answer is a good first guess for, per step. */
const SHARED: Partial<Record<FormStep, readonly string[]>> = {
  contact: ['address', 'nowAddress', 'telephone', 'contactName', 'contactGivenName', 'contactMobile', 'contactNationValue', 'contactRelationValue'],
  visit: ['purpose', 'purposeOther', 'stayTier', 'entryDate', 'departureDate', 'days', 'koreaMobile', 'koreaAddress'],
  invitationCostHelper: ['invitation', 'cost'],
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** What the passport and ID card already answer for a step. */
function fromDocuments(step: FormStep, data: ApplicantData): FieldValues {
  if (step !== 'contact') return {};
  const address = text(data.sections.idCard?.address);
  return address ? { address, nowAddress: address } : {};
}

/**
 * The starting values of a step: the applicant's own saved answer wins whole; otherwise the documents, the
 * nearest earlier applicant's shared fields on top of what the documents leave empty, and the known facts
 * (the order, the account) where both leave a field empty.
 */
export function prefillOf(step: FormStep, own: ApplicantData, earlier: readonly ApplicantData[], facts: KnownFacts = {}): FieldValues {
  const saved = savedValueOf(own, step);
  if (saved) return saved;
  const values: FieldValues = { ...fromDocuments(step, own) };
  const source = [...earlier].reverse().map((data) => savedValueOf(data, step)).find((value) => value !== undefined);
  for (const field of SHARED[step] ?? []) {
    if (source && source[field] !== undefined && values[field] === undefined) values[field] = source[field];
  }
  const filled = fillEmpty(values, knownAnswersOf(step, facts));
  const days = step === 'visit' ? stayDaysAfter(null, filled, filled.days) : undefined;
  return days === undefined ? filled : { ...filled, days };
}
