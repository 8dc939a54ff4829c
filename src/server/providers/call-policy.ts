// The server's one retry-and-timeout policy (decision 110), for the calls that leave the process (SMS, mail, payment
// gateways) and for a transaction the database ended as a deadlock's victim: each attempt is bounded, a failure the
// caller calls passing is tried again after the next wait of its list, and every failed attempt is told to the
// caller, who logs it in its own words with the recipient masked. Built on cockatiel, so that the waits, the bound
// and the giving up are a maintained library's, not a loop each caller writes again.
import { IterableBackoff, TaskCancelledError, TimeoutStrategy, handleWhen, retry, timeout } from 'cockatiel';

export interface CallLimits {
  /**
   * Each attempt is abandoned after this long, ms. None for work the process cannot abandon (a transaction of its own
   * database goes on whether or not its caller waits).
   */
  timeoutMs?: number;
  /** Waits before each retry, ms; its length is the number of retries. */
  retryBackoffMs: readonly number[];
}

export interface FailedAttempt {
  /** 1 for the first call. */
  attempt: number;
  /** How long this attempt ran. */
  ms: number;
  error: unknown;
  /** The wait before the next attempt, or undefined when this was the last one. */
  retryInMs: number | undefined;
}

export interface CallRules {
  /** Whether a failure may pass by itself (a timeout, a dropped connection), so that trying again can help. */
  retryable: (error: unknown) => boolean;
  onFailure?: (failure: FailedAttempt) => void;
}

/** An attempt that did not answer within its bound; the attempt itself is abandoned, not awaited. */
export class CallTimedOut extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'CallTimedOut';
  }
}

/** `call` under the limits: its answer, or the last attempt's error once retrying is over. */
export async function callWithPolicy<T>(call: (signal: AbortSignal) => Promise<T>, limits: CallLimits, rules: CallRules): Promise<T> {
  const waits = limits.retryBackoffMs;
  const retrying = retry(handleWhen(rules.retryable), { maxAttempts: waits.length, backoff: new IterableBackoff(waits) });
  const { timeoutMs } = limits;
  // Aggressive: the caller is answered at the bound even when the provider's client ignores the signal.
  const bounded = timeoutMs === undefined ? undefined : timeout(timeoutMs, TimeoutStrategy.Aggressive);
  return retrying.execute(async ({ attempt }) => {
    const startedAt = Date.now();
    try {
      return await (bounded ? bounded.execute(({ signal }) => call(signal)) : call(new AbortController().signal));
    } catch (caught) {
      const error = caught instanceof TaskCancelledError ? new CallTimedOut(timeoutMs ?? 0) : caught;
      const retryInMs = attempt < waits.length && rules.retryable(error) ? waits[attempt] : undefined;
      rules.onFailure?.({ attempt: attempt + 1, ms: Date.now() - startedAt, error, retryInMs });
      throw error;
    }
  });
}
