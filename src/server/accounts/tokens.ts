import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { TokenVerdict } from '../http/auth.ts';
import { addSeconds, type Clock } from './clock.ts';
import type { AccountPolicy } from './policy.ts';
import { sameText } from './secrets.ts';

/**
 * A token is `<session id>.<HMAC of it>`: the signature stops forged ids before the database is asked, and the
 * session row makes every token revocable (logout, password change) and carries the idle and absolute deadlines.
 */
export function createTokens(db: Db, secret: string, policy: AccountPolicy, now: Clock) {
  const sign = (sessionId: string) => createHmac('sha256', secret).update(`session:${sessionId}`).digest('base64url');

  function sessionIdOf(token: string): string | null {
    const [sessionId, signature, extra] = token.split('.');
    if (!sessionId || !signature || extra !== undefined || sessionId.length > 64) return null;
    return sameText(signature, sign(sessionId)) ? sessionId : null;
  }

  return {
    sessionIdOf,

    async issue(userId: string) {
      const issuedAt = now();
      const id = randomUUID();
      await db.insert(t.sessions).values({
        id,
        userId,
        issuedAt,
        lastSeenAt: issuedAt,
        expiresAt: addSeconds(issuedAt, policy.tokenMaxAgeSeconds),
      });
      return { accessToken: `${id}.${sign(id)}`, expiresIn: policy.idleTimeoutSeconds };
    },

    /** Refreshes last-seen on success, so each authenticated call restarts the idle clock. */
    async verify(token: string): Promise<TokenVerdict> {
      const sessionId = sessionIdOf(token);
      if (!sessionId) return { refused: 'relogin' };
      const [session] = await db.select().from(t.sessions).where(eq(t.sessions.id, sessionId));
      const at = now();
      if (!session || session.revokedAt || at >= session.expiresAt) return { refused: 'relogin' };
      if (at.getTime() - session.lastSeenAt.getTime() > policy.idleTimeoutSeconds * 1000) return { refused: 'idle' };
      await db.update(t.sessions).set({ lastSeenAt: at }).where(eq(t.sessions.id, sessionId));
      return { userId: session.userId };
    },

    async revoke(sessionId: string, why: string) {
      await db.update(t.sessions).set({ revokedAt: now(), revokedWhy: why })
        .where(and(eq(t.sessions.id, sessionId), isNull(t.sessions.revokedAt)));
    },

    async revokeAllOf(userId: string, why: string) {
      await db.update(t.sessions).set({ revokedAt: now(), revokedWhy: why })
        .where(and(eq(t.sessions.userId, userId), isNull(t.sessions.revokedAt)));
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
