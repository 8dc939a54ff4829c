import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '../../../lib/api';

export function listArticleTypes() {
  return payloadOf(api.GET('/api-content/article/type/anon/list'));
}

export const articleTypesQueryOptions = queryOptions({
  queryKey: ['article-types'],
  queryFn: listArticleTypes,
  staleTime: Infinity,
});

export function useArticleTypes() {
  return useQuery(articleTypesQueryOptions);
}
