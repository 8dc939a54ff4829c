// The user's invoice titles (spec §3): at most INVOICE_TITLE_LIMIT, default first, one default at a time (a partial
// unique index holds it too). Whatever counts a person's titles or moves the default runs under the person's row
// lock, as saved addresses do, so the limit and "one default" hold across server processes.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { INVOICE_TITLE_LIMIT } from '../../domain/invoice-rules.ts';
import { lockPerson } from '../applies/store.ts';
import type { Db } from '../db/open.ts';
import { retryingDeadlocks } from '../db/retry-deadlock.ts';
import * as t from '../db/schema.ts';

export type TitleRow = typeof t.invoiceTitles.$inferSelect;
type TitleValues = Omit<typeof t.invoiceTitles.$inferInsert, 'id' | 'userId' | 'isDefault' | 'createdAt'>;

/** The user's title, or none for a missing id or another user's. */
export async function ownTitle(db: Db, userId: string, id: string | undefined): Promise<TitleRow | undefined> {
  const [row] = id ? await db.select().from(t.invoiceTitles).where(and(eq(t.invoiceTitles.id, id), eq(t.invoiceTitles.userId, userId))) : [];
  return row;
}

/** The default first, then oldest first. */
export function titlesOf(db: Db, userId: string): Promise<TitleRow[]> {
  return db.select().from(t.invoiceTitles).where(eq(t.invoiceTitles.userId, userId))
    .orderBy(desc(t.invoiceTitles.isDefault), asc(t.invoiceTitles.createdAt), asc(t.invoiceTitles.id));
}

/** One default per user: making `id` the default clears the others (inside the caller's locked transaction). */
async function makeDefault(tx: Db, userId: string, id: string, at: Date) {
  await tx.update(t.invoiceTitles).set({ isDefault: false, updatedAt: at }).where(and(eq(t.invoiceTitles.userId, userId), ne(t.invoiceTitles.id, id), eq(t.invoiceTitles.isDefault, true)));
  await tx.update(t.invoiceTitles).set({ isDefault: true, updatedAt: at }).where(and(eq(t.invoiceTitles.userId, userId), eq(t.invoiceTitles.id, id)));
}

function underPersonLock<T>(db: Db, userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return retryingDeadlocks(() => db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    return work(tx);
  }));
}

/** Adds a title unless the person holds INVOICE_TITLE_LIMIT already; the first one is the default by itself. */
export function insertWithinLimit(db: Db, userId: string, values: TitleValues, at: Date, wantDefault: boolean): Promise<string | null> {
  return underPersonLock(db, userId, async (tx) => {
    const [held] = await tx.select({ n: count() }).from(t.invoiceTitles).where(eq(t.invoiceTitles.userId, userId));
    const n = held?.n ?? 0;
    if (n >= INVOICE_TITLE_LIMIT) return null;
    const id = randomUUID();
    await tx.insert(t.invoiceTitles).values({ id, userId, ...values, isDefault: n === 0, createdAt: at });
    if (wantDefault && n > 0) await makeDefault(tx, userId, id, at);
    return id;
  });
}

export function updateTitle(db: Db, userId: string, id: string, values: TitleValues, at: Date, wantDefault: boolean): Promise<void> {
  return underPersonLock(db, userId, async (tx) => {
    await tx.update(t.invoiceTitles).set(values).where(and(eq(t.invoiceTitles.id, id), eq(t.invoiceTitles.userId, userId)));
    if (wantDefault) await makeDefault(tx, userId, id, at);
  });
}

export function setDefaultTitle(db: Db, userId: string, id: string, at: Date): Promise<void> {
  return underPersonLock(db, userId, (tx) => makeDefault(tx, userId, id, at));
}

/** Invoices keep a copy of their title, so deleting one changes no invoice. */
export function deleteTitle(db: Db, userId: string, id: string, at: Date): Promise<void> {
  return underPersonLock(db, userId, async (tx) => {
    const [gone] = await tx.delete(t.invoiceTitles).where(and(eq(t.invoiceTitles.id, id), eq(t.invoiceTitles.userId, userId))).returning();
    // The default went: the oldest remaining title takes its place, so a list with titles always has one.
    if (!gone?.isDefault) return;
    const [next] = await tx.select().from(t.invoiceTitles).where(eq(t.invoiceTitles.userId, userId)).orderBy(asc(t.invoiceTitles.createdAt), asc(t.invoiceTitles.id)).limit(1);
    if (next) await makeDefault(tx, userId, next.id, at);
  });
}
