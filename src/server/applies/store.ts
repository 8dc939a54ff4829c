// Applications in the database. Every read is scoped to the owner, so another user's application reads like one
// that does not exist. One row per (draft, applicant key): the unique index makes a repeated create find the row.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Jurisdiction } from '../../domain/visa-choice.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { ApplicantForm } from './steps.ts';

export type ApplyRow = typeof t.applies.$inferSelect;

export async function findApply(db: Db, userId: string, id: string): Promise<ApplyRow | undefined> {
  const [row] = await db.select().from(t.applies).where(and(eq(t.applies.id, id), eq(t.applies.userId, userId))).limit(1);
  return row;
}

/** By id, whoever owns it: for a signing link, whose token already proves which application it is. */
export async function applyById(db: Db, id: string): Promise<ApplyRow | undefined> {
  const [row] = await db.select().from(t.applies).where(eq(t.applies.id, id)).limit(1);
  return row;
}

export function appliesOfUser(db: Db, userId: string): Promise<ApplyRow[]> {
  return db.select().from(t.applies).where(eq(t.applies.userId, userId));
}

export async function findApplyOfApplicant(db: Db, userId: string, draftId: string, applicantKey: string): Promise<ApplyRow | undefined> {
  const [row] = await db.select().from(t.applies)
    .where(and(eq(t.applies.draftId, draftId), eq(t.applies.applicantKey, applicantKey), eq(t.applies.userId, userId))).limit(1);
  return row;
}

export async function loadCenters(db: Db) {
  return db.select({ id: t.centers.id, consularPostId: t.centers.consularPostId, isDefault: t.centers.isDefault, name: t.centers.name })
    .from(t.centers).orderBy(asc(t.centers.sort));
}

export async function loadJurisdictions(db: Db): Promise<Jurisdiction[]> {
  const rows = await db.select().from(t.jurisdictions).orderBy(asc(t.jurisdictions.provinceCode));
  const byPost = new Map<string, string[]>();
  for (const row of rows) byPost.set(row.consularPostId, [...(byPost.get(row.consularPostId) ?? []), row.provinceCode]);
  return [...byPost].map(([id, provinceCodes]) => ({ id, provinceCodes }));
}

export interface NewApply {
  userId: string;
  draftId: string;
  applicantKey: string;
  applicantName: string;
  relation: string;
  provinceCode: string;
  visaChoice: Record<string, unknown>;
  data: ApplicantForm;
}

export type AdmitVerdict<R> = { ok: true; row: ApplyRow } | { ok: false; refusal: R };

/**
 * Serialises what one person does that could give one passport twice (saving documents, adding an applicant with
 * documents, submitting): each takes this lock first in its transaction (decision 027).
 */
export async function lockPerson(tx: Db, userId: string) {
  await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
}

/** Runs `work` in a transaction that takes the person's lock first. */
export function underPersonLock<T>(db: Db, userId: string, work: (locked: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = tx as unknown as Db;
    await lockPerson(locked, userId);
    return work(locked);
  });
}

/**
 * Inserts the application unless the draft's applications refuse it. The draft row is locked for the check, so
 * two applicants added at once cannot both become the sixth; a repeat of the same applicant answers its row.
 */
export async function insertApply<R>(
  db: Db, entry: NewApply, at: Date, admit: (consularPostIds: string[]) => { ok: true; consularPostId: string } | { ok: false; refusal: R },
  beforeInsert?: (tx: Db) => Promise<void>,
): Promise<AdmitVerdict<R>> {
  return db.transaction(async (tx) => {
    await lockPerson(tx as unknown as Db, entry.userId);
    await tx.select({ id: t.drafts.id }).from(t.drafts).where(eq(t.drafts.id, entry.draftId)).for('update');
    const [existing] = await tx.select().from(t.applies)
      .where(and(eq(t.applies.draftId, entry.draftId), eq(t.applies.applicantKey, entry.applicantKey))).limit(1);
    if (existing) return { ok: true as const, row: existing };
    const others = await tx.select({ post: t.applies.consularPostId }).from(t.applies).where(eq(t.applies.draftId, entry.draftId));
    const verdict = admit(others.map((row) => row.post ?? ''));
    if (!verdict.ok) return verdict;
    await beforeInsert?.(tx as unknown as Db);
    const [row] = await tx.insert(t.applies).values({
      id: randomUUID(), ...entry, status: 'filling', consularPostId: verdict.consularPostId, createdAt: at, updatedAt: at,
    }).returning();
    return { ok: true as const, row: row! };
  });
}

/** Saves data (and the visa choice); any change sends a completed application back to filling. */
export async function updateApplyData(db: Db, userId: string, id: string, data: ApplicantForm, visaChoice: Record<string, unknown> | undefined, at: Date) {
  const [row] = await db.update(t.applies)
    .set({ data, ...(visaChoice ? { visaChoice } : {}), status: 'filling', updatedAt: at })
    .where(and(eq(t.applies.id, id), eq(t.applies.userId, userId)))
    .returning();
  return row;
}

export async function markComplete(db: Db, userId: string, id: string, at: Date) {
  const [row] = await db.update(t.applies).set({ status: 'completed', updatedAt: at })
    .where(and(eq(t.applies.id, id), eq(t.applies.userId, userId))).returning();
  return row;
}

export async function deleteApply(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db.delete(t.applies).where(and(eq(t.applies.id, id), eq(t.applies.userId, userId))).returning({ id: t.applies.id });
  return gone.length > 0;
}

/** Statuses after which an application no longer holds its contact mobile, its passport or its ID number. */
export const FINISHED_APPLY_STATUSES = ['issued', 'refused', 'cancelled'];
const FINISHED = FINISHED_APPLY_STATUSES;

/**
 * The owner's applications in progress whose contact mobile is this number, leaving one application out. Counted per
 * owner: counted across users, anyone could put a stranger's number on five applications of their own and lock the
 * stranger out, and the limit call would tell anyone how often any number is used (issue 13).
 */
export async function countByMobile(db: Db, userId: string, mobile: string, exceptId?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.applies).where(and(
    eq(t.applies.userId, userId),
    sql`${t.applies.data} -> 'contact' ->> 'mobile' = ${mobile}`,
    notInArray(t.applies.status, FINISHED),
    exceptId ? ne(t.applies.id, exceptId) : undefined,
  ));
  return row?.n ?? 0;
}

export async function namesOf(db: Db, visaTypeId: string, productId: string) {
  const [types, products] = await Promise.all([
    db.select().from(t.visaTypes).where(inArray(t.visaTypes.id, [visaTypeId])),
    db.select().from(t.visaProducts).where(inArray(t.visaProducts.id, [productId])),
  ]);
  return { visaType: types[0], product: products[0] };
}
