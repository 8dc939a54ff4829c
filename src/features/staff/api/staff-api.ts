// The staff console's client: openapi-fetch over the generated contract, through the portal's own catalogue
// (timeouts, the 401 rules, envelopes; src/api/client.ts), with the staff token as its bearer. Nothing of it is
// in an applicant page: only the lazy /staff route group imports it.
import { createPortalClient, unwrap as settle, type ApiFailure, type PayloadOf } from '../../../api/client';
import type { paths } from '../../../api/schema.gen';
import { publicOperations } from '../../../api/operations.gen';
import { getLanguage } from '../../../lib/language';
import { navigate } from '../../../lib/navigation';
import { getStaffToken, noteAnswered } from './staff-token';

export const STAFF_SIGN_IN_PATH = '/staff/sign-in';

/** Why the console sent the person to sign in, shown there in words. */
export type SessionEnd = 'idle' | 'relogin';

/** A refused or failed call, carrying the server's words (in the reader's language) or the catalogue's. */
export class StaffRefusal extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(failure.msg || failure.kind);
    this.name = 'StaffRefusal';
    this.failure = failure;
  }
  get code(): number | null {
    return this.failure.code;
  }
  /** Field messages of a code-400 answer, to place beside the fields. */
  get fields(): Record<string, string> | undefined {
    return this.failure.fields;
  }
}

/** The path (and query) to come back to after signing in again; never a sign-in page itself. */
function returnPath(): string {
  const { pathname, search } = window.location;
  return pathname.startsWith('/staff') && !pathname.startsWith(STAFF_SIGN_IN_PATH) ? pathname + search : '/staff';
}

export function signInPathFor(back: string, ended?: SessionEnd): string {
  const query = new URLSearchParams({ return: back });
  if (ended) query.set('ended', ended);
  return `${STAFF_SIGN_IN_PATH}?${query}`;
}

// The password, then the second factor: a 401 from either ends that sign-in, never a session (decision 146).
const SIGN_IN_STEPS = ['POST /api-staff/session', 'POST /api-staff/session/second-factor'];

// Screens show each refusal where it happened (beside the form or in the list), so the catalogue's own message area
// stays silent here: the same words twice, once far from the form, would only confuse.
const silent = { show() {}, closeAll() {}, withdraw() {} };

export const staffApi = createPortalClient<paths>({
  baseUrl: '',
  // The steps before a session (sign-in, enrolment) carry the portal's client credential, as the contract says.
  operations: publicOperations.filter((operation) => operation.path.startsWith('/api-staff/')),
  getToken: getStaffToken,
  getLanguage,
  notifier: silent,
  signInOperations: SIGN_IN_STEPS,
  onSessionEnded(reason) {
    // A failed sign-in step is not a session that ended: nothing was open, and the sign-in page says why itself.
    if (!getStaffToken() || window.location.pathname === STAFF_SIGN_IN_PATH) return;
    // The sign-in page forgets the token as it opens: forgotten here, the screen still shown would send the person to
    // sign in a second time, without the reason and before this navigation.
    navigate(signInPathFor(returnPath(), reason));
  },
});

// The server's words for a session it ended (idle, signed out elsewhere, disabled), for the sign-in page to show. Kept
// in memory: the console goes there without a reload, and a reloaded sign-in page falls back to its own words.
let sessionEndWords: string | null = null;

/** What the server said when it ended the session, once. */
export function takeSessionEndWords(): string | null {
  const words = sessionEndWords;
  sessionEndWords = null;
  return words;
}

// Runs before the catalogue's middleware (openapi-fetch answers middlewares last first), which reads no 401 body.
staffApi.use({
  async onResponse({ request, response, schemaPath }) {
    // A call the server answered with the token restarted the session's idle clock there; the warning follows it.
    if (response.status === 200 && request.headers.get('authorization')?.startsWith('Bearer ')) noteAnswered();
    // A sign-in step's 401 ended no session: its words, kept, would greet the next sign-in page as if one had.
    if (response.status === 401 && !SIGN_IN_STEPS.includes(`${request.method} ${schemaPath}`)) {
      try {
        const { msg } = (await response.clone().json()) as { msg?: unknown };
        if (typeof msg === 'string' && msg) sessionEndWords = msg;
      } catch {
        // No envelope: the sign-in page says it in its own words.
      }
    }
    return undefined;
  },
});

/** The data of a call, or a thrown StaffRefusal carrying the server's message: the shape a query function wants. */
export async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(pending: Promise<R>): Promise<PayloadOf<R>> {
  const result = await settle(pending);
  if (!result.ok) throw new StaffRefusal(result);
  return result.data;
}

/** The words to show for any error a staff call threw. */
export function refusalText(error: unknown): string {
  if (error instanceof StaffRefusal) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The server ended the sign-in under way (its code tries used, its minutes up): only the password starts another. */
export function endsSignIn(error: unknown): error is StaffRefusal {
  return error instanceof StaffRefusal && error.failure.kind === 'sign-in-ended';
}

export function isRefusal(error: unknown, code?: number): error is StaffRefusal {
  return error instanceof StaffRefusal && (code === undefined || error.code === code);
}
