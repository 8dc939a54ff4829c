// Announcements, news, FAQ and the other articles as the center's editors write them (issue 33, decision 096):
// drafts first, published when ready, taken back when wrong. Only published rows reach a public read
// (content/store.ts `publishedArticle`); a statement on `articles` bumps reference_version in its transaction, so
// every process's cache of public reads drops the old answers on its next request.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { announcementMessageId } from '../accounts/announcements.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export type ArticleRow = typeof t.articles.$inferSelect;
export type ArticleInput = components['schemas']['StaffArticleInput'];
export type ArticleOut = components['schemas']['StaffArticle'];

export const articleOutOf = (row: ArticleRow): ArticleOut => ({
  id: row.id, typeCode: row.typeCode, status: row.status, title: row.title, summary: row.summary, body: row.body,
  publishedAt: row.status === 'published' ? row.publishedAt.toISOString() : null, updatedAt: row.updatedAt?.toISOString() ?? null,
});

/** What the trail keeps: the texts and the state, so a wrong publication can be told from the row. */
const snapshot = (row: ArticleRow) => ({ typeCode: row.typeCode, status: row.status, title: row.title, summary: row.summary, body: row.body });

export async function articleTypeExists(db: Db, code: string): Promise<boolean> {
  const [type] = await db.select({ code: t.articleTypes.code }).from(t.articleTypes).where(eq(t.articleTypes.code, code));
  return type !== undefined;
}

export async function findArticle(db: Db, id: string): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(t.articles).where(eq(t.articles.id, id));
  return row;
}

export async function listContent(db: Db, query: { typeCode?: string; status?: ArticleRow['status']; size: number; offset: number }) {
  const conditions: (SQL | undefined)[] = [
    query.typeCode ? eq(t.articles.typeCode, query.typeCode) : undefined,
    query.status ? eq(t.articles.status, query.status) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(t.articles).where(where).orderBy(desc(t.articles.updatedAt), desc(t.articles.publishedAt), asc(t.articles.id)).limit(query.size).offset(query.offset),
    db.select({ total: count() }).from(t.articles).where(where),
  ]);
  return { records: rows.map(articleOutOf), total: Number(total?.total ?? 0) };
}

export async function createArticle(db: Db, actor: AuditActor, input: ArticleInput, at: Date): Promise<ArticleRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(t.articles).values({
      id: `article-${randomUUID()}`, typeCode: input.typeCode, title: input.title, summary: input.summary, body: input.body,
      status: 'draft', publishedAt: at, updatedAt: at,
    }).returning();
    await recordAudit(tx, actor, { action: 'content.created', recordKind: 'article', recordId: row!.id, before: null, after: snapshot(row!) }, at);
    return row!;
  });
}

export async function updateArticle(db: Db, actor: AuditActor, id: string, input: ArticleInput, at: Date): Promise<ArticleRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t.articles).where(eq(t.articles.id, id)).for('update');
    if (!before) return undefined;
    const [row] = await tx.update(t.articles)
      .set({ typeCode: input.typeCode, title: input.title, summary: input.summary, body: input.body, updatedAt: at })
      .where(eq(t.articles.id, id)).returning();
    await recordAudit(tx, actor, { action: 'content.updated', recordKind: 'article', recordId: id, before: snapshot(before), after: snapshot(row!) }, at);
    return row!;
  });
}

/**
 * Publishes or takes back with one conditional update: only the call that changes the state writes its audit row.
 * Taking an announcement back also takes its copies out of the message centers (accounts/announcements.ts), which
 * it would otherwise keep showing; publishing it again delivers it afresh.
 */
export async function setPublished(db: Db, actor: AuditActor, id: string, publish: boolean, at: Date): Promise<ArticleRow | undefined> {
  return db.transaction(async (tx) => {
    const [changed] = await tx.update(t.articles)
      .set(publish ? { status: 'published', publishedAt: at, updatedAt: at } : { status: 'draft', updatedAt: at })
      .where(and(eq(t.articles.id, id), eq(t.articles.status, publish ? 'draft' : 'published'))).returning();
    if (!changed) {
      const [row] = await tx.select().from(t.articles).where(eq(t.articles.id, id));
      return row;
    }
    if (!publish && changed.typeCode === 'announcement') {
      await tx.delete(t.userMessages).where(and(eq(t.userMessages.kind, 'announcement'), like(t.userMessages.id, `${announcementMessageId(id, '').replace(/[\\%_]/g, (char) => `\\${char}`)}%`)));
    }
    await recordAudit(tx, actor, {
      action: publish ? 'content.published' : 'content.unpublished', recordKind: 'article', recordId: id,
      before: { status: publish ? 'draft' : 'published' }, after: { status: changed.status, publishedAt: changed.publishedAt.toISOString() },
    }, at);
    return changed;
  });
}
