// Which sections of the contract's ApplicantData each saved step holds. The server checks a step with the step's
// schema (applicant-steps.ts) on the value read from these sections; the screens send a step's value as these
// sections and read the server's field paths back onto their form. One table, so the two sides cannot disagree.
import type { components } from '../api/schema.gen.ts';

/** An applicant's answers as the contract holds them, section by section: what the applicant machine keeps and a save sends. */
export type ApplicantAnswers = components['schemas']['ApplicantData'];

export const APPLY_STEPS = ['documents', 'personal', 'contact', 'family', 'educationJob', 'visit', 'invitationCostHelper'] as const;
export type ApplyStep = (typeof APPLY_STEPS)[number];

/** The contract's ApplicantData keys each step saves, steps in the order the applicant goes through them. */
export const STEP_SECTIONS: Readonly<Record<ApplyStep, readonly string[]>> = {
  documents: ['passport', 'idCard', 'minorExemption', 'photoFileId', 'bankCard'],
  personal: ['personal'],
  contact: ['contact'],
  family: ['family'],
  educationJob: ['educationJob'],
  visit: ['visit'],
  invitationCostHelper: ['invitation', 'cost', 'helper'],
};

export type ApplicantSections = Record<string, unknown>;

/** The one section a step's form is; undefined when the step's value is an object of sections (documents, the last step). */
export function soleSectionOf(step: ApplyStep): string | undefined {
  const sections = STEP_SECTIONS[step];
  return sections.length === 1 ? sections[0] : undefined;
}

/** The step a section (or a dotted path's first segment) belongs to. */
export function stepOfSection(section: string): ApplyStep | undefined {
  return APPLY_STEPS.find((step) => STEP_SECTIONS[step].includes(section));
}

/** The steps with a section in `form`, in order (documents first: the visit step reads the passport). */
export const stepsIn = (form: ApplicantSections): ApplyStep[] =>
  APPLY_STEPS.filter((step) => STEP_SECTIONS[step].some((key) => form[key] !== undefined));

/**
 * The value a step's schema reads from the sections. An absent section of the last step reads as empty (its
 * schema asks for each part); the documents keep absent sections absent (idCard or minorExemption, bankCard optional).
 */
export function stepValueOf(step: ApplyStep, form: ApplicantSections): unknown {
  const sole = soleSectionOf(step);
  if (sole) return form[sole] ?? {};
  const sections = STEP_SECTIONS[step];
  if (step === 'documents') return Object.fromEntries(sections.map((key) => [key, form[key]]));
  return Object.fromEntries(sections.map((key) => [key, form[key] ?? {}]));
}

/** A step's value as the sections it saves: the inverse of stepValueOf. */
export function sectionsOfStepValue(step: ApplyStep, value: Record<string, unknown>): ApplicantSections {
  const sole = soleSectionOf(step);
  return sole ? { [sole]: value } : value;
}

/**
 * The stored sections with a checked step's value laid in: a one-section step replaces its section, the others
 * each of their sections (one the value leaves out is removed: an ID card replaced by a minor exemption).
 */
export function withStepValue(step: ApplyStep, form: ApplicantSections, value: unknown): ApplicantSections {
  const next = { ...form };
  const sole = soleSectionOf(step);
  if (sole) {
    next[sole] = value;
    return next;
  }
  for (const key of STEP_SECTIONS[step]) {
    const part = (value as Record<string, unknown>)[key];
    if (part === undefined) delete next[key];
    else next[key] = part;
  }
  return next;
}

/** A server field path (`personal.usedOtherName`) as a one-section step's form names it (`usedOtherName`). */
export function stepPathOf(step: ApplyStep, path: string): string {
  const sole = soleSectionOf(step);
  return sole && path.startsWith(`${sole}.`) ? path.slice(sole.length + 1) : path;
}
