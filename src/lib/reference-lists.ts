import { queryOptions } from '@tanstack/react-query';
import { api, payloadOf } from './api';

// The reference lists that public pages, the application flow and the address book all read: one query each, so a
// list loaded on one page is the same cache entry on the next. Centers and consular posts may be edited by the
// center's staff (updateStaffCenter), so a copy older than five minutes is read again when a page mounts; regions change
// only with the seed.

const FIVE_MINUTES = 5 * 60_000;
// A failed list shows its retry at once rather than after three silent tries.
const shared = { gcTime: 30 * 60_000, retry: 1 } as const;

export const centersQuery = queryOptions({
  queryKey: ['reference', 'centers'],
  queryFn: () => payloadOf(api.GET('/api-visa/center/all')),
  staleTime: FIVE_MINUTES,
  ...shared,
});

export const embassiesQuery = queryOptions({
  queryKey: ['reference', 'embassies'],
  queryFn: () => payloadOf(api.GET('/api-visa/embassy/all')),
  staleTime: FIVE_MINUTES,
  ...shared,
});

/** Provinces without a parent, else the parent's cities or districts. */
export const regionsQuery = (parentCode: string | null) => queryOptions({
  queryKey: ['reference', 'regions', parentCode ?? 'provinces'],
  queryFn: () => payloadOf(api.GET('/api/place/common/list', { params: { query: parentCode ? { parentCode } : {} } })),
  staleTime: Infinity,
  ...shared,
});
