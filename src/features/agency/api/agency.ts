// The travel agency's calls of the contract (getAgencyIdentity, listAgencyOrders), typed from the generated schema.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { api, payloadOf } from '../../../lib/api';
import type { AgencyOrderFilter } from '../agency-rules';

export type AgencyIdentity = components['schemas']['AgencyIdentity'];
export type OrderSummary = components['schemas']['OrderSummary'];

export const AGENCY_PAGE_SIZE = 10;

export const getAgencyIdentity = () => payloadOf(api.GET('/api-user/agency/identity'));
export const agencyIdentityQueryOptions = () => queryOptions({ queryKey: ['agencyIdentity'], queryFn: getAgencyIdentity, staleTime: 60_000, retry: false });
export const useAgencyIdentity = (enabled: boolean) => useQuery({ ...agencyIdentityQueryOptions(), enabled });

export function listAgencyOrders(filter: AgencyOrderFilter) {
  const query = {
    page: filter.page, size: AGENCY_PAGE_SIZE,
    ...(filter.clientName ? { clientName: filter.clientName } : {}),
    ...(filter.startDate ? { startDate: filter.startDate } : {}),
    ...(filter.endDate ? { endDate: filter.endDate } : {}),
  };
  return payloadOf(api.GET('/api-order/agency/order/list', { params: { query } }));
}

export function useAgencyOrders(filter: AgencyOrderFilter, enabled: boolean) {
  return useQuery({
    queryKey: ['agencyOrders', filter.clientName, filter.startDate, filter.endDate, filter.page],
    queryFn: () => listAgencyOrders(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
