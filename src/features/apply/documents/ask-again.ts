import type { ApiFailure, ApiResult } from '../../../api/client';

// The upload's calls that the page asks again by itself (the token call: sending-retry.ts; the reading:
// reading-retry.ts) differ only in their rule. The loop is this one: call, and while the rule says so, say so
// and wait. `call` must settle to a result (`unwrap` of the client's call): a timeout or a dropped connection
// rejects the client's call itself, and awaited outside `unwrap` it escaped the rule untried.

export interface AskAgain<T, Retry extends { seconds: number }> {
  call: () => Promise<ApiResult<T>>;
  /** How long before the next try, or `null` to stop; `triesSoFar` counts the one that failed. */
  retryOf: (failure: ApiFailure, triesSoFar: number) => Retry | null;
  /** Before each wait: the person is told that the page is trying again. */
  onRetry: (retry: Retry) => void;
  /** The person cancelled: no further try, and a wait under way ends at once. */
  signal: AbortSignal;
}

/** The first answer, or the failure the rule stopped on; rejects only when the person cancels during a wait. */
export async function askAgain<T, Retry extends { seconds: number }>(ask: AskAgain<T, Retry>): Promise<ApiResult<T>> {
  for (let tries = 1; ; tries++) {
    const result = await ask.call();
    if (result.ok) return result;
    const retry = ask.signal.aborted ? null : ask.retryOf(result, tries);
    if (!retry) return result;
    ask.onRetry(retry);
    await pause(retry.seconds, ask.signal);
  }
}

/** Waits `seconds`, or rejects at once when the person cancels (the upload's actor is stopped). */
export function pause(seconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, seconds * 1000);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}
