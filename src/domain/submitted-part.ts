// What submission fixes of an order, read from a draft: the application actor's persisted snapshot. The client
// writes the snapshot and the server compares this part of the stored one with the next (decision 057). The
// machine's context extends SubmittedContext and the key lists below are checked against these types, so a
// rename on either side fails to compile instead of silently comparing nothing.

/** Who is on the order: an applicant as added to it. */
export interface OrderApplicantIdentity {
  applicantId: string;
  name: string;
  relation: string;
  provinceCode: string;
  consularPostId: string;
}

/**
 * The part of the application actor's context that submission fixes. The answers are not in it: each applicant's
 * answers became an application, which refuses every change itself (decision 017); the draft's copy is the flow's
 * working copy and may be filled in differently (an order that failed to be created, then back).
 */
export interface SubmittedContext {
  visaType: unknown;
  product: unknown;
  applicants: readonly OrderApplicantIdentity[];
}

// A record of every key, not a list: a key added to the type and left out here, or one left here after a rename,
// is a compile error.
const submittedKeys = { visaType: true, product: true, applicants: true } satisfies Record<keyof SubmittedContext, true>;
const identityKeys = {
  applicantId: true, name: true, relation: true, provinceCode: true, consularPostId: true,
} satisfies Record<keyof OrderApplicantIdentity, true>;

export const SUBMITTED_KEYS = Object.keys(submittedKeys) as (keyof SubmittedContext)[];
export const APPLICANT_IDENTITY_KEYS = Object.keys(identityKeys) as (keyof OrderApplicantIdentity)[];

/**
 * The submitted part of a stored context. It reads JSON, not a typed context (a draft may be older than the
 * machine), so a missing key reads as null and an applicant keeps only its identity.
 */
export function submittedPartOf(context: unknown): Record<string, unknown> {
  const values = (context ?? {}) as Record<string, unknown>;
  return Object.fromEntries(SUBMITTED_KEYS.map((key) => {
    const value = values[key] ?? null;
    return [key, key === 'applicants' && Array.isArray(value) ? value.map(identityOf) : value];
  }));
}

const identityOf = (applicant: unknown) =>
  Object.fromEntries(APPLICANT_IDENTITY_KEYS.map((key) => [key, (applicant as Record<string, unknown> | null)?.[key]]));
