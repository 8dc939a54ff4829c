// The catalogue's visa type and product the guide recommends, read through the public reference calls.
import { useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '../../lib/api';

export const useVisaType = (id: string) => useQuery({
  queryKey: ['reference', 'visa-type', id],
  queryFn: () => payloadOf(api.GET('/api/visa/object/{id}/common', { params: { path: { id } } })),
  staleTime: 5 * 60_000,
});

export const useVisaProduct = (id: string) => useQuery({
  queryKey: ['reference', 'visa-product', id],
  queryFn: () => payloadOf(api.GET('/api/visa/product/{id}/common', { params: { path: { id } } })),
  staleTime: 5 * 60_000,
});
