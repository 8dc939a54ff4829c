import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { Outbox } from '../providers/outbox.ts';
import { addSeconds, type Clock } from './clock.ts';
import { captchaAlphabet } from './captcha-glyphs.ts';
import { drawCaptcha } from './captcha-svg.ts';
import { CAPTCHA_LENGTH, CAPTCHA_VALID_SECONDS } from './policy.ts';
import { keyedHash, sameText } from './secrets.ts';

export type CaptchaVerdict = 'ok' | 'wrong' | 'expired';

/**
 * One graphic code per device id (a new drawing replaces the old), case-insensitive, single use: it is spent by the
 * first check, right or wrong, so it cannot be guessed at. The sandbox also writes each answer to the outbox, which
 * is how browser tests read it.
 */
export function createCaptchas(db: Db, secret: string, now: Clock, sandboxOutbox: Outbox | null) {
  const hash = (answer: string) => keyedHash(secret, 'captcha', answer.trim().toUpperCase());

  return {
    async draw(deviceId: string, label: string): Promise<string> {
      let answer = '';
      for (let i = 0; i < CAPTCHA_LENGTH; i += 1) answer += captchaAlphabet[randomInt(captchaAlphabet.length)];
      const values = { answerHash: hash(answer), expiresAt: addSeconds(now(), CAPTCHA_VALID_SECONDS), usedAt: null };
      await db.insert(t.captchas).values({ deviceId, ...values })
        .onConflictDoUpdate({ target: t.captchas.deviceId, set: values });
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
