import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { secondsBetween } from '../accounts/clock.ts';
import { waitUntilAfter, type DoublingWait } from '../accounts/doubling-wait.ts';
import { STAFF_FIRST_WAIT_SECONDS, STAFF_FREE_TRIES, STAFF_LONGEST_WAIT_SECONDS } from './policy.ts';
import type { Tx } from './links.ts';

const staffWait: DoublingWait = { freeTries: STAFF_FREE_TRIES, firstSeconds: STAFF_FIRST_WAIT_SECONDS, longestSeconds: STAFF_LONGEST_WAIT_SECONDS };

export type StaffSlowingVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes a password try at signing in as this person before it is checked, in one UPDATE on
 * their row: a try inside the wait is refused and not counted, and tries racing from several processes queue on the
 * row lock, so exactly the free ones pass and the next one sets the wait. The same approach as the applicants'
 * (accounts/slowing.ts), with the count on the staff row and stricter numbers.
 */
export async function takeSignInTry(db: Db, staffId: string, at: Date): Promise<StaffSlowingVerdict> {
  const s = t.staffUsers;
  const tries = sql`(${s.failedSignIns} + 1)`;
  const taken = await db.update(s)
    .set({ failedSignIns: tries, waitUntil: waitUntilAfter(tries, at, staffWait) })
    .where(sql`${s.id} = ${staffId} and (${s.waitUntil} is null or ${s.waitUntil} <= ${at}::timestamptz)`)
    .returning({ id: s.id });
  if (taken.length) return { allowed: true };
  const [row] = await db.select({ until: s.waitUntil }).from(s).where(eq(s.id, staffId));
  return { allowed: false, retryAfterSeconds: Math.max(1, row?.until ? secondsBetween(at, row.until) : 1) };
}

/**
 * A wrong second factor: counted like a wrong password, so a thief who has the password waits longer before each
 * next one, but never itself refused by the wait. The half-open session it came through already passed a counted
 * password try (and has its own few tries, `STAFF_CODE_TRIES_PER_SESSION`), and refusing it would shut out the owner
 * too: their own right password, after a wait, sets the next wait.
 */
export async function countFailedTry(db: Db, staffId: string, at: Date): Promise<void> {
  const s = t.staffUsers;
  const tries = sql`(${s.failedSignIns} + 1)`;
  // Never shortens a wait already running (PostgreSQL's greatest skips the null of the free tries).
  await db.update(s)
    .set({ failedSignIns: tries, waitUntil: sql`greatest(${s.waitUntil}, ${waitUntilAfter(tries, at, staffWait)})` })
    .where(eq(s.id, staffId));
}

/**
 * Only a whole sign-in (password and second factor) clears the count: were the right password enough, a thief who
 * has it could reset the count before every batch of guessed codes.
 */
export async function clearSignInTries(tx: Tx | Db, staffId: string): Promise<void> {
  await tx.update(t.staffUsers).set({ failedSignIns: 0, waitUntil: null }).where(eq(t.staffUsers.id, staffId));
}
