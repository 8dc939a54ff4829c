// PostgreSQL ends one of two transactions that wait on each other (40P01) or, under SERIALIZABLE, one that could
// not be ordered (40001); nothing of it was written, so running it again is safe and is what the caller meant.
import { callWithPolicy } from '../providers/call-policy.ts';

const RETRIED = new Set(['40P01', '40001']);
/** Three more tries, at once: the other transaction has ended by then. No time bound: our own work cannot be abandoned. */
const AGAIN_AFTER_MS = [0, 0, 0] as const;

function sqlState(error: unknown): string | undefined {
  // drizzle wraps the driver's error: the SQLSTATE sits on the error itself or on its cause.
  for (let at: unknown = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Runs a whole transaction again when the database chose it as a deadlock's victim, a few times at most. */
export function retryingDeadlocks<T>(transaction: () => Promise<T>): Promise<T> {
  return callWithPolicy(transaction, { retryBackoffMs: AGAIN_AFTER_MS }, {
    retryable: (error) => RETRIED.has(sqlState(error) ?? ''),
  });
}
