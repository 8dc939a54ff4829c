// The team (admin): list, invite, change role/center/status, reset the second factor. Typed from the contract.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { staffApi, unwrap } from '../../staff/api/staff-api';

export type TeamMember = components['schemas']['StaffTeamMember'];
export type StaffRole = components['schemas']['StaffRole'];
export type StaffInviteRequest = components['schemas']['StaffInviteRequest'];
export type StaffUpdateRequest = components['schemas']['StaffUpdateRequest'];

export const STAFF_ROLES = ['clerk', 'supervisor', 'finance', 'editor', 'admin'] as const satisfies readonly StaffRole[];

const teamKey = ['staffAdmin', 'team'] as const;

export const listStaff = () => unwrap(staffApi.GET('/api-staff/staff'));
export const teamQueryOptions = () => queryOptions({ queryKey: teamKey, queryFn: listStaff, retry: false });
export const useTeam = () => useQuery(teamQueryOptions());

export const inviteStaff = (body: StaffInviteRequest) => unwrap(staffApi.POST('/api-staff/staff', { body }));
export const updateStaff = (id: string, body: StaffUpdateRequest) => unwrap(staffApi.PUT('/api-staff/staff/{id}', { params: { path: { id } }, body }));
export const resetStaff = (id: string) => unwrap(staffApi.POST('/api-staff/staff/{id}/reset', { params: { path: { id } } }));

/** A change to the team, after which the list is read again. */
export function useTeamChange<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => call(...args),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKey }),
  });
}

/** What an update sends to keep a person's status: "active" leaves someone not yet enrolled invited (server rule). */
export const keptStatus = (member: TeamMember): StaffUpdateRequest['status'] => (member.status === 'disabled' ? 'disabled' : 'active');

