import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { addSeconds, secondsBetween, type Clock } from './clock.ts';
import { waitUntilAfter } from './doubling-wait.ts';
import { SLOWING_FIRST_WAIT_SECONDS, SLOWING_FREE_TRIES, SLOWING_LONGEST_WAIT_SECONDS, SLOWING_WINDOW_SECONDS } from './policy.ts';

/**
 * The row of `account_lockouts` that counts an account's password tries from every address (decision 078). No
 * client address is written this way, so it never meets the per-address rows of lockout.ts, and a password reset,
 * which clears all of an account's rows, clears this count too.
 */
export const EVERY_ADDRESS = '*';

export type SlowingVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A growing wait between password tries on one account, whichever addresses they come from: the per-address lock
 * (lockout.ts) cannot see a guesser who moves to a new address every few tries (issue 39: 60 of 60 checked).
 */
export function createSlowing(db: Db, now: Clock) {
  const rows = t.accountLockouts;
  return {
    /**
     * Takes a try before the password is checked, in one upsert: a try inside the wait is refused and not counted,
     * and tries racing from many processes queue on the row, so exactly the free ones pass and the next one sets
     * the wait. Every try counts until a success clears the count.
     */
    async take(userId: string): Promise<SlowingVerdict> {
      const at = now();
      const lapsed = sql`${rows.lastFailureAt} <= ${addSeconds(at, -SLOWING_WINDOW_SECONDS)}::timestamptz`;
      const tries = sql`(case when ${lapsed} then 1 else ${rows.failures} + 1 end)`;
      const [taken] = await db.insert(rows)
        .values({ userId, source: EVERY_ADDRESS, failures: 1, lastFailureAt: at, lockedUntil: null })
        .onConflictDoUpdate({
          target: [rows.userId, rows.source],
          set: {
            failures: tries,
            lastFailureAt: at,
            lockedUntil: waitUntilAfter(tries, at, { freeTries: SLOWING_FREE_TRIES, firstSeconds: SLOWING_FIRST_WAIT_SECONDS, longestSeconds: SLOWING_LONGEST_WAIT_SECONDS }),
          },
          setWhere: sql`${rows.lockedUntil} is null or ${rows.lockedUntil} <= ${at}::timestamptz`,
        })
        .returning({ failures: rows.failures });
      if (taken) return { allowed: true };
      const [waiting] = await db.select({ until: rows.lockedUntil }).from(rows)
        .where(and(eq(rows.userId, userId), eq(rows.source, EVERY_ADDRESS)));
      return { allowed: false, retryAfterSeconds: Math.max(1, waiting?.until ? secondsBetween(at, waiting.until) : 1) };
    },

    /** The right password, from anywhere, ends the wait for everyone: the owner has proved who they are. */
    async succeed(userId: string) {
      await db.delete(rows).where(and(eq(rows.userId, userId), eq(rows.source, EVERY_ADDRESS)));
    },
  };
}

export type Slowing = ReturnType<typeof createSlowing>;
