import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { unwrap } from '../../../api/client';
import { api, payloadOf } from '../../../lib/api';

// The account calls of spec §7. Each answers the client's result ({ ok, data } or a handled failure),
// so a form can put a failure's field messages beside its fields.

export type LoginResult = components['schemas']['LoginResult'];
export type UserInfo = components['schemas']['UserInfo'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type TravelAgencyLoginRequest = components['schemas']['TravelAgencyLoginRequest'];
export type SignUpRequest = components['schemas']['SignUpRequest'];
export type PasswordResetRequest = components['schemas']['PasswordResetRequest'];
export type MobileChange = components['schemas']['MobileChange'];
export type PasswordChange = components['schemas']['PasswordChange'];

export const logIn = (body: LoginRequest) => unwrap(api.POST('/api-uaa/oauth/user/token', { body }));
export const logInTravelAgency = (body: TravelAgencyLoginRequest) => unwrap(api.POST('/api/account/ta/login', { body }));
export const signUp = (body: SignUpRequest) => unwrap(api.POST('/api-uaa/signup/user', { body }));
export const resetPassword = (body: PasswordResetRequest) => unwrap(api.PUT('/api-uaa/password/reset', { body }));
export const changePassword = (body: PasswordChange) => unwrap(api.PUT('/api-user/users/password', { body }));
export const changeMobile = (body: MobileChange) => unwrap(api.PUT('/api-uaa/mobile/modify', { body }));
export const changeEmail = (email: string, emailCode: string) => unwrap(api.PUT('/api-user/users/email', { body: { email, emailCode } }));

export const currentUserQueryOptions = queryOptions({
  queryKey: ['account', 'current-user'],
  queryFn: () => payloadOf(api.GET('/api-user/users/current')),
  staleTime: 0,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}

/** The personal center's badges: unread messages (all kinds) and unfinished applications. */
export const accountCountsQueryOptions = queryOptions({
  queryKey: ['account', 'counts'],
  queryFn: async () => {
    const [messages, drafts] = await Promise.all([
      payloadOf(api.GET('/api-msg/message/list', { params: { query: { page: 1, size: 1 } } })),
      payloadOf(api.GET('/api-apply/unprocessed/count')),
    ]);
    return { unreadCount: messages.unreadCount, todoCount: drafts.count };
  },
  staleTime: 0,
});

export function useAccountCounts() {
  return useQuery(accountCountsQueryOptions);
}
