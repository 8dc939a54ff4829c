// The draft calls of the contract (countDrafts … deleteDraft), typed from the generated schema.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type ApiResult } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { api, payloadOf } from '../../../lib/api';
import { refreshTodoCount } from '../../../lib/session-actor';
import { draftRead } from './draft-read';

export type Draft = components['schemas']['Draft'];
/**
 * What the flow saves: the actor's persisted snapshot as xstate gives it (an untyped record); the server checks it
 * against the contract's DraftSnapshotInput (a state value, the machine's context keys) at the door.
 */
export type DraftSave = Omit<components['schemas']['DraftSave'], 'snapshot'> & { snapshot: Record<string, unknown> };
type ContractDraftSave = components['schemas']['DraftSave'];
/** A new draft, under the id the flow chose for it, so that sending it twice makes one (decision 143). */
export type DraftCreate = Omit<components['schemas']['DraftCreate'], 'snapshot'> & { snapshot: Record<string, unknown> };
export type DraftPage = components['schemas']['DraftPage'];

export const TODO_PAGE_SIZE = 10;

// The flow host branches on the outcome (409, 404, no network), so these answer results, not throws. The draft of
// the page's own address may already be on its way (draft-read.ts).
export function getDraft(id: string): Promise<ApiResult<Draft>> {
  return draftRead.read(id);
}

export async function createDraft(body: DraftCreate): Promise<ApiResult<Draft>> {
  const result = await unwrap(api.POST('/api-apply/unprocessed', { body: body as components['schemas']['DraftCreate'] }));
  if (result.ok) void refreshTodoCount();
  return result;
}

export function saveDraft(id: string, body: DraftSave & { version: number }): Promise<ApiResult<Draft>> {
  return unwrap(api.PUT('/api-apply/unprocessed/{id}', { params: { path: { id } }, body: body as ContractDraftSave & { version: number } }));
}

export function listDrafts(page: number, size = TODO_PAGE_SIZE) {
  return payloadOf(api.GET('/api-apply/unprocessed/list', { params: { query: { page, size } } }));
}

export function draftsQueryOptions(page: number) {
  return queryOptions({ queryKey: ['drafts', page], queryFn: () => listDrafts(page), staleTime: 0 });
}

export function useDrafts(page: number) {
  return useQuery(draftsQueryOptions(page));
}

export function deleteDraft(id: string) {
  return payloadOf(api.DELETE('/api-apply/unprocessed/{id}', { params: { path: { id } } }));
}

/**
 * Deletes one draft, tells `onDeleted`, then reloads the list and the account's to-do count. `onDeleted` is the
 * mutation's own callback, not one given to `mutate`: the reloaded list no longer holds the row that asked, and
 * TanStack Query skips a `mutate` callback whose component has gone (the open flow stayed in memory, decision 144).
 */
export function useDeleteDraft(onDeleted: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: (_deleted, id) => {
      onDeleted(id);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['drafts'] }),
        queryClient.invalidateQueries({ queryKey: ['account', 'counts'] }),
        refreshTodoCount(),
      ]);
    },
  });
}
