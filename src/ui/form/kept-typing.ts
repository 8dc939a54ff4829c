import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

// What a person typed on a screen and has not yet saved or sent ("kept typing"; the draft is only ever the
// server's): written as it changes under a key until the screen forgets it, read back when the screen starts
// again. On the device (localStorage, not sessionStorage: the shell clears that at start) it survives a reload,
// a crash or the language switch; in memory per owner (an application actor) and the page's history entry
// (kept-typing-per-application.ts), it survives the host unmounting a screen and a reload, and never outlives the
// application.

export type TypedValues = Record<string, unknown>;
export type TypingStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where it is blocked (the typing is then simply not kept). */
export const deviceStore = (): TypingStore | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The page's entry in this tab's history: what is kept there comes back when the page is reloaded (also when a phone
 * reloads a tab it had put away while the person read a code in the SMS app) and when Back or Forward return to
 * it, but never on another visit to the address nor in another tab — for the sign-in pages, whose typing must not
 * wait on a shared computer for the next person (the device's storage would). Null where there is no history.
 */
export const historyStore = (): TypingStore | null => {
  if (typeof window === 'undefined' || !window.history) return null;
  // One store for the page, so a hook that depends on it does not subscribe again on every render.
  tabHistory ??= entryStore();
  return tabHistory;
};

let tabHistory: TypingStore | undefined;

function entryStore(): TypingStore {
  const kept = (): Record<string, string> => {
    const state: unknown = window.history.state;
    if (!state || typeof state !== 'object') return {};
    // The entry's own field once written; before that, what a navigation gave the entry it made (entryStateWith).
    const own = (state as Record<string, unknown>)[HISTORY_FIELD];
    const given = ((state as { usr?: unknown }).usr as Record<string, unknown> | null | undefined)?.[HISTORY_FIELD];
    const items = own ?? given;
    return items && typeof items === 'object' ? (items as Record<string, string>) : {};
  };
  // The router's own fields of the entry (its key, index and state) stay as they are; the address too.
  const keep = (items: Record<string, string>) => window.history.replaceState({ ...(window.history.state as object | null), [HISTORY_FIELD]: items }, '');
  return {
    getItem: (key) => kept()[key] ?? null,
    setItem: (key, value) => keep({ ...kept(), [key]: value }),
    removeItem: (key) => {
      const { [key]: _forgotten, ...rest } = kept();
      keep(rest);
    },
  };
}

const HISTORY_FIELD = 'keptTyping';

/**
 * A navigation's state (React Router keeps it in the new entry as `usr`) that carries `items` as the entry's kept
 * typing from the instant the router writes it: a reload right after the router replaced the address finds them,
 * without waiting for a render to copy them over.
 */
export const entryStateWith = (items: Record<string, string>) => ({ [HISTORY_FIELD]: items });

export function readTyped(store: TypingStore | null, key: string): TypedValues | null {
  try {
    const raw = store?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as TypedValues) : null;
  } catch {
    return null;
  }
}

/**
 * Every key typing was kept under on this device, so signing out can forget them all: on a shared computer the
 * next person must not find the last one's passport details or address in the browser's storage.
 */
const KEPT_KEYS = 'keptTyping.keys';

function rememberKey(store: TypingStore, key: string): void {
  const keys = keptKeys(store);
  if (!keys.includes(key)) store.setItem(KEPT_KEYS, JSON.stringify([...keys, key]));
}

function keptKeys(store: TypingStore): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(KEPT_KEYS) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

export function writeTyped(store: TypingStore | null, key: string, values: object): void {
  try {
    store?.setItem(key, JSON.stringify(values));
    if (store) rememberKey(store, key);
  } catch {
    // A full or blocked storage only costs the safety net; the form itself keeps working.
  }
}

/** Forgets everything typed and kept on this device (signing out). */
export function forgetAllTyped(store: TypingStore | null = deviceStore()): void {
  try {
    if (!store) return;
    for (const key of keptKeys(store)) store.removeItem(key);
    store.removeItem(KEPT_KEYS);
  } catch {
    // Blocked storage kept nothing to forget.
  }
}

export function clearTyped(store: TypingStore | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // As above: nothing to lose.
  }
}

/** Typed values over the starting ones: only fields the screen knows, of the same kind, so an old layout adds no strays. */
export function restoreTyped<T extends object>(start: T, typed: TypedValues | null): T {
  if (!typed) return start;
  const values: TypedValues = { ...(start as TypedValues) };
  for (const key of Object.keys(start)) {
    const value = typed[key];
    if (value === undefined) continue;
    const was = (start as TypedValues)[key];
    if (typeof value === typeof was && Array.isArray(value) === Array.isArray(was)) values[key] = value;
  }
  return values as T;
}

/**
 * Keeps every change of `form` under `key` until the returned `forget` is called, when the screen's step is saved or
 * its event sent: from then on the machine's or the server's data is the one to come back to. Written at once, not
 * debounced, so a screen unmounted and mounted again in one render (the host catching up with the address) finds
 * the last keystroke, and nothing waits to be written after the screen forgot.
 */
export function useKeepTyping<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>, key: string, store: TypingStore | null = deviceStore(), only?: readonly (keyof T & string)[],
): () => void {
  // `only`: the fields worth keeping, where others must never be written down (a password, a one-time graphic code).
  const fields = only?.join('\n');
  useEffect(() => {
    const kept = fields?.split('\n');
    const subscription = form.watch((values) => writeTyped(store, key, kept ? Object.fromEntries(kept.map((name) => [name, values[name]])) : values));
    return () => subscription.unsubscribe();
  }, [form, key, store, fields]);
  return () => clearTyped(store, key);
}

/** The values a screen starts from: those kept under `key`, whole, else the defaults. */
export function useKeptStart<T>(store: TypingStore | null, key: string, defaults: () => T): T {
  const [start] = useState(() => (readTyped(store, key) as T | null) ?? defaults());
  return start;
}

/** The values a screen starts from when only some fields are kept (`useKeepTyping`'s `only`): those over the defaults. */
export function useKeptFields<T extends object>(store: TypingStore | null, key: string, defaults: () => T): T {
  const [start] = useState(() => restoreTyped(defaults(), readTyped(store, key)));
  return start;
}
