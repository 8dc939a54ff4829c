// The public's articles in the database: only published ones (the center's drafts are read by center-admin/content.ts),
// newest first, and the article types.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export type ArticleRow = typeof t.articles.$inferSelect;

/** What a public read may show: a published article, never the center's drafts (decision 096). */
export const publishedArticle = eq(t.articles.status, 'published');

const ofType = (typeCode: string | undefined) => and(typeCode ? eq(t.articles.typeCode, typeCode) : undefined, publishedArticle);

/** A page of a type's published articles (every type's without one), newest first. */
export async function latestArticles(db: Db, typeCode: string | undefined, limit: number, offset = 0): Promise<ArticleRow[]> {
  return db.select().from(t.articles).where(ofType(typeCode))
    .orderBy(desc(t.articles.publishedAt), asc(t.articles.id)).limit(limit).offset(offset);
}

export async function countPublished(db: Db, typeCode: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(t.articles).where(ofType(typeCode));
  return row?.total ?? 0;
}

export async function findPublished(db: Db, id: string): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(t.articles).where(and(eq(t.articles.id, id), publishedArticle));
  return row;
}

/** Each published article's type, by id: the home page's links name the list an article belongs to. */
export async function publishedTypes(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: t.articles.id, typeCode: t.articles.typeCode }).from(t.articles).where(publishedArticle);
  return new Map(rows.map((row) => [row.id, row.typeCode]));
}

export function articleTypeRows(db: Db) {
  return db.select().from(t.articleTypes).orderBy(asc(t.articleTypes.sort));
}
