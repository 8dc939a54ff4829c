import type { SessionEndReason, StoredSession } from '../../machines/session.machine';
import { DEFAULT_LANGUAGE } from '../domain/constants';
import { getLanguage } from './language';

// The session as localStorage holds it (spec §3), readable without the session machine: the API client
// needs the token, the header and the route guard need `isLogin`, and none of them may pull xstate into
// the home route. The machine (session-actor.ts, loaded with the account screens or as soon as a session
// exists) is the only writer; this module reads, notifies, and stands in for it until it has loaded.
//
// One JSON document under `session`, so that one change is one write and another tab never sees half of
// it. `language` and `centerId` keep their own keys: they belong to the browser, not to the account, and
// are written before any session exists (language switch, `?centerId=`).
export const SESSION_KEY = 'session';
const CENTER_ID = 'centerId';

type Listener = () => void;

export interface SessionDriver {
  /** The API client saw a 401: the machine ends the session and takes the user to login. */
  ended(reason: SessionEndReason): void;
}

const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cached: StoredSession = blankSession();
let driver: SessionDriver | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function blankSession(): StoredSession {
  return {
    language: DEFAULT_LANGUAGE, token: null, centerId: null, isLogin: false, userInfo: null, unreadCount: 0,
    todoCount: 0, servicePhone: null, expiresAt: null, idleDeadline: null, returnTo: null, endReason: null,
  };
}

/** Anything but an object reads as "no session": a hand-edited or foreign value never breaks the page. */
export function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const session = { ...blankSession(), ...(value as Partial<StoredSession>) };
    // A session without a token is not a session, whatever isLogin says.
    if (!session.token) session.isLogin = false;
    return session;
  } catch {
    return null;
  }
}

/** What localStorage holds now, with the browser's own language and center. */
export function getSession(): StoredSession {
  const raw = storage()?.getItem(SESSION_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = { ...(parseSession(raw) ?? blankSession()) };
  }
  const language = getLanguage();
  const centerId = getStoredCenterId() ?? cached.centerId;
  if (cached.language !== language || cached.centerId !== centerId) cached = { ...cached, language, centerId };
  return cached;
}

/** Only the session machine writes: a change is stored once, and other tabs hear about it once. */
export function writeSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  const raw = JSON.stringify(session);
  if (store.getItem(SESSION_KEY) !== raw) store.setItem(SESSION_KEY, raw);
  if (session.centerId && store.getItem(CENTER_ID) !== session.centerId) store.setItem(CENTER_ID, session.centerId);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

// Another tab's writes reach this tab's readers (the header, the guard) even before the machine loads.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === CENTER_ID || event.key === null) notify();
  });
}

export function getToken(): string | null {
  const session = getSession();
  return session.isLogin ? session.token : null;
}

export function setSessionDriver(next: SessionDriver | null): void {
  driver = next;
}

export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * The API client's onSessionEnded. With the machine loaded it decides; otherwise the same outcome is
 * written here (what the machine's `expireByApi` does) and the machine adopts it when it restores.
 * Returns whether this module still has to take the user to login.
 */
export function endSession(reason: SessionEndReason): boolean {
  if (driver) {
    driver.ended(reason);
    return false;
  }
  const session = getSession();
  if (!session.isLogin) return false;
  writeSession({
    ...session, token: null, isLogin: false, userInfo: null, unreadCount: 0, todoCount: 0, expiresAt: null,
    idleDeadline: null, endReason: reason, returnTo: currentPath(),
  });
  return true;
}

// Set while this tab logs out on purpose and leaves the signed-in page: its guard then shows nothing
// for the moment the page is still mounted, instead of sending the person to login.
let leaving = false;

export function isLeaving(): boolean {
  return leaving;
}

export function setLeaving(value: boolean): void {
  leaving = value;
}

export function getStoredCenterId(): string | null {
  return storage()?.getItem(CENTER_ID) ?? null;
}

/** A `?centerId=` in the address wins and is remembered, so later pages and the login redirect keep it. */
export function rememberCenterId(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get(CENTER_ID);
  if (fromQuery) storage()?.setItem(CENTER_ID, fromQuery);
  return fromQuery ?? getStoredCenterId();
}

/** A return path is only ever a path of this site: never another origin (`//evil`, `https:`). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
