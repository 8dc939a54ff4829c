import { deliverAnnouncements } from '../accounts/announcements.ts';
import { markMessagesRead, messagePage } from '../accounts/user-messages.ts';
import type { OperationHandlers } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { paging } from '../http/query.ts';
import { checkedBody, checkedQuery } from '../http/checked-input.ts';
import { currentUserId } from '../http/handlers/session.ts';


export const messageHandlers: OperationHandlers = {
  async listMessages(c) {
    const userId = currentUserId(c);
    const { kind } = checkedQuery(c, 'listMessages');
    const { page, size, offset } = paging(c);
    const db = c.get('db');
    await deliverAnnouncements(db, userId);
    const { rows, total, unread } = await messagePage(db, userId, kind, size, offset);
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
      total,
      page,
      size,
      unreadCount: unread,
    });
  },

  async markAllMessagesRead(c) {
    const userId = currentUserId(c);
    const { kind } = checkedBody(c, 'markAllMessagesRead');
    await deliverAnnouncements(c.get('db'), userId);
    return ok(c, 'markAllMessagesRead', { updated: await markMessagesRead(c.get('db'), userId, kind) });
  },
};
