// A user's message center: their messages (system, order milestones and the announcements copied to them), a page
// of one kind or all, and marking them read.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

type Kind = (typeof t.userMessages.$inferSelect)['kind'];

export async function messagePage(db: Db, userId: string, kind: Kind | undefined, size: number, offset: number) {
  const mine: SQL[] = [eq(t.userMessages.userId, userId)];
  const shown = kind ? and(...mine, eq(t.userMessages.kind, kind)) : and(...mine);
  const [rows, [total], [unread]] = await Promise.all([
    db.select().from(t.userMessages).where(shown).orderBy(desc(t.userMessages.createdAt), desc(t.userMessages.id)).limit(size).offset(offset),
    db.select({ n: count() }).from(t.userMessages).where(shown),
    db.select({ n: count() }).from(t.userMessages).where(and(...mine, eq(t.userMessages.read, false))),
  ]);
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
}

/** Marks the user's unread messages (of one kind, or all) read; answers how many changed. */
export async function markMessagesRead(db: Db, userId: string, kind: Kind | undefined): Promise<number> {
  const conditions = [eq(t.userMessages.userId, userId), eq(t.userMessages.read, false)];
  if (kind) conditions.push(eq(t.userMessages.kind, kind));
  const changed = await db.update(t.userMessages).set({ read: true }).where(and(...conditions)).returning({ id: t.userMessages.id });
  return changed.length;
}
