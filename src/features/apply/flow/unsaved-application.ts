import { getSession } from '../../../lib/session';
import type { DraftSummary } from './draft-summary';

// A new application has no draft until its first save lands, and its address names none until then. A reload in that
// moment, or while a first save cannot reach the server, opened a new application: the visa chosen was lost. Until the
// address names the draft, the flow keeps what its first save sends in the page's history entry, with the id that save
// asks for (decision 143). A reload of the entry sends that create again: the server makes one draft per id, and the
// flow opens the draft it answers. The history entry, like the kept typing of decision 072, reaches neither another
// visit to the address nor another tab; the person it was kept for is named, so a sign-in as someone else in the same
// tab never sends it.

export interface UnsavedApplication {
  /** The id the first save asks the server to give the draft. */
  id: string;
  snapshot: Record<string, unknown>;
  summary: DraftSummary;
}

const FIELD = 'unsavedApplication';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const currentUser = (): string | null => getSession().userInfo?.id ?? null;

/** A random UUID, the form the contract asks of a draft's id. */
export function newDraftId(): string {
  // randomUUID exists only on a secure origin; a development server reached over the network is not one.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Writes the unsaved application into the page's current history entry, beside the router's own fields. */
export function keepInEntry(unsaved: UnsavedApplication): void {
  const owner = currentUser();
  if (typeof window === 'undefined' || !owner) return;
  try {
    window.history.replaceState({ ...(window.history.state as object | null), [FIELD]: { ...unsaved, owner } }, '');
  } catch {
    // A refused history write (a snapshot the browser will not clone) only costs the safety net.
  }
}

/** The entry keeps no unsaved application any more: its draft was deleted, and a reload must not send it again. */
export function forgetEntry(): void {
  if (typeof window === 'undefined') return;
  const state = window.history.state as Record<string, unknown> | null;
  if (!state || !(FIELD in state)) return;
  const { [FIELD]: _forgotten, ...rest } = state;
  window.history.replaceState(rest, '');
}

/** The unsaved application the current history entry keeps for the signed-in person, if any. */
export function unsavedInEntry(): UnsavedApplication | null {
  if (typeof window === 'undefined') return null;
  const kept = (window.history.state as Record<string, unknown> | null)?.[FIELD] as Record<string, unknown> | undefined;
  if (!kept || typeof kept !== 'object') return null;
  const { id, owner, snapshot, summary } = kept;
  if (typeof id !== 'string' || !UUID.test(id) || owner !== currentUser() || owner === null) return null;
  if (!isRecord(snapshot) || !isRecord(summary)) return null;
  return { id, snapshot, summary: summary as unknown as DraftSummary };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
