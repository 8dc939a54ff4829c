import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { Outbox } from '../providers/outbox.ts';
import { addSeconds, type Clock } from './clock.ts';
import { captchaAlphabet } from './captcha-glyphs.ts';
import { drawCaptcha } from './captcha-svg.ts';
import { CAPTCHA_LENGTH, CAPTCHA_VALID_SECONDS } from './policy.ts';
import { keyedHash, sameText } from './secrets.ts';

export type CaptchaVerdict = 'ok' | 'wrong' | 'expired';

const SWEEP_BATCH = 100;

/**
 * One graphic code per device id (a new drawing replaces the old), case-insensitive, single use: it is spent by the
 * first check, right or wrong, so it cannot be guessed at. The sandbox also writes each answer to the outbox, which
 * is how browser tests read it.
 */
export function createCaptchas(db: Db, secret: string, now: Clock, sandboxOutbox: Outbox | null) {
  const hash = (answer: string) => keyedHash(secret, 'captcha', answer.trim().toUpperCase());
  const dead = () => or(lte(t.captchas.expiresAt, now()), isNotNull(t.captchas.usedAt));
  /**
   * Each draw removes up to a batch of expired or spent codes: drawing adds one row, so the table stays about as
   * large as the codes still shown, with no worker to run (issue 39 item 7). A removed code checks as "expired",
   * exactly as it would have.
   */
  const sweep = () => db.delete(t.captchas)
    .where(inArray(t.captchas.deviceId, db.select({ deviceId: t.captchas.deviceId }).from(t.captchas).where(dead()).limit(SWEEP_BATCH)));

  return {
    async draw(deviceId: string, label: string): Promise<string> {
      let answer = '';
      for (let i = 0; i < CAPTCHA_LENGTH; i += 1) answer += captchaAlphabet[randomInt(captchaAlphabet.length)];
      const values = { answerHash: hash(answer), expiresAt: addSeconds(now(), CAPTCHA_VALID_SECONDS), usedAt: null };
      await db.insert(t.captchas).values({ deviceId, ...values })
        .onConflictDoUpdate({ target: t.captchas.deviceId, set: values });
      await sweep();
      await sandboxOutbox?.record({ channel: 'captcha', recipient: deviceId, body: `graphic code ${answer}`, code: answer, status: 'sent' });
      return drawCaptcha(answer, label);
    },

    async check(deviceId: string, answer: string): Promise<CaptchaVerdict> {
      const at = now();
      const [spent] = await db.update(t.captchas).set({ usedAt: at })
        .where(and(eq(t.captchas.deviceId, deviceId), isNull(t.captchas.usedAt)))
        .returning();
      if (!spent) return 'expired';
      if (spent.expiresAt <= at) return 'expired';
      return sameText(spent.answerHash, hash(answer)) ? 'ok' : 'wrong';
    },
  };
}

export type Captchas = ReturnType<typeof createCaptchas>;
