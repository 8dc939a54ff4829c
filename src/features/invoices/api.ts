import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../api/schema.gen';
import { unwrap, type ApiResult } from '../../api/client';
import { api, payloadOf } from '../../lib/api';

// The invoice calls of spec §7 (titles, records, apply, mail) and the preview and retry the portal adds. Every write
// refreshes what it changes: the titles list, the records, the one record, and the order whose invoice state moved.

export type InvoiceTitle = components['schemas']['InvoiceTitle'];
export type InvoiceTitleInput = components['schemas']['InvoiceTitleInput'];
export type InvoiceRecord = components['schemas']['InvoiceRecord'];
export type InvoicePreview = components['schemas']['InvoicePreview'];

export const titlesQuery = queryOptions({
  queryKey: ['invoiceTitles'],
  queryFn: () => payloadOf(api.GET('/api-order/invoice/title')),
  staleTime: 0,
});

export const recordsQuery = queryOptions({
  queryKey: ['invoiceRecords'],
  queryFn: () => payloadOf(api.POST('/api-order/invoice/record/users', { params: { query: { page: 1, size: 50 } }, body: {} })),
  staleTime: 0,
});

/** While the provider is at work the record is asked for again every few seconds, until it is issued or failed. */
export const recordQuery = (id: string) => queryOptions({
  queryKey: ['invoiceRecord', id],
  queryFn: () => payloadOf(api.GET('/api-order/invoice/record/{id}', { params: { path: { id } } })),
  staleTime: 0,
  retry: 1,
  refetchInterval: (query) => (query.state.data?.status === 'invoicing' ? 2000 : false),
});

export const previewQuery = (orderId: string) => queryOptions({
  queryKey: ['invoicePreview', orderId],
  queryFn: () => payloadOf(api.GET('/api-order/invoice/preview', { params: { query: { orderId } } })),
  staleTime: 0,
  retry: 1,
});

export const useTitles = () => useQuery(titlesQuery);
export const useRecords = () => useQuery(recordsQuery);
export const useRecord = (id: string) => useQuery(recordQuery(id));
export const usePreview = (orderId: string) => useQuery(previewQuery(orderId));

export function useTitleWrites() {
  const client = useQueryClient();
  const after = async <T>(result: Promise<T>) => {
    const answer = await result;
    await client.invalidateQueries({ queryKey: titlesQuery.queryKey });
    return answer;
  };
  return {
    save: useMutation({ mutationFn: (body: InvoiceTitleInput) => after(unwrap(api.POST('/api-order/invoice/title', { body }))) }),
    makeDefault: useMutation({ mutationFn: (id: string) => after(unwrap(api.PUT('/api-order/invoice/title/default', { body: { id } }))) }),
    remove: useMutation({ mutationFn: (id: string) => after(unwrap(api.DELETE('/api-order/invoice/title/{id}', { params: { path: { id } } }))) }),
  };
}

export function useRecordWrites() {
  const client = useQueryClient();
  const refresh = (record: InvoiceRecord) => Promise.all([
    client.invalidateQueries({ queryKey: recordsQuery.queryKey }),
    client.invalidateQueries({ queryKey: ['invoicePreview', record.orderId] }),
    client.invalidateQueries({ queryKey: ['order', record.orderId] }),
    client.setQueryData(recordQuery(record.id).queryKey, record),
  ]);
  const after = async (pending: Promise<ApiResult<InvoiceRecord>>) => {
    const answer = await pending;
    if (answer.ok) await refresh(answer.data);
    return answer;
  };
  return {
    apply: useMutation({ mutationFn: (body: { orderId: string; titleId: string }) => after(unwrap(api.POST('/api/order/invoice/record', { body }))) }),
    retry: useMutation({ mutationFn: (id: string) => after(unwrap(api.POST('/api-order/invoice/record/{id}/retry', { params: { path: { id } } }))) }),
    mail: useMutation({ mutationFn: (body: { recordId: string; mailToken: string; email: string }) => unwrap(api.POST('/api/order/invoice/record/mail/common', { body })) }),
  };
}
