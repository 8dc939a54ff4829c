// The staff console's session token: one tab's shift. Kept in sessionStorage (a reload keeps it, a closed tab or
// another tab does not) and in memory (a blocked storage still lets the tab work). The applicants' start clears
// sessionStorage on every visit (spec §1), but not on a console page (src/app/start.tsx): opening an applicant's
// page in the console's tab ends the shift there, as leaving the console should.
const STAFF_TOKEN_KEY = 'staff.session';

type Listener = () => void;
const listeners = new Set<Listener>();
let memory: string | null | undefined;

function stored(): string | null {
  try {
    return sessionStorage.getItem(STAFF_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function getStaffToken(): string | null {
  if (memory === undefined) memory = stored();
  return memory;
}

export function setStaffToken(token: string | null): void {
  memory = token;
  try {
    if (token) sessionStorage.setItem(STAFF_TOKEN_KEY, token);
    else sessionStorage.removeItem(STAFF_TOKEN_KEY);
  } catch {
    // Storage blocked: the token lives in memory until the tab reloads.
  }
  for (const listener of listeners) listener();
}

export function subscribeStaffToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The sandbox's /dev/staff hands a session over as `#session=<token>` (never a query: a fragment is not sent to the
 * server nor kept in its logs). Read once, then taken out of the address so a copied link or the history never holds it.
 */
export function takeHandedOverToken(): boolean {
  const match = /(?:^#|&)session=([^&]+)/.exec(window.location.hash);
  if (!match) return false;
  setStaffToken(decodeURIComponent(match[1]!));
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return true;
}

// When the server last saw this session: each answered call restarts its idle clock (15 minutes, the server's
// STAFF_IDLE_SECONDS), so the console's warning counts from the last answer, not from the last click.
let lastAnswerAt = Date.now();
const activityListeners = new Set<Listener>();

export function noteAnswered(at = Date.now()): void {
  lastAnswerAt = at;
  for (const listener of activityListeners) listener();
}

export function lastAnsweredAt(): number {
  return lastAnswerAt;
}

export function subscribeAnswered(listener: Listener): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}
