// Published articles as the public reads answer them, shaped once for the list, detail, announcement and home calls,
// the pages the server paints (decisions 066, 113) and the center's preview of a draft.
import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import type { DataOf } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { countPublished, findPublished, latestArticles, type ArticleRow } from './store.ts';

type ArticleSummary = DataOf<'listArticles'>['records'][number];
type Announcement = DataOf<'listAnnouncements'>['records'][number];

export function summaryOut(row: ArticleRow, language: Language): ArticleSummary {
  return {
    id: row.id,
    typeCode: row.typeCode,
    title: pick(row.title, language),
    summary: pick(row.summary, language),
    publishedAt: row.publishedAt.toISOString(),
  };
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
  const row = await findPublished(db, id);
  return row && articleIn(row, language);
}

/** An article row as a reader sees it in `language` (the public read, and the center's preview of a draft). */
export function articleIn(row: ArticleRow, language: Language): DataOf<'getArticle'> {
  return { ...summaryOut(row, language), body: pick(row.body, language) };
}

/**
 * A page of a type's published articles (all types' without one), as its read answers it and as the news and FAQ
 * pages the server paints carry it (decision 113).
 */
export async function articleListOut(db: Db, language: Language, typeCode: string | undefined, page: number, size: number): Promise<DataOf<'listArticles'>> {
  const rows = await latestArticles(db, typeCode, size, (page - 1) * size);
  return { records: rows.map((row) => summaryOut(row, language)), total: await countPublished(db, typeCode), page, size };
}
