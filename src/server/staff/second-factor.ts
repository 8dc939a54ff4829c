// The second step of a staff sign-in and the sign-outs in the database (decision 093): each in one transaction with
// its audit row, so a session is never opened or ended without the trail saying so.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import type { StaffTokens } from './sessions.ts';
import { clearSignInTries } from './slowing.ts';

export async function secondFactorDone(db: Db, sessionId: string): Promise<boolean> {
  const [session] = await db.select({ secondFactorAt: t.staffSessions.secondFactorAt }).from(t.staffSessions)
    .where(eq(t.staffSessions.id, sessionId));
  return Boolean(session?.secondFactorAt);
}

interface Staff { id: string; sessionId: string; centerId: string | null }

export interface SecondFactor {
  staff: Staff;
  method: 'totp' | 'recoveryCode';
  /** The TOTP step the code matched, or null when a recovery code is given instead. */
  step: number | null;
  recoveryCode: string;
  tokenSecret: string;
  at: Date;
  actor: AuditActor;
  staffTokens: StaffTokens;
  /** Throws the refusal; thrown inside the transaction, so the code just spent is given back with the rollback. */
  signedOut: () => never;
}

/** Spends the code and opens the session: 'replay' or 'wrongRecoveryCode' when the code moves nothing. */
export function completeSecondFactor(db: Db, factor: SecondFactor): Promise<'ok' | 'replay' | 'wrongRecoveryCode'> {
  const { staff, step, at } = factor;
  return db.transaction(async (tx) => {
    if (step !== null) {
      // The replay check is this one statement: a code of a step already used, or an earlier one, moves nothing.
      const fresh = await tx.update(t.staffUsers).set({ totpLastStep: step })
        .where(and(eq(t.staffUsers.id, staff.id), or(isNull(t.staffUsers.totpLastStep), lt(t.staffUsers.totpLastStep, step))))
        .returning({ id: t.staffUsers.id });
      if (!fresh.length) return 'replay' as const;
    } else if (!(await useRecoveryCode(tx, staff.id, factor.recoveryCode, factor.tokenSecret, at))) {
      return 'wrongRecoveryCode' as const;
    }
    // Signed out or opened by a twin request meanwhile.
    const { completed } = await factor.staffTokens.completeSecondFactor(staff.sessionId, tx);
    if (!completed) return factor.signedOut();
    await clearSignInTries(tx, staff.id);
    await recordAudit(tx, factor.actor, {
      action: 'staff.signIn', recordKind: 'staff', recordId: staff.id, centerId: staff.centerId, after: { method: factor.method, sessionId: staff.sessionId },
    }, at);
    return 'ok' as const;
  });
}

export async function signOut(db: Db, staffTokens: StaffTokens, actor: AuditActor, staff: Staff, now: () => Date): Promise<void> {
  await db.transaction(async (tx) => {
    await staffTokens.revoke(staff.sessionId, 'signOut', tx);
    await recordAudit(tx, actor, { action: 'staff.signOut', recordKind: 'staff', recordId: staff.id, centerId: staff.centerId, after: { sessionId: staff.sessionId } }, now());
  });
}

/** Ends every session of the staff member, this one too; answers how many ended. */
export function signOutEverywhere(db: Db, staffTokens: StaffTokens, actor: AuditActor, staff: Staff, now: () => Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await staffTokens.revokeAllOf(staff.id, 'signOutEverywhere', tx);
    await recordAudit(tx, actor, { action: 'staff.signOutEverywhere', recordKind: 'staff', recordId: staff.id, centerId: staff.centerId, after: { sessionsEnded: ended } }, now());
    return ended;
  });
}
