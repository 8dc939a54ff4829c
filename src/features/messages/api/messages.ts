import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, payloadOf } from '../../../lib/api';

export type MessageKind = 'system' | 'announcement';
export const MESSAGE_PAGE_SIZE = 10;

export function listMessages(kind: MessageKind, page: number, size = MESSAGE_PAGE_SIZE) {
  return payloadOf(api.GET('/api-msg/message/list', { params: { query: { kind, page, size } } }));
}

export function messagesQueryOptions(kind: MessageKind, page: number) {
  return queryOptions({
    queryKey: ['messages', kind, page],
    queryFn: () => listMessages(kind, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMessages(kind: MessageKind, page: number) {
  return useQuery(messagesQueryOptions(kind, page));
}

export function markAllMessagesRead(kind: MessageKind) {
  return payloadOf(api.PUT('/api-msg/message/read/all', { body: { kind } }));
}

/** Marks one kind read, then reloads every message list and the account's counts. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllMessagesRead,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: ['messages'] }),
      queryClient.invalidateQueries({ queryKey: ['account', 'counts'] }),
    ]),
  });
}
