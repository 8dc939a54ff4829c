import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { secondsBetween } from '../accounts/clock.ts';
import { STAFF_FIRST_WAIT_SECONDS, STAFF_FREE_TRIES, STAFF_LONGEST_WAIT_SECONDS } from './policy.ts';
import type { Tx } from './links.ts';

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
  const wait = sql`least(${STAFF_LONGEST_WAIT_SECONDS}, ${STAFF_FIRST_WAIT_SECONDS} * power(2, ${tries} - ${STAFF_FREE_TRIES}))`;
  const taken = await db.update(s)
    .set({
      failedSignIns: tries,
      waitUntil: sql`case when ${tries} >= ${STAFF_FREE_TRIES} then ${at}::timestamptz + ${wait} * interval '1 second' else null end`,
    })
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
  const wait = sql`least(${STAFF_LONGEST_WAIT_SECONDS}, ${STAFF_FIRST_WAIT_SECONDS} * power(2, ${tries} - ${STAFF_FREE_TRIES}))`;
  await db.update(s)
    .set({
      failedSignIns: tries,
      waitUntil: sql`case when ${tries} >= ${STAFF_FREE_TRIES} then greatest(coalesce(${s.waitUntil}, ${at}::timestamptz), ${at}::timestamptz + ${wait} * interval '1 second') else ${s.waitUntil} end`,
    })
    .where(eq(s.id, staffId));
}

/**
 * Only a whole sign-in (password and second factor) clears the count: were the right password enough, a thief who
 * has it could reset the count before every batch of guessed codes.
 */
export async function clearSignInTries(tx: Tx | Db, staffId: string): Promise<void> {
  await tx.update(t.staffUsers).set({ failedSignIns: 0, waitUntil: null }).where(eq(t.staffUsers.id, staffId));
}
