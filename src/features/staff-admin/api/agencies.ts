// Travel agencies (admin; a supervisor reads those of their center): certificate, centers, applicant limit,
// suspension, accounts. Typed from the contract.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { staffApi, unwrap } from '../../staff/api/staff-api';

export type StaffAgency = components['schemas']['StaffAgency'];
export type StaffAgencyInput = components['schemas']['StaffAgencyInput'];
export type StaffAgencyAccount = components['schemas']['StaffAgencyAccount'];

export const AGENCY_PAGE_SIZE = 20;
const agenciesKey = ['staffAdmin', 'agencies'] as const;

export interface AgencyFilter { q: string; page: number }

export const listAgencies = ({ q, page }: AgencyFilter) =>
  unwrap(staffApi.GET('/api-staff/agencies', { params: { query: { page, size: AGENCY_PAGE_SIZE, ...(q ? { q } : {}) } } }));
export const useAgencies = (filter: AgencyFilter) =>
  useQuery({ queryKey: [...agenciesKey, 'list', filter.q, filter.page], queryFn: () => listAgencies(filter), placeholderData: keepPreviousData, retry: false });

export const getAgency = (agencyId: string) => unwrap(staffApi.GET('/api-staff/agencies/{agencyId}', { params: { path: { agencyId } } }));
export const useAgency = (agencyId: string) => useQuery({ queryKey: [...agenciesKey, 'one', agencyId], queryFn: () => getAgency(agencyId), retry: false });

export const createAgency = (body: StaffAgencyInput) => unwrap(staffApi.POST('/api-staff/agencies', { body }));
export const updateAgency = (agencyId: string, body: StaffAgencyInput) =>
  unwrap(staffApi.PUT('/api-staff/agencies/{agencyId}', { params: { path: { agencyId } }, body }));
export const suspendAgency = (agencyId: string, reason: string) =>
  unwrap(staffApi.POST('/api-staff/agencies/{agencyId}/suspend', { params: { path: { agencyId } }, body: { reason } }));
export const reinstateAgency = (agencyId: string) =>
  unwrap(staffApi.POST('/api-staff/agencies/{agencyId}/reinstate', { params: { path: { agencyId } } }));

export const listAgencyAccounts = (agencyId: string) =>
  unwrap(staffApi.GET('/api-staff/agencies/{agencyId}/accounts', { params: { path: { agencyId } } }));
export const useAgencyAccounts = (agencyId: string) =>
  useQuery({ queryKey: [...agenciesKey, 'accounts', agencyId], queryFn: () => listAgencyAccounts(agencyId), retry: false });
export const suspendAgencyAccount = (agencyId: string, account: string, reason: string) =>
  unwrap(staffApi.POST('/api-staff/agencies/{agencyId}/accounts/{account}/suspend', { params: { path: { agencyId, account } }, body: { reason } }));
export const reinstateAgencyAccount = (agencyId: string, account: string) =>
  unwrap(staffApi.POST('/api-staff/agencies/{agencyId}/accounts/{account}/reinstate', { params: { path: { agencyId, account } } }));

/** A change to an agency or its accounts, after which what shows them is read again. */
export function useAgencyChange<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => call(...args),
    onSuccess: () => client.invalidateQueries({ queryKey: agenciesKey }),
  });
}
