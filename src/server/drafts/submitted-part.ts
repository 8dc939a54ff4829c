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

const submittedPart = (snapshot: Record<string, unknown>) => {
  const context = (snapshot.context ?? {}) as Record<string, unknown>;
  return canonical(SUBMITTED_KEYS.map((key) => context[key] ?? null));
};

export function changesSubmittedData(stored: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return submittedPart(stored) !== submittedPart(next);
}
