import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../accounts/clock.ts';
import { addSeconds } from '../accounts/clock.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { UPLOAD_TOKEN_SECONDS } from './policy.ts';

export type TokenVerdict = { ok: true; purpose: string } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

export function createUploadTokens(db: Db, now: Clock) {
  return {
    async issue(purpose: string) {
      const at = now();
      // Spent and stale tokens are swept as new ones are made, so the table stays small without a job.
      await db.delete(t.uploadTokens).where(or(lt(t.uploadTokens.expiresAt, addSeconds(at, -UPLOAD_TOKEN_SECONDS)), lt(t.uploadTokens.usedAt, addSeconds(at, -UPLOAD_TOKEN_SECONDS))));
      const token = randomBytes(24).toString('base64url');
      const expiresAt = addSeconds(at, UPLOAD_TOKEN_SECONDS);
      await db.insert(t.uploadTokens).values({ token, purpose, expiresAt });
      return { token, expiresAt };
    },

    /** Spends the token: one upload per token, whatever its outcome (a refused file needs a fresh token). */
    async spend(token: string): Promise<TokenVerdict> {
      const at = now();
      const [spent] = await db.update(t.uploadTokens).set({ usedAt: at })
        .where(and(eq(t.uploadTokens.token, token), isNull(t.uploadTokens.usedAt))).returning();
      if (spent) return spent.expiresAt <= at ? { ok: false, reason: 'expired' } : { ok: true, purpose: spent.purpose };
      const [row] = await db.select().from(t.uploadTokens).where(eq(t.uploadTokens.token, token));
      return { ok: false, reason: row ? 'used' : 'unknown' };
    },
  };
}
