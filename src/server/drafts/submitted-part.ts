// After submission the server keeps the applications; the draft still follows the flow (signing, delivery,
// payment), so a save after submission is refused only when it would change what was submitted.

/** The part of the application actor's context that submission fixes (machines/application: visaType, product, applicants). */
const SUBMITTED_KEYS = ['visaType', 'product', 'applicants'] as const;

/** Key order differs between what the client sends and what jsonb gives back: compare a canonical form. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Who is on the order. Each applicant's answers were submitted as an application, which refuses every change
 * from then on (decision 017): the draft's copy of them is the flow's working copy, and comparing it too refused
 * a later step's save whenever that copy was filled in differently (an order that failed to be created, then back).
 */
const IDENTITY_KEYS = ['applicantId', 'name', 'relation', 'provinceCode', 'consularPostId'] as const;
const identityOf = (applicant: unknown) =>
  Object.fromEntries(IDENTITY_KEYS.map((key) => [key, (applicant as Record<string, unknown> | null)?.[key]]));

const submittedPart = (snapshot: Record<string, unknown>) => {
  const context = (snapshot.context ?? {}) as Record<string, unknown>;
  return canonical(SUBMITTED_KEYS.map((key) => {
    const value = context[key] ?? null;
    return key === 'applicants' && Array.isArray(value) ? value.map(identityOf) : value;
  }));
};

export function changesSubmittedData(stored: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return submittedPart(stored) !== submittedPart(next);
}
