// Drafts in the database: every query is scoped to the owner, so another user's draft reads exactly like
// one that does not exist. Writes are versioned: a save names the version it read and wins only if that is
// still the stored one.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { DraftSnapshot, DraftSummaryInput } from './body.ts';

export type DraftRow = typeof t.drafts.$inferSelect;

const mine = (userId: string, id: string) => and(eq(t.drafts.id, id), eq(t.drafts.userId, userId), ne(t.drafts.status, 'deleted'));
const openOf = (userId: string) => and(eq(t.drafts.userId, userId), eq(t.drafts.status, 'open'));

/**
 * A new draft under the id the client chose, so that a create sent twice (a reload while the first was on its way)
 * makes one draft: the second answers the first's row as stored. The primary key decides which create made it, in
 * one statement, whichever process each landed on. Null when the id is the caller's deleted draft: a create sent
 * again from a history entry kept before the first save (decision 143) must not bring back what the person deleted.
 * Another user's id gets a new id, as a create without one does, and says nothing of what it met.
 */
export async function createDraft(
  db: Db, userId: string, body: { id?: string; snapshot: DraftSnapshot; summary: DraftSummaryInput }, at: Date,
): Promise<DraftRow | null> {
  const insert = (id: string) => db.insert(t.drafts).values({
    id, userId, snapshot: body.snapshot, summary: body.summary, version: 1, status: 'open', createdAt: at, updatedAt: at,
  }).onConflictDoNothing({ target: t.drafts.id }).returning();
  if (body.id === undefined) return (await insert(randomUUID()))[0]!;
  const [made] = await insert(body.id);
  if (made) return made;
  const [taken] = await db.select().from(t.drafts).where(and(eq(t.drafts.id, body.id), eq(t.drafts.userId, userId))).limit(1);
  if (taken?.status === 'deleted') return null;
  return taken ?? (await insert(randomUUID()))[0]!;
}

/** The user's draft that is not deleted, or undefined (also for another user's draft). */
export async function findDraft(db: Db, userId: string, id: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(t.drafts).where(mine(userId, id)).limit(1);
  return row;
}

/** The draft's applications went to the center: marked on the draft, or an application of it has been submitted. */
export async function isSubmitted(db: Db, draft: DraftRow): Promise<boolean> {
  if (draft.status === 'submitted') return true;
  const [row] = await db.select({ id: t.applies.id }).from(t.applies)
    .where(and(eq(t.applies.draftId, draft.id), isNotNull(t.applies.submittedAt))).limit(1);
  return row !== undefined;
}

/** Null when the version is no longer the stored one (or the draft went away meanwhile). */
export async function saveDraft(
  db: Db, userId: string, id: string, version: number, body: { snapshot: DraftSnapshot; summary: DraftSummaryInput }, at: Date,
): Promise<DraftRow | null> {
  const [row] = await db.update(t.drafts)
    .set({ snapshot: body.snapshot, summary: body.summary, version: version + 1, updatedAt: at })
    .where(and(mine(userId, id), eq(t.drafts.version, version)))
    .returning();
  return row ?? null;
}

export async function listOpenDrafts(db: Db, userId: string, paging: { size: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(t.drafts).where(openOf(userId)).orderBy(desc(t.drafts.updatedAt), desc(t.drafts.id)).limit(paging.size).offset(paging.offset),
    db.select({ n: count() }).from(t.drafts).where(openOf(userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countOpenDrafts(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.drafts).where(openOf(userId));
  return row?.n ?? 0;
}

/** Soft delete: the row stays (applications may point at it) but no call of the user sees it again. */
export async function deleteDraft(db: Db, userId: string, id: string, at: Date): Promise<boolean> {
  const changed = await db.update(t.drafts).set({ status: 'deleted', updatedAt: at }).where(mine(userId, id)).returning({ id: t.drafts.id });
  return changed.length > 0;
}

/** For the submission feature: the draft leaves the to-do list and its applications' data is fixed. */
export async function markDraftSubmitted(db: Db, id: string, at: Date): Promise<void> {
  await db.update(t.drafts).set({ status: 'submitted', updatedAt: at }).where(and(eq(t.drafts.id, id), eq(t.drafts.status, 'open')));
}
