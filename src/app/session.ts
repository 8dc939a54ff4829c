// The session keys of spec §3 that the shell needs before the account issue brings the session
// machine: the token for the client, the stored centerId for the QR and for the login redirect.
const TOKEN = 'token';
const CENTER_ID = 'centerId';
const SESSION_KEYS = [TOKEN, 'isLogin', 'userInfo'];

export function getToken(): string | null {
  return localStorage.getItem(TOKEN);
}

export function endSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}

export function getStoredCenterId(): string | null {
  return localStorage.getItem(CENTER_ID);
}

/** A `?centerId=` in the address wins and is remembered, so later pages and the login redirect keep it. */
export function rememberCenterId(search: string): string | null {
  const fromQuery = new URLSearchParams(search).get(CENTER_ID);
  if (fromQuery) localStorage.setItem(CENTER_ID, fromQuery);
  return fromQuery ?? getStoredCenterId();
}
