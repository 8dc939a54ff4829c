import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { deliverAnnouncements } from '../accounts/announcements.ts';
import type { OperationHandlers } from '../app.ts';
import * as t from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { paging } from '../http/query.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { accountWords } from '../http/handlers/words.ts';

const kindSchema = z.enum(['system', 'announcement']).optional();

export const messageHandlers: OperationHandlers = {
  async listMessages(c) {
    const userId = currentUserId(c);
    const { kind } = parse(c, z.object({ kind: kindSchema }), { kind: c.req.query('kind') || undefined }, { words: accountWords });
    const { page, size, offset } = paging(c);
    const db = c.get('db');
    await deliverAnnouncements(db, userId);
    const mine: SQL[] = [eq(t.userMessages.userId, userId)];
    const shown = kind ? and(...mine, eq(t.userMessages.kind, kind)) : and(...mine);
    const [rows, [total], [unread]] = await Promise.all([
      db.select().from(t.userMessages).where(shown).orderBy(desc(t.userMessages.createdAt), desc(t.userMessages.id)).limit(size).offset(offset),
      db.select({ n: count() }).from(t.userMessages).where(shown),
      db.select({ n: count() }).from(t.userMessages).where(and(...mine, eq(t.userMessages.read, false))),
    ]);
    const language = c.get('language');
    return ok(c, 'listMessages', {
      records: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: pick(row.title, language),
        body: pick(row.body, language),
        read: row.read,
        createdAt: row.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
      page,
      size,
      unreadCount: unread?.n ?? 0,
    });
  },

  async markAllMessagesRead(c) {
    const userId = currentUserId(c);
    const { kind } = parse(c, z.object({ kind: kindSchema }), await jsonBody(c), { words: accountWords });
    await deliverAnnouncements(c.get('db'), userId);
    const conditions = [eq(t.userMessages.userId, userId), eq(t.userMessages.read, false)];
    if (kind) conditions.push(eq(t.userMessages.kind, kind));
    const changed = await c.get('db').update(t.userMessages).set({ read: true }).where(and(...conditions)).returning({ id: t.userMessages.id });
    return ok(c, 'markAllMessagesRead', { updated: changed.length });
  },
};
