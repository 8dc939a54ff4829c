import type { Language } from '../domain/constants';
import { catalogueText } from './catalogue-messages';

// Spec §8 as pure decisions: what a response (or its absence) means, which message it shows
// and whether it ends the session. client.ts only carries these verdicts out.

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export type FailureKind =
  /** A non-zero code other than 401/404: the server's msg was shown as a warning. */
  | 'business'
  /** Body code 401: "please log in again", session ended. */
  | 'relogin'
  /** HTTP 401: "idle too long", session ended. */
  | 'idle'
  /** A 401 (either kind) from the account status check: nothing shown, session left alone. */
  | 'signed-out'
  /**
   * A 401 (either kind) from a step of signing in: that sign-in is over and starts again from its first step. No
   * session ended, for none was open; the server's msg when its body said one, else '' for the screen's own words.
   */
  | 'sign-in-ended'
  /** Body code 404: nothing shown. */
  | 'not-found'
  /** No response at all. */
  | 'network'
  /** No response within the timeout. */
  | 'timeout'
  /** The caller cancelled the request (its own AbortSignal): nothing shown. */
  | 'aborted'
  /** A response that is not an envelope (proxy error page, empty body ...). */
  | 'server';

export interface ApiFailure {
  ok: false;
  /** Always true: the catalogue has already shown (or deliberately not shown) the message. */
  handled: true;
  kind: FailureKind;
  /** The envelope code, or null when there was no envelope. */
  code: number | null;
  /** The server's msg, or the catalogue text that was shown; '' when nothing applies. */
  msg: string;
  /** HTTP status, or null when there was no response. */
  status: number | null;
  /** Field messages of a code-400 answer (`data.fields`), for forms to place beside fields. */
  fields?: Record<string, string>;
  /** A refusal's whole `data` (its `reason` and what goes with it), for a screen that acts on it. */
  data?: unknown;
}

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export interface Notice {
  kind: 'warning' | 'error' | 'info';
  text: string;
}

export interface Verdict {
  failure: ApiFailure | null;
  notice: Notice | null;
  sessionEnded: 'relogin' | 'idle' | null;
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

const SUCCESS: Verdict = { failure: null, notice: null, sessionEnded: null };

function failure(kind: FailureKind, fields: Omit<ApiFailure, 'ok' | 'handled' | 'kind'>): ApiFailure {
  return { ok: false, handled: true, kind, ...fields };
}

function fieldsOf(data: unknown): Record<string, string> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = (data as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export interface ResponseFacts {
  status: number;
  /** The parsed body; undefined when it was not JSON or was not read. */
  body: unknown;
  /** The call is GET /api/account/status, whose 401 only means "not signed in". */
  isStatusCheck: boolean;
  /** The call is a step of signing in (the client's `signInOperations`). */
  isSignInStep?: boolean;
  language: Language;
}

export function judgeResponse({ status, body, isStatusCheck, isSignInStep = false, language }: ResponseFacts): Verdict {
  const envelope = isEnvelope(body) ? body : null;
  const code = envelope?.code ?? null;
  const serverMsg = typeof envelope?.msg === 'string' ? envelope.msg : '';

  if (status === 401 || code === 401) {
    if (isStatusCheck) {
      return { failure: failure('signed-out', { code: code ?? 401, msg: serverMsg, status }), notice: null, sessionEnded: null };
    }
    if (isSignInStep) {
      // "Idle too long" or "please log in again" would tell someone still signing in that a session they never had
      // is over, and hide why the server stopped this sign-in (its code tries used up).
      return {
        failure: failure('sign-in-ended', { code: code ?? 401, msg: serverMsg, status }),
        notice: serverMsg ? { kind: 'warning', text: serverMsg } : null,
        sessionEnded: null,
      };
    }
    // HTTP 401 wins over the body: the server keeps it for a token that expired through idleness.
    const reason = status === 401 ? 'idle' : 'relogin';
    const text = catalogueText(reason, language);
    return {
      failure: failure(reason, { code: 401, msg: text, status }),
      notice: { kind: 'warning', text },
      sessionEnded: reason,
    };
  }
  if (!envelope) {
    const text = catalogueText('server', language);
    return { failure: failure('server', { code: null, msg: text, status }), notice: { kind: 'error', text }, sessionEnded: null };
  }
  if (envelope.code === 0) return SUCCESS;
  if (envelope.code === 404) {
    return { failure: failure('not-found', { code: 404, msg: serverMsg, status }), notice: null, sessionEnded: null };
  }
  // An empty msg would show an empty toast; the generic text at least says something went wrong.
  const text = serverMsg || catalogueText('server', language);
  const fields = envelope.code === 400 ? fieldsOf(envelope.data) : undefined;
  return {
    failure: failure('business', { code: envelope.code, msg: text, status, ...(fields ? { fields } : {}), ...(envelope.data != null ? { data: envelope.data } : {}) }),
    notice: { kind: 'warning', text },
    sessionEnded: null,
  };
}

export function judgeNoResponse(kind: 'network' | 'timeout' | 'aborted', language: Language): Verdict {
  if (kind === 'aborted') {
    return { failure: failure('aborted', { code: null, msg: '', status: null }), notice: null, sessionEnded: null };
  }
  const text = catalogueText(kind, language);
  return { failure: failure(kind, { code: null, msg: text, status: null }), notice: { kind: 'error', text }, sessionEnded: null };
}
