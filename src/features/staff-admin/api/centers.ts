// The visa centers (admin: all; supervisor: their own): hours, slot capacity, closures; also the choices of the
// admin pages' center selects. Typed from the contract.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { getLanguage } from '../../../lib/language';
import type { StaffRole } from '../../staff/api/session';
import { staffApi, unwrap } from '../../staff/api/staff-api';

export type StaffCenter = components['schemas']['StaffCenter'];
export type StaffCenterSettings = components['schemas']['StaffCenterSettings'];
export type StaffClosure = components['schemas']['StaffClosure'];
export type StaffClosureInput = components['schemas']['StaffClosureInput'];
export type StaffText = components['schemas']['StaffText'];

export const CLOSURE_PAGE_SIZE = 10;
const centersKey = ['staffAdmin', 'centers'] as const;

export const listCenters = () => unwrap(staffApi.GET('/api-staff/centers'));
export const centersQueryOptions = () => queryOptions({ queryKey: centersKey, queryFn: listCenters, staleTime: 60_000, retry: false });
export const useCenters = () => useQuery(centersQueryOptions());

export const updateCenter = (centerId: string, body: StaffCenterSettings) =>
  unwrap(staffApi.PUT('/api-staff/centers/{centerId}', { params: { path: { centerId } }, body }));
export function useUpdateCenter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ([centerId, body]: [string, StaffCenterSettings]) => updateCenter(centerId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: centersKey }),
  });
}

export const listClosures = (centerId: string, page: number) =>
  unwrap(staffApi.GET('/api-staff/centers/{centerId}/closures', { params: { path: { centerId }, query: { page, size: CLOSURE_PAGE_SIZE } } }));
export const useClosures = (centerId: string, page: number) => useQuery({
  queryKey: ['staffAdmin', 'closures', centerId, page], queryFn: () => listClosures(centerId, page), placeholderData: keepPreviousData, retry: false,
});
export const createClosure = (centerId: string, body: StaffClosureInput) =>
  unwrap(staffApi.POST('/api-staff/centers/{centerId}/closures', { params: { path: { centerId } }, body }));
export function useCreateClosure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ([centerId, body]: [string, StaffClosureInput]) => createClosure(centerId, body),
    onSuccess: (_closure, [centerId]) => client.invalidateQueries({ queryKey: ['staffAdmin', 'closures', centerId] }),
  });
}

/** A three-language text in the reader's language. */
export const inReaderLanguage = (text: StaffText) => text[getLanguage()];

/** The centers the signed-in person may see, as select options; empty while they load. */
export function useCenterChoices(): { value: string; label: string }[] {
  const centers = useCenters();
  return (centers.data ?? []).map((center) => ({ value: center.id, label: inReaderLanguage(center.name) }));
}

/** Whom the contract lets list the centers (listStaffCenters); anyone else is refused, so is never asked. */
export const listsCenters = (role: StaffRole) => role === 'admin' || role === 'supervisor';

/**
 * A center's name by its id, for lists and the console's header; the id itself until the names arrive, or for a
 * role the list is closed to (`enabled: false`: a clerk's header and orders, until the contract names centers to them).
 */
export function useCenterName({ enabled = true }: { enabled?: boolean } = {}): (id: string | null | undefined) => string {
  const centers = useQuery({ ...centersQueryOptions(), enabled });
  return (id) => {
    if (!id) return '';
    const center = centers.data?.find((one) => one.id === id);
    return center ? inReaderLanguage(center.name) : id;
  };
}
