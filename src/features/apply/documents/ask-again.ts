import type { ApiFailure, ApiResult } from '../../../api/client';
import { pause } from './reading-retry';

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
  /** Before the first failure is asked again and after: the person cancelled. */
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
