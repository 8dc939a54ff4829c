// The incorrect-details and form-sharing calls of the contract, typed from the generated schema.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { api, payloadOf } from '../../../lib/api';

export type IncorrectRecord = components['schemas']['IncorrectRecord'];
export type IncorrectDetail = components['schemas']['IncorrectDetail'];

const byId = (id: string) => ({ params: { path: { id } } });

export const useIncorrectRecords = (applyId: string) => useQuery({
  queryKey: ['incorrectRecords', applyId],
  queryFn: () => payloadOf(api.GET('/api-apply/apply/{id}/incorrect', byId(applyId))),
  staleTime: 0,
  retry: 1,
});

export const useIncorrectDetail = (applyId: string) => useQuery({
  queryKey: ['incorrectDetail', applyId],
  queryFn: () => payloadOf(api.GET('/api-apply/apply/{id}/incorrect/detail', byId(applyId))),
  staleTime: 0,
  retry: 1,
});

/** Saves the corrections, then reloads the record, the history, and the order (its applicants' passport numbers). */
export function useCorrectIncorrect(applyId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { recordId: string; values: Record<string, unknown> }) =>
      payloadOf(api.PUT('/api-apply/apply/{id}/incorrect/detail', { ...byId(applyId), body })),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: ['incorrectDetail', applyId] }),
      queryClient.invalidateQueries({ queryKey: ['incorrectRecords', applyId] }),
      queryClient.invalidateQueries({ queryKey: ['order', orderId] }),
    ]),
  });
}

export const sendFormEmail = (applyId: string, email: string) =>
  payloadOf(api.POST('/api/visa/apply/send/email', { body: { applyId, email } }));

export const formQrCode = (applyId: string) =>
  payloadOf(api.POST('/api-apply/apply/form/qrcode', { body: { applyId } }));
