import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { unwrap } from '../../../api/client';
import { api, payloadOf } from '../../../lib/api';

// Whether milestone notifications also go by SMS and by e-mail (decision 038).

export type NotificationPreferences = components['schemas']['NotificationPreferences'];
export type NotificationPreferencesUpdate = components['schemas']['NotificationPreferencesUpdate'];

export const saveNotificationPreferences = (body: NotificationPreferencesUpdate) =>
  unwrap(api.PUT('/api-user/users/notification-preferences', { body }));

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: ['account', 'notification-preferences'],
  queryFn: () => payloadOf(api.GET('/api-user/users/notification-preferences')),
  staleTime: 0,
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}
