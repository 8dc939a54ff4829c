import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { StaffRole } from '../db/tables/staff.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { issueLink } from './links.ts';
import { clearRecoveryCodes } from './recovery-codes.ts';
import { revokeAllSessions } from './sessions.ts';
import type { staffMessages } from './messages.ts';

// The team's moves, one function each, for the admins' calls and the command line alike (decision 093). Each runs in
// one transaction with its audit row.

type StaffRow = typeof t.staffUsers.$inferSelect;

export interface TeamMember {
  id: string; email: string; name: string; role: StaffRole; centerId: string | null;
  status: 'invited' | 'active' | 'disabled'; totpEnrolled: boolean; createdAt: string;
}

export const teamMemberOf = (row: StaffRow): TeamMember => ({
  id: row.id, email: row.email, name: row.name, role: row.role, centerId: row.centerId, status: row.status,
  totpEnrolled: row.totpConfirmedAt !== null, createdAt: row.createdAt.toISOString(),
});

/** What the trail keeps of a person: never a hash or a secret. */
const trailOf = (row: StaffRow) => {
  const { id: _id, createdAt: _created, ...kept } = teamMemberOf(row);
  return kept;
};

export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/** Where a role may sit: an admin works for every center, everyone else for one that exists. */
export async function placementProblem(db: Db, role: StaffRole, centerId: string | null): Promise<keyof typeof staffMessages | null> {
  if (role === 'admin') return centerId === null ? null : 'adminHasNoCenter';
  if (centerId === null) return 'centerRequired';
  const [center] = await db.select({ id: t.centers.id }).from(t.centers).where(eq(t.centers.id, centerId)).limit(1);
  return center ? null : 'centerUnknown';
}

export interface Invitation { email: string; name: string; role: StaffRole; centerId: string | null; invitedBy: string | null }

/**
 * A new person with their enrolment link; `null` when the e-mail is a staff member's already. The insert is the
 * check (the e-mail is unique), so two invitations racing on several processes make one person.
 */
export async function invite(db: Db, actor: AuditActor, invitation: Invitation, at: Date): Promise<{ member: TeamMember; token: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(t.staffUsers).values({
      id: randomUUID(), email: normalisedEmail(invitation.email), name: invitation.name.trim(), role: invitation.role,
      centerId: invitation.centerId, status: 'invited', invitedBy: invitation.invitedBy, createdAt: at,
    }).onConflictDoNothing({ target: t.staffUsers.email }).returning();
    if (!row) return null;
    const token = await issueLink(tx, row.id, 'enrol', at);
    await recordAudit(tx, actor, { action: 'staff.invite', recordKind: 'staff', recordId: row.id, centerId: row.centerId, before: null, after: trailOf(row) }, at);
    return { member: teamMemberOf(row), token };
  });
}

/**
 * Clears the person's password, second factor, recovery codes and waiting, ends their sessions and makes a new
 * link. Their status stays: a disabled person stays disabled, and an active admin still counts as one.
 */
export async function resetFactor(db: Db, actor: AuditActor, staffId: string, at: Date): Promise<{ member: TeamMember; token: string } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t.staffUsers).where(eq(t.staffUsers.id, staffId)).for('update');
    if (!before) return null;
    const [after] = await tx.update(t.staffUsers)
      .set({ passwordHash: null, totpSecret: null, totpConfirmedAt: null, totpLastStep: null, failedSignIns: 0, waitUntil: null })
      .where(eq(t.staffUsers.id, staffId)).returning();
    await clearRecoveryCodes(tx, staffId);
    const sessionsEnded = await revokeAllSessions(tx, staffId, 'reset', at);
    const token = await issueLink(tx, staffId, 'reset', at);
    await recordAudit(tx, actor, {
      action: 'staff.reset', recordKind: 'staff', recordId: staffId, centerId: before.centerId,
      before: trailOf(before), after: { ...trailOf(after!), sessionsEnded },
    }, at);
    return { member: teamMemberOf(after!), token };
  });
}

export interface Change { name?: string; role: StaffRole; centerId: string | null; status: 'active' | 'disabled' }

export type ChangeVerdict = { member: TeamMember } | { refused: 'notFound' | 'notYourself' | 'lastAdmin' };

/**
 * Role, center and status. "Active" for someone who has not enrolled yet leaves them invited. Every active admin's
 * row is locked first, in id order, then the person's: two admins disabling each other at once on two processes
 * queue on those locks, and the second sees the first's change, so the last active admin always stays.
 */
export async function changeMember(db: Db, actor: AuditActor & { id: string }, staffId: string, change: Change, at: Date): Promise<ChangeVerdict> {
  return db.transaction(async (tx): Promise<ChangeVerdict> => {
    const admins = await tx.select({ id: t.staffUsers.id }).from(t.staffUsers)
      .where(and(eq(t.staffUsers.role, 'admin'), eq(t.staffUsers.status, 'active'))).orderBy(t.staffUsers.id).for('update');
    const [before] = await tx.select().from(t.staffUsers).where(eq(t.staffUsers.id, staffId)).for('update');
    if (!before) return { refused: 'notFound' };
    const status = change.status === 'disabled' ? 'disabled' : before.totpConfirmedAt ? 'active' : 'invited';
    const staysAdmin = change.role === 'admin' && status === 'active';
    const wasActiveAdmin = admins.some((admin) => admin.id === staffId);
    if (wasActiveAdmin && !staysAdmin) {
      if (staffId === actor.id) return { refused: 'notYourself' };
      if (admins.length <= 1) return { refused: 'lastAdmin' };
    }
    const [after] = await tx.update(t.staffUsers)
      .set({ role: change.role, centerId: change.centerId, status, ...(change.name ? { name: change.name.trim() } : {}) })
      .where(eq(t.staffUsers.id, staffId)).returning();
    // The guard reads status on every call anyway; ending the sessions makes a later re-enable start from a sign-in.
    const sessionsEnded = status === 'disabled' ? await revokeAllSessions(tx, staffId, 'disabled', at) : 0;
    await recordAudit(tx, actor, {
      action: 'staff.update', recordKind: 'staff', recordId: staffId, centerId: after!.centerId ?? before.centerId,
      before: trailOf(before), after: { ...trailOf(after!), ...(sessionsEnded ? { sessionsEnded } : {}) },
    }, at);
    return { member: teamMemberOf(after!) };
  });
}

export async function findByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(t.staffUsers).where(eq(t.staffUsers.email, normalisedEmail(email))).limit(1);
  return row;
}

/** The whole team, oldest member first. */
export function teamRows(db: Db): Promise<StaffRow[]> {
  return db.select().from(t.staffUsers).orderBy(asc(t.staffUsers.createdAt), asc(t.staffUsers.email));
}

export async function findStaff(db: Db, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(t.staffUsers).where(eq(t.staffUsers.id, id));
  return row;
}
