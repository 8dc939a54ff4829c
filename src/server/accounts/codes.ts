import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { withKeyedLock } from '../db/keyed-lock.ts';
import * as t from '../db/schema.ts';
import { addSeconds, secondsBetween, startOfBeijingDay, type Clock } from './clock.ts';
import { CODE_DIGITS, CODE_MAX_WRONG_TRIES, CODE_RESEND_SECONDS, CODE_SENDS_PER_DAY, CODE_VALID_SECONDS } from './policy.ts';
import { keyedHash, randomDigits, sameText } from './secrets.ts';

export type CodeChannel = 'sms' | 'email';

export type SendOutcome =
  | { sent: true; expiresInSeconds: number; resendAfterSeconds: number }
  | { sent: false; why: 'cooldown' | 'daily'; retryAfterSeconds: number; retryAt: Date }
  | { sent: false; why: 'deliveryFailed' };

export type CodeVerdict = 'ok' | 'wrong' | 'expired' | 'tooManyTries';

/**
 * Six-digit codes by SMS or e-mail: valid 10 minutes, one send per target per minute and ten per (Beijing) day,
 * void after five wrong tries; a new code replaces the earlier ones of the same purpose.
 */
export function createCodes(db: Db, secret: string, now: Clock) {
  const hash = (code: string) => keyedHash(secret, 'code', code.trim());

  return {
    /**
     * `deliver` is called with the fresh code; answering false means the provider failed and the code is dropped.
     * Passing no `deliver` creates the code without sending it (retrieve-password for an unknown account, so its
     * answers and limits look the same as for a real one).
     */
    async send(channel: CodeChannel, target: string, purpose: string, deliver?: (code: string) => Promise<boolean>): Promise<SendOutcome> {
      const at = now();
      const code = randomDigits(CODE_DIGITS);
      const id = randomUUID();
      // The cooldown and the daily cap are read and the code written as one step under the target's lock, so ten
      // sends at once (any number of processes) make one code. The provider is called after, outside the lock.
      const refused = await withKeyedLock(db, `code-send:${target}`, async (tx): Promise<SendOutcome | null> => {
        const [latest] = await tx.select().from(t.verificationCodes)
          .where(eq(t.verificationCodes.target, target))
          .orderBy(desc(t.verificationCodes.createdAt)).limit(1);
        if (latest) {
          const resendAt = addSeconds(latest.createdAt, CODE_RESEND_SECONDS);
          if (resendAt > at) return { sent: false, why: 'cooldown', retryAfterSeconds: secondsBetween(at, resendAt), retryAt: resendAt };
        }
        const dayStart = startOfBeijingDay(at);
        const [today] = await tx.select({ n: count() }).from(t.verificationCodes)
          .where(and(eq(t.verificationCodes.target, target), gte(t.verificationCodes.createdAt, dayStart)));
        if ((today?.n ?? 0) >= CODE_SENDS_PER_DAY) {
          const nextDay = addSeconds(dayStart, 86_400);
          return { sent: false, why: 'daily', retryAfterSeconds: secondsBetween(at, nextDay), retryAt: nextDay };
        }
        await tx.insert(t.verificationCodes).values({
          id, channel, target, purpose, codeHash: hash(code), createdAt: at, expiresAt: addSeconds(at, CODE_VALID_SECONDS),
        });
        return null;
      });
      if (refused) return refused;
      if (deliver && !(await deliver(code))) {
        await db.delete(t.verificationCodes).where(eq(t.verificationCodes.id, id));
        return { sent: false, why: 'deliveryFailed' };
      }
      await db.update(t.verificationCodes).set({ voidedAt: at }).where(and(
        eq(t.verificationCodes.target, target),
        eq(t.verificationCodes.purpose, purpose),
        ne(t.verificationCodes.id, id),
        isNull(t.verificationCodes.voidedAt),
      ));
      return { sent: true, expiresInSeconds: CODE_VALID_SECONDS, resendAfterSeconds: CODE_RESEND_SECONDS };
    },

    /** Spends the code on success; a wrong try counts, and the fifth voids it. A right one gives its try back. */
    /** `spend: false` checks a code that a confirmed call spends next (a wrong one still takes a try). */
    async check(target: string, purpose: string, code: string, { spend = true }: { spend?: boolean } = {}): Promise<CodeVerdict> {
      const at = now();
      const [row] = await db.select().from(t.verificationCodes)
        .where(and(eq(t.verificationCodes.target, target), eq(t.verificationCodes.purpose, purpose)))
        .orderBy(desc(t.verificationCodes.createdAt)).limit(1);
      if (!row) return 'wrong';
      if (row.voidedAt && row.tries >= CODE_MAX_WRONG_TRIES) return 'tooManyTries';
      if (row.usedAt || row.voidedAt || row.expiresAt <= at) return 'expired';
      // A try is taken before the code is compared, by one conditional update: of 100 guesses at once only the
      // tries left get an answer, whatever the number of processes; the others find the code spent.
      const [taken] = await db.update(t.verificationCodes).set({ tries: sql`${t.verificationCodes.tries} + 1` })
        .where(and(
          eq(t.verificationCodes.id, row.id),
          lt(t.verificationCodes.tries, CODE_MAX_WRONG_TRIES),
          isNull(t.verificationCodes.usedAt),
          isNull(t.verificationCodes.voidedAt),
        ))
        .returning({ tries: t.verificationCodes.tries });
      if (!taken) {
        const [current] = await db.select().from(t.verificationCodes).where(eq(t.verificationCodes.id, row.id));
        return current && current.tries >= CODE_MAX_WRONG_TRIES && !current.usedAt ? 'tooManyTries' : 'expired';
      }
      if (!sameText(row.codeHash, hash(code))) {
        const exhausted = taken.tries >= CODE_MAX_WRONG_TRIES;
        if (exhausted) await db.update(t.verificationCodes).set({ voidedAt: at }).where(eq(t.verificationCodes.id, row.id));
        return exhausted ? 'tooManyTries' : 'wrong';
      }
      const [spent] = await db.update(t.verificationCodes).set({ usedAt: spend ? at : null, tries: sql`${t.verificationCodes.tries} - 1` })
        .where(and(eq(t.verificationCodes.id, row.id), isNull(t.verificationCodes.usedAt), isNull(t.verificationCodes.voidedAt)))
        .returning({ id: t.verificationCodes.id });
      return spent ? 'ok' : 'expired';
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
