import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { REQUEST_TIMEOUT_MS, type Language } from '../domain/constants';
import {
  isEnvelope,
  judgeNoResponse,
  judgeResponse,
  type ApiFailure,
  type ApiResult,
  type Verdict,
} from './catalogue';

export type { ApiFailure, ApiResult, FailureKind, Envelope } from './catalogue';

/** Structurally the `OperationInfo` of operations.gen.ts, so this file compiles without it. */
export interface OperationRef {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  public: boolean;
}

export interface Notifier {
  show(kind: 'warning' | 'error' | 'info', text: string): void;
  closeAll(): void;
  /** Closes the message shown only while it is still this text: a later message stays. */
  withdraw(text: string): void;
}

export interface PortalClientOptions {
  /** '' in the browser: same origin. */
  baseUrl: string;
  operations: readonly OperationRef[];
  clientCredential?: { id: string; secret: string };
  getToken(): string | null;
  getLanguage(): Language;
  notifier: Notifier;
  onSessionEnded(reason: 'relogin' | 'idle'): void;
  timeoutMs?: number;
  /**
   * Calls given longer than `timeoutMs`, keyed `POST /path` as the contract names them: reading an image is work the
   * server does while the person watches a progress line, queued behind other readings, not a lookup (decision 062).
   */
  longerTimeouts?: Readonly<Record<string, number>>;
  /**
   * The steps of signing in, keyed `POST /path`: a 401 from one ends that sign-in, not a session (there is none yet),
   * and keeps the server's words (decision 146).
   */
  signInOperations?: readonly string[];
  fetch?: typeof fetch;
}

export type PortalClient<Paths extends object> = Client<Paths> & {
  /** The timeout in force, so callers and tests can see the default of spec §9. */
  readonly timeoutMs: number;
};

export const DEFAULT_CLIENT_CREDENTIAL = { id: 'portal-web', secret: 'portal-web-secret' } as const;

const STATUS_CHECK = 'GET /api/account/status';

/** Rejection of a call that has no envelope to resolve with; the catalogue has already handled it. */
export class PortalRequestError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure, options?: { cause?: unknown }) {
    super(`${failure.kind}: ${failure.msg}`, options);
    this.name = 'PortalRequestError';
    this.failure = failure;
  }
}

// What the middleware decided for each response, read back by unwrap(). Module level, so that
// unwrap() is a plain function api modules can import; responses are unique objects.
const outcomes = new WeakMap<Response, ApiFailure | null>();

interface Signals {
  caller: AbortSignal;
  timeout: AbortSignal;
}

function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

function isJsonResponse(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createPortalClient<Paths extends object>(options: PortalClientOptions): PortalClient<Paths> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const credential = options.clientCredential ?? DEFAULT_CLIENT_CREDENTIAL;
  const basic = `Basic ${btoa(`${credential.id}:${credential.secret}`)}`;
  const publicOperations = new Set(
    options.operations.filter((operation) => operation.public).map((operation) => operationKey(operation.method, operation.path)),
  );
  const signInSteps = new Set(options.signInOperations ?? []);
  const signals = new WeakMap<Request, Signals>();
  // "Network error" or "timed out", per call (`POST /path`), until that call is answered. An answer means what the
  // notice reported is over: an autosave's retry landed, a button pressed again went through. Left up, it stood beside
  // 已保存 saying the opposite. Per call, not on any answer: a poll that gets through says nothing of the press that
  // did not, and an error stays until its reader closes it.
  const unansweredNotices = new Map<string, string>();

  function carryOut(verdict: Verdict): ApiFailure | null {
    if (verdict.notice) {
      // Spec §8: an open message is closed before a new one is shown.
      options.notifier.closeAll();
      options.notifier.show(verdict.notice.kind, verdict.notice.text);
    }
    if (verdict.sessionEnded) options.onSessionEnded(verdict.sessionEnded);
    return verdict.failure;
  }

  function noResponse(request: Request, schemaPath: string, error: unknown): PortalRequestError {
    const own = signals.get(request);
    // Which signal fired decides: a caller's own timeout reason must not pass for ours, and
    // a refused connection leaves both signals untouched.
    const kind = own?.timeout.aborted ? 'timeout' : own?.caller.aborted ? 'aborted' : 'network';
    const verdict = judgeNoResponse(kind, options.getLanguage());
    if (verdict.notice) unansweredNotices.set(operationKey(request.method, schemaPath), verdict.notice.text);
    const failure = carryOut(verdict);
    return new PortalRequestError(failure as ApiFailure, { cause: error });
  }

  function answered(request: Request, schemaPath: string) {
    const key = operationKey(request.method, schemaPath);
    const notice = unansweredNotices.get(key);
    if (notice === undefined) return;
    unansweredNotices.delete(key);
    options.notifier.withdraw(notice);
  }

  const catalogue: Middleware = {
    onRequest({ request, schemaPath }) {
      const headers = request.headers;
      headers.set('Accept-Language', options.getLanguage());
      if (publicOperations.has(operationKey(request.method, schemaPath))) {
        headers.set('Authorization', basic);
      } else {
        const token = options.getToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        else headers.delete('Authorization');
      }
      const limit = options.longerTimeouts?.[operationKey(request.method, schemaPath)] ?? timeoutMs;
      const own: Signals = { caller: request.signal, timeout: AbortSignal.timeout(limit) };
      const timed = new Request(request, { headers, signal: AbortSignal.any([own.caller, own.timeout]) });
      signals.set(timed, own);
      return timed;
    },

    async onResponse({ request, response, schemaPath, options: merged }) {
      // A download (parseAs blob/arrayBuffer/...) that succeeded carries a file, not an envelope.
      const download = response.ok && merged.parseAs !== 'json' && !isJsonResponse(response);
      if (download && merged.parseAs === 'stream') {
        answered(request, schemaPath);
        outcomes.set(response, null);
        return undefined;
      }
      const key = operationKey(request.method, schemaPath);
      let body: unknown;
      if (response.status !== 401) {
        try {
          // Reading the whole body here keeps a timeout or abort while it arrives inside the catalogue.
          const copy = response.clone();
          if (download) await copy.arrayBuffer();
          else body = parseJson(await copy.text());
        } catch (error) {
          throw noResponse(request, schemaPath, error);
        }
      }
      answered(request, schemaPath);
      if (download) {
        outcomes.set(response, null);
        return undefined;
      }
      const failure = carryOut(
        judgeResponse({
          status: response.status,
          body,
          isStatusCheck: key === STATUS_CHECK,
          isSignInStep: signInSteps.has(key),
          language: options.getLanguage(),
        }),
      );
      // openapi-fetch would throw on a non-JSON 2xx body; reject with the handled failure instead.
      if (failure?.kind === 'server') throw new PortalRequestError(failure);
      outcomes.set(response, failure);
      return undefined;
    },

    onError({ request, schemaPath, error }) {
      return noResponse(request, schemaPath, error);
    },
  };

  const client = createClient<Paths>({ baseUrl: options.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  client.use(catalogue);
  return Object.assign(client, { timeoutMs });
}

/** The `data` of a success envelope; a non-envelope success (a downloaded file) passes through whole. */
export type PayloadOf<R> = R extends { data: infer E } ? (E extends { code: number; data?: infer D } ? D : E) : never;

/**
 * Turns a call of a portal client into a result the caller can branch on without repeating
 * the catalogue: `{ ok: true, data }` or a handled `ApiFailure`. Only errors that are not the
 * catalogue's (programming faults) still reject.
 */
export async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
  pending: Promise<R>,
): Promise<ApiResult<PayloadOf<R>>> {
  let result: R;
  try {
    result = await pending;
  } catch (error) {
    if (error instanceof PortalRequestError) return error.failure;
    throw error;
  }
  const outcome = outcomes.get(result.response);
  if (outcome === undefined) throw new Error('unwrap() takes a call made with a client of createPortalClient()');
  if (outcome) return outcome;
  // Code 0 normally arrives as HTTP 200 (data); any other status puts the envelope in error.
  const body = result.data ?? result.error;
  return { ok: true, data: (isEnvelope(body) ? body.data : body) as PayloadOf<R> };
}
