import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../api/schema.gen';
import { unwrap } from '../../api/client';
import { api, payloadOf } from '../../lib/api';
import { regionsQuery } from '../../lib/reference-lists';

// The saved-address calls of spec §7. The list's key is the one the delivery step reads too (one cache per page),
// so an address added, changed or deleted here is what the delivery and return screens offer next.

export type SavedAddress = components['schemas']['SavedAddress'];
export type SavedAddressInput = components['schemas']['SavedAddressInput'];

export const addressesQuery = queryOptions({
  queryKey: ['addresses'],
  queryFn: () => payloadOf(api.GET('/api-address/address/list')),
  staleTime: 0,
});

export const useAddresses = () => useQuery(addressesQuery);
export const useRegions = (parentCode: string | null, enabled: boolean) => useQuery({ ...regionsQuery(parentCode), enabled });

/** The three writes; each refreshes the one list when it succeeds. */
export function useAddressWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: addressesQuery.queryKey });
  const after = async <T>(result: Promise<T>) => {
    const answer = await result;
    await refresh();
    return answer;
  };
  return {
    save: useMutation({ mutationFn: (body: SavedAddressInput) => after(unwrap(api.POST('/api-address/address', { body }))) }),
    makeDefault: useMutation({ mutationFn: (id: string) => after(unwrap(api.PUT('/api-address/address/default', { body: { id } }))) }),
    remove: useMutation({ mutationFn: (id: string) => after(unwrap(api.DELETE('/api-address/address/{id}', { params: { path: { id } } }))) }),
  };
}
