// The staff member's session: who is signed in, the sign-in steps, enrolment and signing out (the identity
// operations of the contract, `# --- staff: identity ---`).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { staffApi, unwrap } from './staff-api';
import { setStaffToken } from './staff-token';

type Schemas = components['schemas'];
export type StaffMember = Schemas['StaffMember'];
export type StaffRole = Schemas['StaffRole'];
export type StaffEnrolment = Schemas['StaffEnrolment'];

export const getMe = () => unwrap(staffApi.GET('/api-staff/me'));
export const meQueryOptions = () => queryOptions({ queryKey: ['staff', 'me'], queryFn: getMe, staleTime: 5 * 60_000 });
export const useMe = (enabled = true) => useQuery({ ...meQueryOptions(), enabled });

/** The password step: the half-open token it answers becomes the tab's token until the second factor is done. */
export async function signIn(email: string, password: string) {
  const step = await unwrap(staffApi.POST('/api-staff/session', { body: { email, password } }));
  setStaffToken(step.token);
  return step;
}

export const secondFactor = (answer: { code: string } | { recoveryCode: string }) =>
  unwrap(staffApi.POST('/api-staff/session/second-factor', { body: answer }));

export const getEnrolment = (token: string) =>
  unwrap(staffApi.GET('/api-staff/enrolment/{token}', { params: { path: { token } } }));

export const enrol = (token: string, password: string, code: string) =>
  unwrap(staffApi.POST('/api-staff/enrolment/{token}', { params: { path: { token } }, body: { password, code } }));

/** Ends this tab's session at the server (the caller then forgets the token, once it has left the screens that need it). */
export const signOut = () => unwrap(staffApi.DELETE('/api-staff/session'));

/** Ends every session of this staff member (other counters, a lost tablet), this one included: how many ended. */
export const signOutEverywhere = async () => (await unwrap(staffApi.POST('/api-staff/session/everywhere'))).count;
