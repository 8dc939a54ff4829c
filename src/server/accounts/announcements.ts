// The site's announcements (articles of type "announcement") reach each user's message center as messages of
// kind "announcement", so they are listed, counted unread and marked read like the user's own messages. They are
// copied to the user on demand; the id is derived from the article and the user, so copying again adds nothing.
// What was announced before the user registered arrives read: it is there to look up, not news to the newcomer.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export const announcementMessageId = (articleId: string, userId: string) => `announcement:${articleId}:${userId}`;

export async function deliverAnnouncements(db: Db, userId: string): Promise<void> {
  const announcements = await db.select().from(t.articles).where(and(eq(t.articles.typeCode, 'announcement'), eq(t.articles.status, 'published')));
  const [user] = await db.select({ createdAt: t.users.createdAt }).from(t.users).where(eq(t.users.id, userId));
  if (!announcements.length || !user) return;
  await db.insert(t.userMessages).values(announcements.map((article) => ({
    id: announcementMessageId(article.id, userId),
    userId,
    kind: 'announcement' as const,
    title: article.title,
    body: article.body,
    read: article.publishedAt < user.createdAt,
    createdAt: article.publishedAt,
  }))).onConflictDoNothing({ target: t.userMessages.id });
}
