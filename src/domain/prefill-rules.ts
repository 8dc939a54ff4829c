import { PURPOSES, stayDaysOf } from './visit-form.ts';

// "Prefill what the portal already knows" (issue 12 item 11): answers of a form step that follow from the order
// (its visa type) or the account, offered only where the step is still empty. Nothing here overwrites what a
// person typed or a saved draft holds; the callers lay these under the applicant's own values.

export type Purpose = (typeof PURPOSES)[number];

/**
 * The purpose of entry each visa type is for, keyed by the visa type's id as the order carries it
 * (visaTypeValue). Spec §3 lists the purposes; the seeded visa types (seed/data/visa-types.ts, whose
 * `purpose` tests/domain/prefill-rules.test.ts holds to this table) say which purpose each type serves.
 */
export const VISA_TYPE_PURPOSES: Readonly<Record<string, Purpose>> = {
  'type-c-3-9': 'tourismTransit',
  'type-c-3-1': 'meeting',
  'type-c-3-3': 'medicalTourism',
  'type-c-3-4': 'shortTermBusiness',
  'type-d-2': 'studyTraining',
  'type-d-4': 'studyTraining',
  'type-e-7': 'employment',
  'type-d-7': 'tradeInvestmentPosting',
  'type-d-8': 'tradeInvestmentPosting',
  'type-f-1': 'visitingRelatives',
  'type-f-6': 'marriageImmigration',
};

const isPurpose = (value: unknown): value is Purpose => (PURPOSES as readonly unknown[]).includes(value);

/** The purpose of entry of the chosen visa type; a type the table does not know falls back to the purpose chosen with it. */
export function purposeOfVisaType(choice: { visaTypeValue?: string; purpose?: string } | null | undefined): Purpose | undefined {
  if (!choice) return undefined;
  const known = choice.visaTypeValue ? VISA_TYPE_PURPOSES[choice.visaTypeValue] : undefined;
  return known ?? (isPurpose(choice.purpose) ? choice.purpose : undefined);
}

/** What the portal knows about an applicant before the form steps: the order's visa choice and, for the account holder, the account. */
export interface KnownFacts {
  visaType?: { visaTypeValue?: string; purpose?: string } | null;
  /** 'myself' (本人): the applicant is the account holder, whose mobile and e-mail the account has. */
  relation?: string;
  account?: { mobile?: unknown; email?: unknown } | null;
  /**
   * The account's kind: a travel agency's account is the agency's, never its client's (issue 38 item 3), so its
   * mobile and e-mail are nobody's answers, whatever relation the clerk chose.
   */
  accountKind?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The answers of a step that follow from the facts (field name to value); empty when nothing does. */
export function knownAnswersOf(step: string, facts: KnownFacts): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  if (step === 'contact' && facts.relation === 'myself' && facts.accountKind !== 'travelAgency') {
    const mobile = text(facts.account?.mobile);
    const email = text(facts.account?.email);
    if (mobile) answers.mobile = mobile;
    if (email) answers.email = email;
  }
  if (step === 'visit') {
    const purpose = purposeOfVisaType(facts.visaType);
    if (purpose) answers.purpose = purpose;
  }
  return answers;
}

/** Empty as the forms hold it: never answered, or text of only spaces. */
export const isEmptyAnswer = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** `values` with `known` laid under it: a known answer only where `values` has none. */
export function fillEmpty<T extends Record<string, unknown>>(values: T, known: Record<string, unknown>): T {
  const filled: Record<string, unknown> = { ...values };
  for (const [field, value] of Object.entries(known)) if (isEmptyAnswer(filled[field])) filled[field] = value;
  return filled as T;
}

export interface StayDates {
  entryDate?: unknown;
  departureDate?: unknown;
}

/**
 * The days of stay to show after the dates read `next` (they read `previous` before; null when the step has just
 * opened), or undefined to leave the field as it is. Computed from the dates (stayDaysOf, inclusive) when both
 * are set and either the days are empty or a date has just changed: a number the person typed stays until they
 * change a date again, and a step opening with saved days keeps them.
 */
export function stayDaysAfter(previous: StayDates | null, next: StayDates, days: unknown): number | undefined {
  const computed = stayDaysOf(next.entryDate, next.departureDate);
  if (computed === undefined) return undefined;
  const datesChanged = previous !== null && (previous.entryDate !== next.entryDate || previous.departureDate !== next.departureDate);
  if (!datesChanged && !isEmptyAnswer(days)) return undefined;
  return String(computed) === String(days).trim() ? undefined : computed;
}
