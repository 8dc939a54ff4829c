import type { ApiFailure } from '../../../api/client';

// The upload's first two calls (the token, then the post of the file) are asked again by the page itself when the
// server did not answer in time or the connection dropped on its side, as the reading is (reading-retry.ts). A
// server that is busy for a few seconds (a deploy, a burst of readings; in CI, every browser layer starting at once
// on two cores) would otherwise leave the person before "network interrupted, try again" for a fault that was never
// theirs. A refusal (wrong type, too large, a used token) is never asked again: its answer would be the same.

/** Tries after the first: enough to ride out a stall of some seconds, few enough that an offline phone hears soon. */
export const SENDING_RETRIES = 2;
/** The wait before each new try: the server that did not answer gets a moment before it is asked again. */
export const SENDING_PAUSE_SECONDS = 2;

export type SendingFailure =
  /** The token call: `timeout`/`network` from the API client, anything else is an answer. */
  | { step: 'token'; kind: ApiFailure['kind'] }
  /** The post: `afterSending` when the whole file had gone out before the server went quiet or hung up. */
  | { step: 'post'; reason: 'network' | 'timeout' | 'server'; afterSending?: boolean };

/** How long before the next try, or `null` to stop and tell the person; `triesSoFar` counts the one that failed. */
export function retryOfSending(failure: SendingFailure, triesSoFar: number): { seconds: number } | null {
  if (triesSoFar > SENDING_RETRIES) return null;
  const again = { seconds: SENDING_PAUSE_SECONDS };
  if (failure.step === 'token') return failure.kind === 'timeout' || failure.kind === 'network' ? again : null;
  // A file that stalled or dropped mid-way is the person's connection: sending up to 500 KB again on it is theirs
  // to decide. Once it has all gone out, the silence is the server's.
  return failure.reason !== 'server' && failure.afterSending ? again : null;
}
