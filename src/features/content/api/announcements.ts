import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '../../../lib/api';

export const ANNOUNCEMENT_PAGE_SIZE = 10;

export function listAnnouncements(page: number, size = ANNOUNCEMENT_PAGE_SIZE) {
  return payloadOf(api.GET('/api-visa/announcement/list', { params: { query: { page, size } } }));
}

export function announcementsQueryOptions(page: number, size = ANNOUNCEMENT_PAGE_SIZE) {
  return queryOptions({
    queryKey: ['announcements', page, size],
    queryFn: () => listAnnouncements(page, size),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncements(page: number, size = ANNOUNCEMENT_PAGE_SIZE) {
  return useQuery(announcementsQueryOptions(page, size));
}
