import { articleListKey } from '../../../domain/page-data';
import { takePageData } from '../../../lib/page-data';
import type { listArticles } from './articles';

type ArticleListAnswer = Awaited<ReturnType<typeof listArticles>>;

interface Carried { typeCode: string; list: ArticleListAnswer | undefined; at: number }

let carried: Carried | undefined;

/**
 * The first page of a type's list the server's painting carried (decision 113), with when it was taken: the list
 * starts its query from it instead of calling, and it ages from then like any answer. Only the page's first screen
 * finds it (takePageData compares address and language), and only the first list that asks (the page's own).
 */
export function carriedList(typeCode: string): Carried | undefined {
  if (!carried) {
    const list = takePageData(articleListKey(typeCode), location.pathname) as ArticleListAnswer | undefined;
    carried = { typeCode, list, at: Date.now() };
  }
  return carried.typeCode === typeCode ? carried : undefined;
}

/**
 * The carried answer for `page`: the page it was painted for, or any page past the list's end when it was painted for
 * one (an empty page past the end answers the same for every such page but its number, decision 120).
 */
export function carriedPage(typeCode: string, page: number): { list: ArticleListAnswer; at: number } | undefined {
  const found = carriedList(typeCode);
  const list = found?.list;
  if (!found || !list) return undefined;
  if (list.page === page) return { list, at: found.at };
  const pages = Math.max(1, Math.ceil(list.total / list.size));
  return list.records.length === 0 && list.page > pages && page > pages ? { list: { ...list, page }, at: found.at } : undefined;
}
