import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { addSeconds, type Clock } from './clock.ts';
import { LOCKOUT_FAILURES, LOCKOUT_SECONDS } from './policy.ts';

/** Consecutive failed logins per account; the fifth locks it for 15 minutes, a success or the lock's end resets. */
export function createLockout(db: Db, now: Clock) {
  async function row(userId: string) {
    const [found] = await db.select().from(t.accountLockouts).where(eq(t.accountLockouts.userId, userId));
    return found;
  }

  return {
    /** The end of the lock in force, or null. */
    async lockedUntil(userId: string): Promise<Date | null> {
      const found = await row(userId);
      return found?.lockedUntil && found.lockedUntil > now() ? found.lockedUntil : null;
    },

    /** Records a failure; answers the lock's end when this failure locked the account. */
    async fail(userId: string): Promise<Date | null> {
      const at = now();
      const found = await row(userId);
      const lapsed = found?.lockedUntil && found.lockedUntil <= at;
      const failures = (found && !lapsed ? found.failures : 0) + 1;
      const lockedUntil = failures >= LOCKOUT_FAILURES ? addSeconds(at, LOCKOUT_SECONDS) : null;
      await db.insert(t.accountLockouts)
        .values({ userId, failures, lastFailureAt: at, lockedUntil })
        .onConflictDoUpdate({ target: t.accountLockouts.userId, set: { failures, lastFailureAt: at, lockedUntil } });
      return lockedUntil;
    },

    async succeed(userId: string) {
      await db.delete(t.accountLockouts).where(eq(t.accountLockouts.userId, userId));
    },
  };
}

export type Lockout = ReturnType<typeof createLockout>;
