import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Language } from '../../domain/constants.ts';
import type { OperationHandlers } from '../app.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { fail, ok, type DataOf } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { paging } from '../http/query.ts';

type ArticleSummary = DataOf<'listArticles'>['records'][number];
type Announcement = DataOf<'listAnnouncements'>['records'][number];

function summaryOut(row: typeof t.articles.$inferSelect, language: Language): ArticleSummary {
  return {
    id: row.id,
    typeCode: row.typeCode,
    title: pick(row.title, language),
    summary: pick(row.summary, language),
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** What a public read may show: a published article, never the center's drafts (decision 096). */
export const publishedArticle = eq(t.articles.status, 'published');

export async function latestArticles(db: Db, typeCode: string, limit: number, offset = 0) {
  return db.select().from(t.articles).where(and(eq(t.articles.typeCode, typeCode), publishedArticle))
    .orderBy(desc(t.articles.publishedAt), asc(t.articles.id)).limit(limit).offset(offset);
}

export async function announcementsOut(db: Db, language: Language, limit: number, offset = 0): Promise<Announcement[]> {
  const rows = await latestArticles(db, 'announcement', limit, offset);
  // The newest announcement is pinned: the seed has no separate flag and the home page leads with it.
  return rows.map((row, index) => ({
    ...summaryOut(row, language),
    body: pick(row.body, language),
    pinned: offset === 0 && index === 0,
  }));
}

/** One article in a language, as its read answers it (and as an article page carries it, decision 066). */
export async function articleOut(db: Db, id: string, language: Language): Promise<DataOf<'getArticle'> | undefined> {
  const [row] = await db.select().from(t.articles).where(and(eq(t.articles.id, id), publishedArticle));
  return row && articleIn(row, language);
}

/** An article row as a reader sees it in `language` (the public read, and the center's preview of a draft). */
export function articleIn(row: typeof t.articles.$inferSelect, language: Language): DataOf<'getArticle'> {
  return { ...summaryOut(row, language), body: pick(row.body, language) };
}

async function countOf(db: Db, typeCode: string | undefined) {
  const [row] = await db.select({ total: count() }).from(t.articles)
    .where(and(typeCode ? eq(t.articles.typeCode, typeCode) : undefined, publishedArticle));
  return row?.total ?? 0;
}

export const contentHandlers: OperationHandlers = {
  async listArticleTypes(c) {
    const rows = await c.get('db').select().from(t.articleTypes).orderBy(asc(t.articleTypes.sort));
    return ok(c, 'listArticleTypes', rows.map((row) => ({ code: row.code, name: pick(row.name, c.get('language')) })));
  },

  async listArticles(c) {
    const db = c.get('db');
    const typeCode = c.req.query('typeCode') || undefined;
    const { page, size, offset } = paging(c);
    const rows = await db.select().from(t.articles)
      .where(and(typeCode ? eq(t.articles.typeCode, typeCode) : undefined, publishedArticle))
      .orderBy(desc(t.articles.publishedAt), asc(t.articles.id)).limit(size).offset(offset);
    return ok(c, 'listArticles', {
      records: rows.map((row) => summaryOut(row, c.get('language'))),
      total: await countOf(db, typeCode),
      page,
      size,
    });
  },

  async getArticle(c) {
    const article = await articleOut(c.get('db'), c.req.param('id') ?? '', c.get('language'));
    if (!article) return fail(c, 404, 'notFound');
    return ok(c, 'getArticle', article);
  },

  async listAnnouncements(c) {
    const db = c.get('db');
    const { page, size, offset } = paging(c);
    return ok(c, 'listAnnouncements', {
      records: await announcementsOut(db, c.get('language'), size, offset),
      total: await countOf(db, 'announcement'),
      page,
      size,
    });
  },
};

export { summaryOut };
