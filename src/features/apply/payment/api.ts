import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '../../../lib/api';
import { getFooterConfig } from '../../../lib/config';

// What the payment and paid screens read: the order (fees and number) and the center's contacts.

export const orderQuery = (orderId: string) => queryOptions({
  queryKey: ['order', orderId],
  queryFn: () => payloadOf(api.GET('/api/visa/order/{id}/user', { params: { path: { id: orderId } } })),
  staleTime: 30_000,
  retry: 1,
});

/** `fresh`: asked again whenever the screen opens, for a screen whose meaning depends on the order's stage now. */
export const useOrder = (orderId: string | null, options: { fresh?: boolean } = {}) =>
  useQuery({ ...orderQuery(orderId ?? ''), enabled: Boolean(orderId), ...(options.fresh ? { refetchOnMount: 'always' as const } : {}) });

export const useContacts = () => useQuery({
  queryKey: ['contacts'],
  queryFn: async () => {
    const { hotline = null, email = null } = await getFooterConfig();
    return { hotline, email };
  },
  staleTime: 10 * 60_000,
});

export const downloadForms = (orderId: string) =>
  payloadOf(api.GET('/api-apply/apply/form/download', { params: { query: { orderId } } }));
