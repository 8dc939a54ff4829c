import { sql } from 'drizzle-orm';
import type { Db } from './open.ts';

/** What runs under the lock: the transaction holding it. */
export type LockedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction holding a PostgreSQL advisory lock on `key` (hashed to the lock's 64-bit space), so
 * a check-then-write on that key — a rate limit's count and hit, a cooldown's read and insert — is one atomic step
 * for every process on the database, as if it were one statement. The lock ends with the transaction, also when
 * `work` throws. Keep `work` to database statements: a provider call inside would hold every rival waiting.
 */
export function withKeyedLock<T>(db: Db, key: string, work: (tx: LockedTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    return work(tx);
  });
}
