import type { ApiFailure } from '../../../api/client';

// A reading the server could not start (every reader busy: code 429 with `retryAfterSeconds`) or that outlasted the
// browser's patience is asked again by the page itself: the person waiting sees that it is being tried again and
// when, instead of an error that only asks them to press "try again" at the right moment. Anything else (a refusal,
// an unreadable image, a dropped connection) still stops at once with its own advice.

/** Tries after the first: enough to ride out a queue of a few people, short enough that a stuck reader ends. */
export const READING_RETRIES = 5;
/**
 * The longest a person waits between two tries, whatever the server estimates: its estimate counts every reading
 * ahead at its whole deadline, and readings mostly end in a few seconds (a full queue asked for 200 s on the
 * journeys' server and had drained in about 10).
 */
export const LONGEST_WAIT_SECONDS = 10;

export interface ReadingRetry {
  /** `busy`: the server said so; `slow`: no answer within the browser's patience. */
  why: 'busy' | 'slow';
  /** How long before the next try. */
  seconds: number;
}

type ReadingFailure = Pick<ApiFailure, 'kind' | 'code' | 'data'>;

function busySeconds(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { reason, retryAfterSeconds } = data as { reason?: unknown; retryAfterSeconds?: unknown };
  if (reason !== 'busy') return null;
  return typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : 1;
}

/**
 * Whether a failed reading is tried again by itself, and after how long; `triesSoFar` counts the one that failed. A
 * reading that outlasted the patience is tried once more at once: the server stopped it when the browser left, so
 * the second try is not a duplicate, and a reader that was only briefly swamped answers it.
 */
export function retryOfReading(failure: ReadingFailure, triesSoFar: number): ReadingRetry | null {
  if (triesSoFar > READING_RETRIES) return null;
  const busy = failure.code === 429 ? busySeconds(failure.data) : null;
  if (busy !== null) return { why: 'busy', seconds: Math.min(LONGEST_WAIT_SECONDS, Math.max(1, Math.ceil(busy))) };
  if (failure.kind === 'timeout' && triesSoFar === 1) return { why: 'slow', seconds: 0 };
  return null;
}
