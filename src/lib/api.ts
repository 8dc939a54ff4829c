import { createPortalClient, unwrap, type ApiFailure, type PayloadOf } from '../api/client';
import { RECOGNITION_TIMEOUT_MS } from '../domain/constants';
import type { paths } from '../api/schema.gen';
import { publicOperations } from '../api/operations.gen';
import { getLanguage } from './language';
import { notifier } from './notifier';
import { pathOf } from './route-paths';
import { endSession, getStoredCenterId, getToken } from './session';
import { navigate } from './navigation';

/** The document readers' calls, by the kind of document (a path not in the contract fails to compile). */
export const recognitionPath = {
  passport: '/api/file/ocr/passport',
  idCardFront: '/api/file/ocr/idcard/front',
  idCardBack: '/api/file/ocr/idcard/back',
  bankCard: '/api/file/ocr/bankcard',
} as const satisfies Record<string, keyof paths>;

// The one client of the SPA. Its middleware carries out the error catalogue (spec §8), so the api
// modules below only say what to call.
export const api = createPortalClient<paths>({
  baseUrl: '',
  // The client only asks whether a call is public, so it gets the short list, not the full table.
  operations: publicOperations,
  clientCredential: { id: 'portal-web', secret: 'portal-web-secret' },
  getToken,
  getLanguage,
  notifier,
  longerTimeouts: Object.fromEntries(Object.values(recognitionPath).map((path) => [`POST ${path}`, RECOGNITION_TIMEOUT_MS])),
  onSessionEnded(reason) {
    // The session machine, once loaded, takes the user to login itself.
    if (endSession(reason)) navigate(pathOf('login', { centerId: getStoredCenterId() }));
  },
});

/** A failed call as a thrown error, for react-query: the catalogue has already told the user. */
export class ApiError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(failure.msg || failure.kind);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

/** The payload of a call, or a thrown ApiError: the shape a query function wants. */
export async function payloadOf<R extends { data?: unknown; error?: unknown; response: Response }>(
  pending: Promise<R>,
): Promise<PayloadOf<R>> {
  const result = await unwrap(pending);
  if (!result.ok) throw new ApiError(result);
  return result.data;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.failure.kind === 'not-found';
}
