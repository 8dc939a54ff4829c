import type { FormValues } from './step-values';

// What was typed in a form step, kept in localStorage until the step is saved, so a reload (or a crash)
// loses nothing. Not sessionStorage: the shell clears it at start. Keyed by draft, applicant and step, so
// two applicants of one order, or two orders, never see each other's typing.

const PREFIX = 'applyForm.typed';

export const localDraftKey = (draftId: string | null, applicantId: string, step: string) =>
  `${PREFIX}:${draftId ?? 'new'}:${applicantId}:${step}`;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where it is blocked (the typing is then simply not kept). */
export const browserStore = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** Typing is written at most this often. */
export const TYPED_DEBOUNCE_MS = 300;

export function readTyped(store: Store, key: string): FormValues | null {
  try {
    const raw = store.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FormValues) : null;
  } catch {
    return null;
  }
}

export function writeTyped(store: Store, key: string, values: FormValues): void {
  try {
    store.setItem(key, JSON.stringify(values));
  } catch {
    // A full or blocked storage only costs the reload safety net; the form itself keeps working.
  }
}

export function clearTyped(store: Store, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // As above: nothing to lose.
  }
}

/** Typed values over the starting ones: only fields the step knows, so an old layout cannot add strays. */
export function restoreTyped(start: FormValues, typed: FormValues | null): FormValues {
  if (!typed) return start;
  const values: FormValues = { ...start };
  for (const key of Object.keys(start)) {
    const value = typed[key];
    if (value === undefined) continue;
    if (typeof value === typeof start[key] && Array.isArray(value) === Array.isArray(start[key])) values[key] = value;
  }
  return values;
}
