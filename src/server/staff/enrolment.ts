// Enrolment by a one-time link (decision 093) in the database: the authenticator secret kept sealed from the first
// visit, and the enrolment itself, which uses the link up, sets the password and the second factor and replaces the
// recovery codes in one transaction.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { claimLink, type LinkPurpose } from './links.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';

type StaffRow = typeof t.staffUsers.$inferSelect;

/** The sealed secret of the staff member, made now when there is none; two visits at once agree on one. */
export async function sealedEnrolmentSecret(db: Db, staff: StaffRow, sealNew: () => string): Promise<string> {
  if (!staff.totpSecret) {
    await db.update(t.staffUsers).set({ totpSecret: sealNew() }).where(and(eq(t.staffUsers.id, staff.id), isNull(t.staffUsers.totpSecret)));
  }
  const [row] = await db.select({ totpSecret: t.staffUsers.totpSecret }).from(t.staffUsers).where(eq(t.staffUsers.id, staff.id));
  return row!.totpSecret!;
}

export interface Enrolment {
  staff: StaffRow;
  token: string;
  purpose: LinkPurpose;
  passwordHash: string;
  step: number;
  tokenSecret: string;
  at: Date;
  /** Who the audit row names: the staff member as they are after enrolling. */
  actorOf: (after: StaffRow) => AuditActor;
  /** Throws the refusal; thrown inside the transaction, so nothing of it is kept. */
  refused: (why: 'linkUsed' | 'enrolmentNotOpened') => never;
}

/** Enrols and answers the new recovery codes. */
export function enrol(db: Db, enrolment: Enrolment): Promise<string[]> {
  const { staff, token, passwordHash, step, at } = enrolment;
  return db.transaction(async (tx) => {
    // The link's single use is this one statement; a second enrolment racing with the same link finds it used.
    if (!(await claimLink(tx, token, at))) return enrolment.refused('linkUsed');
    const [after] = await tx.update(t.staffUsers).set({
      passwordHash, totpConfirmedAt: at, totpLastStep: step, failedSignIns: 0, waitUntil: null,
      status: sql`case when ${t.staffUsers.status} = 'disabled' then 'disabled' else 'active' end`,
    }).where(and(eq(t.staffUsers.id, staff.id), eq(t.staffUsers.totpSecret, staff.totpSecret!))).returning();
    // A reset between the page and this call cleared the secret the code was checked against.
    if (!after) return enrolment.refused('enrolmentNotOpened');
    const codes = await replaceRecoveryCodes(tx, staff.id, enrolment.tokenSecret, at);
    await recordAudit(tx, enrolment.actorOf(after), {
      action: 'staff.enrol', recordKind: 'staff', recordId: staff.id, centerId: staff.centerId,
      before: { status: staff.status, totpEnrolled: staff.totpConfirmedAt !== null },
      after: { status: after.status, totpEnrolled: true, link: enrolment.purpose },
    }, at);
    return codes;
  });
}
