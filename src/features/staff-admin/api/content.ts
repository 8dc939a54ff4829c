// Announcements, news and FAQ (editor, admin): drafts and published articles in zh, en and ko, a preview of what
// the public read answers, publish and unpublish. Typed from the contract.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { staffApi, unwrap } from '../../staff/api/staff-api';

export type StaffArticle = components['schemas']['StaffArticle'];
export type StaffArticleInput = components['schemas']['StaffArticleInput'];
export type PreviewLanguage = 'zh' | 'en' | 'ko';

/** The kinds the console writes (the other article types are the portal's own pages). */
export const CONTENT_TYPES = ['announcement', 'news', 'faq'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_PAGE_SIZE = 20;
const contentKey = ['staffAdmin', 'content'] as const;

export interface ContentFilter { typeCode: ContentType; status: 'draft' | 'published' | ''; page: number }

export const listContent = ({ typeCode, status, page }: ContentFilter) =>
  unwrap(staffApi.GET('/api-staff/content', { params: { query: { typeCode, page, size: CONTENT_PAGE_SIZE, ...(status ? { status } : {}) } } }));
export const useContentList = (filter: ContentFilter) =>
  useQuery({ queryKey: [...contentKey, 'list', filter.typeCode, filter.status, filter.page], queryFn: () => listContent(filter), placeholderData: keepPreviousData, retry: false });

export const getContent = (articleId: string) => unwrap(staffApi.GET('/api-staff/content/{articleId}', { params: { path: { articleId } } }));
export const useContent = (articleId: string) =>
  useQuery({ queryKey: [...contentKey, 'one', articleId], queryFn: () => getContent(articleId), retry: false, staleTime: Infinity });

export const previewContent = (articleId: string, language: PreviewLanguage) =>
  unwrap(staffApi.GET('/api-staff/content/{articleId}/preview', { params: { path: { articleId }, query: { language } } }));

export const createContent = (body: StaffArticleInput) => unwrap(staffApi.POST('/api-staff/content', { body }));
export const updateContent = (articleId: string, body: StaffArticleInput) =>
  unwrap(staffApi.PUT('/api-staff/content/{articleId}', { params: { path: { articleId } }, body }));
export const publishContent = (articleId: string) => unwrap(staffApi.POST('/api-staff/content/{articleId}/publish', { params: { path: { articleId } } }));
export const unpublishContent = (articleId: string) => unwrap(staffApi.POST('/api-staff/content/{articleId}/unpublish', { params: { path: { articleId } } }));

/**
 * A new article's answer kept as its saved copy: the editor that opens it next (`?edit=`) shows it at once, without a
 * loading step that would take the "draft saved" confirmation off the screen.
 */
export function useKeepSavedArticle() {
  const client = useQueryClient();
  return (article: StaffArticle) => client.setQueryData([...contentKey, 'one', article.id], article);
}

/** A change to an article, after which the lists (and the article) are read again. */
export function useContentChange<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => call(...args),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKey }),
  });
}
