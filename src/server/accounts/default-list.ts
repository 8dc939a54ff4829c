// A person's short list with one default (saved addresses, invoice titles; spec §3): at most `limit` rows, the
// default first, one default at a time. Whatever counts a person's rows or moves the default runs under the person's
// row lock (and is run again if PostgreSQL picks it as a deadlock's victim), so the limit and "one default" hold with
// several server processes on one database.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { lockPerson } from '../applies/store.ts';
import type { Db } from '../db/open.ts';
import { retryingDeadlocks } from '../db/retry-deadlock.ts';

/** The columns every such list has. */
interface ListColumns { id: PgColumn; userId: PgColumn; isDefault: PgColumn; createdAt: PgColumn; updatedAt: PgColumn }

/** What a caller gives: the row's own fields, never who owns it, whether it is the default or when it was made. */
export type ListValues<Table extends PgTable> = Omit<Table['$inferInsert'], 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>;

export interface DefaultList<Table extends PgTable> {
  /** The person's row, or none for a missing id or another person's. */
  own(db: Db, userId: string, id: string | undefined): Promise<Table['$inferSelect'] | undefined>;
  /** The default first, then oldest first. */
  of(db: Db, userId: string): Promise<Table['$inferSelect'][]>;
  /** Adds a row unless the person holds the limit already (then null); the first one is the default by itself. */
  insertWithinLimit(db: Db, userId: string, values: ListValues<Table>, at: Date, wantDefault: boolean): Promise<string | null>;
  update(db: Db, userId: string, id: string, values: ListValues<Table>, at: Date, wantDefault: boolean): Promise<void>;
  setDefault(db: Db, userId: string, id: string, at: Date): Promise<void>;
  /** Removes a row; when it was the default, the oldest remaining one takes its place, so a list always has one. */
  remove(db: Db, userId: string, id: string, at: Date): Promise<void>;
}

export function defaultList<Table extends PgTable & ListColumns>(table: Table, limit: number): DefaultList<Table> {
  // drizzle's builders do not follow a table given as a type parameter; the rows are the table's own either way.
  type Row = Table['$inferSelect'];
  const loose = table as unknown as PgTable & ListColumns;
  const mine = (userId: string): SQL => eq(loose.userId, userId);
  const row = (userId: string, id: string): SQL => and(eq(loose.id, id), mine(userId))!;

  const underPersonLock = <T>(db: Db, userId: string, work: (tx: Db) => Promise<T>): Promise<T> =>
    retryingDeadlocks(() => db.transaction(async (tx) => {
      await lockPerson(tx, userId);
      return work(tx);
    }));

  /** Inside the caller's locked transaction: making `id` the default clears the others. */
  async function makeDefault(tx: Db, userId: string, id: string, at: Date) {
    await tx.update(loose).set({ isDefault: false, updatedAt: at } as never).where(and(mine(userId), ne(loose.id, id), eq(loose.isDefault, true)));
    await tx.update(loose).set({ isDefault: true, updatedAt: at } as never).where(row(userId, id));
  }

  return {
    async own(db, userId, id) {
      const [found] = id ? await db.select().from(loose).where(row(userId, id)) : [];
      return found as Row | undefined;
    },
    async of(db, userId) {
      return (await db.select().from(loose).where(mine(userId)).orderBy(desc(loose.isDefault), asc(loose.createdAt), asc(loose.id))) as Row[];
    },
    insertWithinLimit(db, userId, values, at, wantDefault) {
      return underPersonLock(db, userId, async (tx) => {
        const [held] = await tx.select({ n: count() }).from(loose).where(mine(userId));
        const n = held?.n ?? 0;
        if (n >= limit) return null;
        const id = randomUUID();
        await tx.insert(loose).values({ ...values, id, userId, isDefault: n === 0, createdAt: at, updatedAt: at } as never);
        if (wantDefault && n > 0) await makeDefault(tx, userId, id, at);
        return id;
      });
    },
    update(db, userId, id, values, at, wantDefault) {
      return underPersonLock(db, userId, async (tx) => {
        await tx.update(loose).set({ ...values, updatedAt: at } as never).where(row(userId, id));
        if (wantDefault) await makeDefault(tx, userId, id, at);
      });
    },
    setDefault(db, userId, id, at) {
      return underPersonLock(db, userId, (tx) => makeDefault(tx, userId, id, at));
    },
    remove(db, userId, id, at) {
      return underPersonLock(db, userId, async (tx) => {
        const [gone] = (await tx.delete(loose).where(row(userId, id)).returning()) as { isDefault: boolean }[];
        if (!gone?.isDefault) return;
        const [next] = (await tx.select().from(loose).where(mine(userId)).orderBy(asc(loose.createdAt), asc(loose.id)).limit(1)) as { id: string }[];
        if (next) await makeDefault(tx, userId, next.id, at);
      });
    },
  };
}
