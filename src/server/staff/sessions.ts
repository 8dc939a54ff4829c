import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { StaffRole } from '../db/tables/staff.ts';
import { addSeconds, type Clock } from '../accounts/clock.ts';
import { sameText } from '../accounts/secrets.ts';

/** A transaction of `Db`: the session calls that go with an audit row take the change's transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Staff sit at shared counters: a session idles out sooner than an applicant's (30 min) and lasts one shift. */
export const STAFF_IDLE_SECONDS = 15 * 60;
export const STAFF_SESSION_MAX_SECONDS = 10 * 60 * 60;
/** Between the password and the second factor: long enough to open an authenticator app, no longer. */
export const STAFF_HALF_OPEN_SECONDS = 5 * 60;

export interface StaffPrincipal {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** Null for an admin, who works for every center. */
  centerId: string | null;
  sessionId: string;
}

export type StaffTokenVerdict =
  | { staff: StaffPrincipal; secondFactorDone: boolean }
  | { refused: 'relogin' | 'idle' };

/**
 * A staff token is `s.<session id>.<HMAC>`: its own prefix and its own key purpose, so an applicant's token can never
 * pass for a staff one (nor the reverse), and the session row makes it revocable, with idle and absolute deadlines.
 */
export function createStaffTokens(db: Db, secret: string, now: Clock) {
  const sign = (sessionId: string) => createHmac('sha256', secret).update(`staff-session:${sessionId}`).digest('base64url');

  function sessionIdOf(token: string): string | null {
    const [prefix, sessionId, signature, extra] = token.split('.');
    if (prefix !== 's' || !sessionId || !signature || extra !== undefined || sessionId.length > 64) return null;
    return sameText(signature, sign(sessionId)) ? sessionId : null;
  }

  return {
    sessionIdOf,

    /** A half-open session (password only) until `completeSecondFactor`. */
    async issue(staffId: string, address: string | null) {
      const issuedAt = now();
      const id = randomUUID();
      await db.insert(t.staffSessions).values({
        id, staffId, issuedAt, lastSeenAt: issuedAt, address,
        expiresAt: addSeconds(issuedAt, STAFF_HALF_OPEN_SECONDS),
      });
      return { token: `s.${id}.${sign(id)}`, sessionId: id };
    },

    /** Opens a half-open session, once: `completed` is false for a revoked session or one already open. */
    async completeSecondFactor(sessionId: string, on: Db | Tx = db) {
      const at = now();
      const done = await on.update(t.staffSessions)
        .set({ secondFactorAt: at, lastSeenAt: at, expiresAt: addSeconds(at, STAFF_SESSION_MAX_SECONDS) })
        .where(and(eq(t.staffSessions.id, sessionId), isNull(t.staffSessions.revokedAt), isNull(t.staffSessions.secondFactorAt)))
        .returning({ id: t.staffSessions.id });
      return { expiresIn: STAFF_IDLE_SECONDS, completed: done.length === 1 };
    },

    /** Refreshes last-seen on success, so each call restarts the idle clock. */
    async verify(token: string): Promise<StaffTokenVerdict> {
      const sessionId = sessionIdOf(token);
      if (!sessionId) return { refused: 'relogin' };
      const [row] = await db.select({ session: t.staffSessions, staff: t.staffUsers }).from(t.staffSessions)
        .innerJoin(t.staffUsers, eq(t.staffUsers.id, t.staffSessions.staffId))
        .where(eq(t.staffSessions.id, sessionId));
      const at = now();
      if (!row || row.session.revokedAt || at >= row.session.expiresAt || row.staff.status !== 'active') return { refused: 'relogin' };
      if (row.session.secondFactorAt && at.getTime() - row.session.lastSeenAt.getTime() > STAFF_IDLE_SECONDS * 1000) return { refused: 'idle' };
      if (row.session.secondFactorAt) await db.update(t.staffSessions).set({ lastSeenAt: at }).where(eq(t.staffSessions.id, sessionId));
      const { staff } = row;
      return {
        staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role, centerId: staff.centerId, sessionId },
        secondFactorDone: row.session.secondFactorAt !== null,
      };
    },

    async revoke(sessionId: string, why: string, on: Db | Tx = db) {
      await on.update(t.staffSessions).set({ revokedAt: now(), revokedWhy: why })
        .where(and(eq(t.staffSessions.id, sessionId), isNull(t.staffSessions.revokedAt)));
    },

    /** Sign out everywhere, and what disabling a person or resetting their factor does; answers how many ended. */
    async revokeAllOf(staffId: string, why: string, on: Db | Tx = db) {
      return revokeAllSessions(on, staffId, why, now());
    },
  };
}

export type StaffTokens = ReturnType<typeof createStaffTokens>;

/** Ends every open session of the person (also for the command line, which has no token service). */
export async function revokeAllSessions(on: Db | Tx, staffId: string, why: string, at: Date): Promise<number> {
  const ended = await on.update(t.staffSessions).set({ revokedAt: at, revokedWhy: why })
    .where(and(eq(t.staffSessions.staffId, staffId), isNull(t.staffSessions.revokedAt)))
    .returning({ id: t.staffSessions.id });
  return ended.length;
}
