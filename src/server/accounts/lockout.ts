import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { addSeconds, type Clock } from './clock.ts';
import { LOCKOUT_FAILURES, LOCKOUT_SECONDS } from './policy.ts';

/**
 * Consecutive failed logins per account and client address; the fifth locks that address out of the account for 15
 * minutes, a success or the lock's end resets. Keyed by address so that a stranger's five guesses slow the stranger
 * (with the graphic code on every try and the per-address login limit) and do not lock the owner out of their own
 * account from their own network.
 */
export function createLockout(db: Db, now: Clock) {
  const lockouts = t.accountLockouts;
  return {
    /** The end of the lock in force for this address, or null. */
    async lockedUntil(userId: string, source: string): Promise<Date | null> {
      const [found] = await db.select().from(lockouts)
        .where(and(eq(lockouts.userId, userId), eq(lockouts.source, source), gt(lockouts.lockedUntil, now())));
      return found?.lockedUntil ?? null;
    },

    /**
     * Records a failure in one upsert, so failures racing from many processes are all counted and exactly one of
     * them locks; answers the lock's end to the failure that locked.
     */
    async fail(userId: string, source: string): Promise<Date | null> {
      const at = now();
      const until = addSeconds(at, LOCKOUT_SECONDS);
      // A lapsed lock starts the count again.
      const lapsed = sql`(${lockouts.lockedUntil} is not null and ${lockouts.lockedUntil} <= ${at})`;
      const failures = sql`case when ${lapsed} then 1 else ${lockouts.failures} + 1 end`;
      const [row] = await db.insert(lockouts)
        .values({ userId, source, failures: 1, lastFailureAt: at, lockedUntil: LOCKOUT_FAILURES <= 1 ? until : null })
        .onConflictDoUpdate({
          target: [lockouts.userId, lockouts.source],
          set: {
            failures,
            lastFailureAt: at,
            lockedUntil: sql`case when ${lapsed} then null when ${lockouts.failures} + 1 = ${LOCKOUT_FAILURES} then ${until}::timestamptz else ${lockouts.lockedUntil} end`,
          },
        })
        .returning({ failures: lockouts.failures, lockedUntil: lockouts.lockedUntil });
      return row && row.failures === LOCKOUT_FAILURES ? row.lockedUntil : null;
    },

    /** A success from an address clears its count; a password reset (no address) clears every address's. */
    async succeed(userId: string, source?: string) {
      await db.delete(lockouts).where(source === undefined ? eq(lockouts.userId, userId) : and(eq(lockouts.userId, userId), eq(lockouts.source, source)));
    },
  };
}

export type Lockout = ReturnType<typeof createLockout>;
