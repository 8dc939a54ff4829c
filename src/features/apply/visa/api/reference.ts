import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../api/schema.gen';
import { api, payloadOf } from '../../../../lib/api';
import { getSession } from '../../../../lib/session';
import { centersQuery, embassiesQuery, regionsQuery } from '../../../../lib/reference-lists';

export { centersQuery, embassiesQuery, regionsQuery };

// The reference lists the visa choice and the applicants read: centers, regions, visa types and their
// products, consular posts. They change only with the seed, so a loaded list is kept for the session.

export type Center = components['schemas']['Center'];
export type Region = components['schemas']['Region'];
export type VisaType = components['schemas']['VisaType'];
export type VisaProduct = components['schemas']['VisaProduct'];
export type ConsularPost = components['schemas']['ConsularPost'];
export type Purpose = components['schemas']['Purpose'];

const kept = { staleTime: Infinity, gcTime: 30 * 60_000, retry: 1 } as const;

/**
 * The centers the visa choice offers (decision 084): an agency's certified ones only, never the default center.
 * Keyed by the account, as another account signed in on the same tab may be offered others.
 */
export const orderCentersQuery = (accountId: string) => queryOptions({
  queryKey: ['reference', 'order-centers', accountId],
  queryFn: () => payloadOf(api.GET('/api-visa/center/for-orders')),
  ...kept,
});

export const centerForLocationQuery = (regionCode: string) => queryOptions({
  queryKey: ['reference', 'center-for', regionCode],
  queryFn: () => payloadOf(api.GET('/api/visa/center/location/{regionCode}/common', { params: { path: { regionCode } } })),
  ...kept,
});

export const visaTypesQuery = (purpose: Purpose) => queryOptions({
  queryKey: ['reference', 'visa-types', purpose],
  queryFn: () => payloadOf(api.GET('/api/visa/object/common/list', { params: { query: { purpose } } })),
  ...kept,
});

export const visaProductsQuery = (visaTypeId: string, centerId: string | null) => queryOptions({
  queryKey: ['reference', 'visa-products', visaTypeId, centerId ?? ''],
  queryFn: () => payloadOf(api.GET('/api/visa/product/common/list', {
    params: { query: centerId ? { visaTypeId, centerId } : { visaTypeId } },
  })),
  ...kept,
});

export const useCenters = () => useQuery(centersQuery);
export const useOrderCenters = () => useQuery(orderCentersQuery(getSession().userInfo?.id ?? ''));
export const useRegions = (parentCode: string | null, enabled = true) => useQuery({ ...regionsQuery(parentCode), enabled });
export const useVisaTypes = (purpose: Purpose | null) =>
  useQuery({ ...visaTypesQuery(purpose ?? 'other'), enabled: purpose !== null });
export const useVisaProducts = (visaTypeId: string | null, centerId: string | null) =>
  useQuery({ ...visaProductsQuery(visaTypeId ?? '', centerId), enabled: visaTypeId !== null });
export const useEmbassies = () => useQuery(embassiesQuery);
export const useCenterForLocation = (regionCode: string | null) =>
  useQuery({ ...centerForLocationQuery(regionCode ?? ''), enabled: regionCode !== null });
