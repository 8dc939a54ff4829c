// Travel agencies as the center keeps them (issue 33, decision 096): the certificate, the centers it is certified
// for, the applicant limit, suspension, and its accounts. Every change is one transaction with its audit row.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { agencyStatus } from '../agencies/standing.ts';
import type { AgencyRow } from '../agencies/store.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { Tx } from './tx.ts';

export type AgencyInput = components['schemas']['StaffAgencyInput'];
export type AgencyOut = components['schemas']['StaffAgency'];
export type AgencyAccountOut = components['schemas']['StaffAgencyAccount'];

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function centerIdsOf(db: Db | Tx, agencyIds: string[]): Promise<Map<string, string[]>> {
  const rows = agencyIds.length
    ? await db.select().from(t.travelAgencyCenters).where(inArray(t.travelAgencyCenters.agencyId, agencyIds)).orderBy(asc(t.travelAgencyCenters.centerId))
    : [];
  const byAgency = new Map<string, string[]>(agencyIds.map((id) => [id, []]));
  for (const row of rows) byAgency.get(row.agencyId)?.push(row.centerId);
  return byAgency;
}

async function accountCounts(db: Db | Tx, agencyIds: string[]): Promise<Map<string, number>> {
  const rows = agencyIds.length
    ? await db.select({ agencyId: t.users.agencyId, total: count() }).from(t.users)
      .where(and(inArray(t.users.agencyId, agencyIds), eq(t.users.kind, 'travelAgency'))).groupBy(t.users.agencyId)
    : [];
  return new Map(rows.map((row) => [row.agencyId ?? '', Number(row.total)]));
}

function toOut(row: AgencyRow, centerIds: string[], accounts: number, today: string): AgencyOut {
  return {
    id: row.id, name: row.name, licenceNo: row.licenceNo, certifiedFrom: row.certifiedFrom, certifiedUntil: row.certifiedUntil,
    certified: row.certified, status: agencyStatus(row, today), suspendedAt: row.suspendedAt?.toISOString() ?? null, centerIds,
    maxApplicantsPerOrder: row.maxApplicantsPerOrder, contact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail }, accounts,
  };
}

export async function agencyOut(db: Db | Tx, row: AgencyRow, today: string): Promise<AgencyOut> {
  const [centers, counts] = await Promise.all([centerIdsOf(db, [row.id]), accountCounts(db, [row.id])]);
  return toOut(row, centers.get(row.id) ?? [], counts.get(row.id) ?? 0, today);
}

export async function findAgency(db: Db | Tx, id: string): Promise<AgencyRow | undefined> {
  const [row] = await db.select().from(t.travelAgencies).where(eq(t.travelAgencies.id, id));
  return row;
}

export interface AgencyQuery { q?: string; centerId?: string; size: number; offset: number }

export async function listAgencies(db: Db, query: AgencyQuery, today: string) {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(or(ilike(t.travelAgencies.name, likeText(query.q)), ilike(t.travelAgencies.licenceNo, likeText(query.q))));
  if (query.centerId) {
    conditions.push(sql`exists (select 1 from ${t.travelAgencyCenters} where ${t.travelAgencyCenters.agencyId} = ${t.travelAgencies.id} and ${t.travelAgencyCenters.centerId} = ${query.centerId})`);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(t.travelAgencies).where(where).orderBy(asc(t.travelAgencies.name), asc(t.travelAgencies.id)).limit(query.size).offset(query.offset),
    db.select({ total: count() }).from(t.travelAgencies).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [centers, counts] = await Promise.all([centerIdsOf(db, ids), accountCounts(db, ids)]);
  return { records: rows.map((row) => toOut(row, centers.get(row.id) ?? [], counts.get(row.id) ?? 0, today)), total: Number(total?.total ?? 0) };
}

const columnsOf = (input: AgencyInput) => ({
  name: input.name.trim(), licenceNo: input.licenceNo.trim(), certifiedFrom: input.certifiedFrom, certifiedUntil: input.certifiedUntil,
  certified: input.certified, maxApplicantsPerOrder: input.maxApplicantsPerOrder,
  contactName: input.contact.name.trim(), contactPhone: input.contact.phone.trim(), contactEmail: input.contact.email.trim().toLowerCase(),
});

/** What the audit trail keeps of an agency: its recorded fields and centers (never its accounts' secrets). */
const snapshot = (row: AgencyRow, centerIds: string[]) => ({
  name: row.name, licenceNo: row.licenceNo, certifiedFrom: row.certifiedFrom, certifiedUntil: row.certifiedUntil, certified: row.certified,
  maxApplicantsPerOrder: row.maxApplicantsPerOrder, contact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail },
  centerIds, suspendedAt: row.suspendedAt?.toISOString() ?? null,
});

async function setCenters(tx: Tx, agencyId: string, centerIds: string[]) {
  await tx.delete(t.travelAgencyCenters).where(eq(t.travelAgencyCenters.agencyId, agencyId));
  await tx.insert(t.travelAgencyCenters).values(centerIds.map((centerId) => ({ agencyId, centerId })));
}

export async function createAgency(db: Db, actor: AuditActor, input: AgencyInput, at: Date): Promise<AgencyRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(t.travelAgencies).values({ id: `agency-${randomUUID()}`, ...columnsOf(input), createdAt: at }).returning();
    const centerIds = [...input.centerIds].sort();
    await setCenters(tx, row!.id, centerIds);
    await recordAudit(tx, actor, { action: 'agency.created', recordKind: 'agency', recordId: row!.id, centerId: centerIds[0] ?? null, before: null, after: snapshot(row!, centerIds) }, at);
    return row!;
  });
}

/** The row locked, so two admins' edits land one after the other and each audit row's "before" is what it replaced. */
export async function updateAgency(db: Db, actor: AuditActor, id: string, input: AgencyInput, at: Date): Promise<AgencyRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t.travelAgencies).where(eq(t.travelAgencies.id, id)).for('update');
    if (!before) return undefined;
    const beforeCenters = (await centerIdsOf(tx, [id])).get(id) ?? [];
    const [row] = await tx.update(t.travelAgencies).set(columnsOf(input)).where(eq(t.travelAgencies.id, id)).returning();
    const centerIds = [...input.centerIds].sort();
    await setCenters(tx, id, centerIds);
    await recordAudit(tx, actor, {
      action: 'agency.updated', recordKind: 'agency', recordId: id, centerId: centerIds[0] ?? null,
      before: snapshot(before, beforeCenters), after: snapshot(row!, centerIds),
    }, at);
    return row!;
  });
}

/** Ends every session of the agency's accounts (all of them, or one), in the suspension's transaction. */
async function endSessions(tx: Tx, where: SQL, at: Date, why: string) {
  await tx.update(t.sessions).set({ revokedAt: at, revokedWhy: why })
    .where(and(isNull(t.sessions.revokedAt), sql`${t.sessions.userId} in (select ${t.users.id} from ${t.users} where ${where})`));
}

/**
 * Suspends (or reinstates) an agency with one conditional update: only the call that changes the state writes an
 * audit row, so two admins pressing at once leave one. Undefined for an unknown agency.
 */
export async function setAgencySuspended(db: Db, actor: AuditActor, id: string, suspend: boolean, reason: string | null, at: Date) {
  return db.transaction(async (tx) => {
    const [changed] = await tx.update(t.travelAgencies).set({ suspendedAt: suspend ? at : null })
      .where(and(eq(t.travelAgencies.id, id), suspend ? isNull(t.travelAgencies.suspendedAt) : isNotNull(t.travelAgencies.suspendedAt)))
      .returning();
    if (!changed) return findAgency(tx, id);
    if (suspend) await endSessions(tx, and(eq(t.users.agencyId, id), eq(t.users.kind, 'travelAgency'))!, at, 'agencySuspended');
    const centerIds = (await centerIdsOf(tx, [id])).get(id) ?? [];
    await recordAudit(tx, actor, {
      action: suspend ? 'agency.suspended' : 'agency.reinstated', recordKind: 'agency', recordId: id, centerId: centerIds[0] ?? null,
      before: { suspended: !suspend }, after: { suspended: suspend, ...(reason ? { reason } : {}) },
    }, at);
    return changed;
  });
}

export async function agencyAccounts(db: Db | Tx, agencyId: string): Promise<AgencyAccountOut[]> {
  const rows = await db.select({ account: t.users.account, name: t.users.name, role: t.users.agencyRole, suspendedAt: t.users.suspendedAt })
    .from(t.users).where(and(eq(t.users.agencyId, agencyId), eq(t.users.kind, 'travelAgency'))).orderBy(asc(t.users.account));
  return rows.map((row) => ({
    account: row.account ?? '', name: row.name ?? '', role: row.role === 'sub' ? 'sub' : 'main', suspendedAt: row.suspendedAt?.toISOString() ?? null,
  }));
}

/** One account suspended or reinstated, like the agency: one conditional update, one audit row. */
export async function setAccountSuspended(db: Db, actor: AuditActor, agencyId: string, account: string, suspend: boolean, reason: string | null, at: Date) {
  return db.transaction(async (tx): Promise<AgencyAccountOut | undefined> => {
    const mine = and(eq(t.users.agencyId, agencyId), eq(t.users.kind, 'travelAgency'), eq(t.users.account, account))!;
    const [changed] = await tx.update(t.users).set({ suspendedAt: suspend ? at : null })
      .where(and(mine, suspend ? isNull(t.users.suspendedAt) : isNotNull(t.users.suspendedAt))).returning({ id: t.users.id });
    if (changed) {
      if (suspend) await endSessions(tx, mine, at, 'accountSuspended');
      const centerIds = (await centerIdsOf(tx, [agencyId])).get(agencyId) ?? [];
      await recordAudit(tx, actor, {
        action: suspend ? 'agencyAccount.suspended' : 'agencyAccount.reinstated', recordKind: 'agencyAccount', recordId: changed.id,
        centerId: centerIds[0] ?? null, before: { account, suspended: !suspend }, after: { account, suspended: suspend, ...(reason ? { reason } : {}) },
      }, at);
    }
    return (await agencyAccounts(tx, agencyId)).find((row) => row.account === account);
  });
}

/** Which of the named centers exist, and whether each is the default one (which takes no orders). */
export function centersNamed(db: Db, ids: string[]) {
  return db.select({ id: t.centers.id, isDefault: t.centers.isDefault }).from(t.centers).where(inArray(t.centers.id, ids));
}

/** Whether `account` is one of the agency's sign-in accounts. */
export async function isAgencyAccount(db: Db, agencyId: string, account: string): Promise<boolean> {
  const [known] = await db.select({ id: t.users.id }).from(t.users)
    .where(and(eq(t.users.agencyId, agencyId), eq(t.users.kind, 'travelAgency'), eq(t.users.account, account)));
  return known !== undefined;
}
