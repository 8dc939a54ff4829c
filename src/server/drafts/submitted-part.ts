// After submission the server keeps the applications; the draft still follows the flow (signing, delivery,
// payment), so a save after submission is refused only when it would change what was submitted. What that part
// is lives in src/domain/submitted-part.ts, typed against the application machine's context (decision 057).
import { submittedPartOf } from '../../domain/submitted-part.ts';

/** Key order differs between what the client sends and what jsonb gives back: compare a canonical form. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const submittedPart = (snapshot: Record<string, unknown>) => canonical(submittedPartOf(snapshot.context));

export function changesSubmittedData(stored: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return submittedPart(stored) !== submittedPart(next);
}
