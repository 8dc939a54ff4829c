// PostgreSQL ends one of two transactions that wait on each other (40P01) or, under SERIALIZABLE, one that could
// not be ordered (40001); nothing of it was written, so running it again is safe and is what the caller meant.
const RETRIED = new Set(['40P01', '40001']);
const TRIES = 4;

function sqlState(error: unknown): string | undefined {
  // drizzle wraps the driver's error: the SQLSTATE sits on the error itself or on its cause.
  for (let at: unknown = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Runs a whole transaction again when the database chose it as a deadlock's victim, a few times at most. */
export async function retryingDeadlocks<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= TRIES || !state || !RETRIED.has(state)) throw error;
    }
  }
}
