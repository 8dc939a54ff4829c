import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '../../../lib/api';
import { articleRead } from './article-read';
import { carriedPage } from './carried-list';

export const ARTICLE_PAGE_SIZE = 10;

export function listArticles(typeCode: string, page: number, size = ARTICLE_PAGE_SIZE) {
  return payloadOf(api.GET('/api-content/article/list', { params: { query: { typeCode, page, size } } }));
}

export function articleListQueryOptions(typeCode: string, page: number, size = ARTICLE_PAGE_SIZE) {
  return queryOptions({
    queryKey: ['articles', typeCode, page, size],
    queryFn: () => listArticles(typeCode, page, size),
    // The current page stays on screen while the next one loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useArticleList(typeCode: string, page: number, size = ARTICLE_PAGE_SIZE) {
  // On the list the server painted (decisions 113, 120) its page came with it: the screen draws the same picture at
  // once, calling for nothing.
  const carried = size === ARTICLE_PAGE_SIZE ? carriedPage(typeCode, page) : undefined;
  return useQuery({ ...articleListQueryOptions(typeCode, page, size), initialData: carried?.list, initialDataUpdatedAt: carried?.at });
}

/** The article, from the call the router started for the page's first address when there is one. */
export function getArticle(id: string) {
  return articleRead.read(id);
}

export function articleQueryOptions(id: string) {
  return queryOptions({ queryKey: ['article', id], queryFn: () => getArticle(id) });
}

export function useArticle(id: string) {
  return useQuery(articleQueryOptions(id));
}
