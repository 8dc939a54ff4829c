// The center's work on orders (`# --- staff: orders ---` of the contract): queues, search, appointments, the order
// view and its moves. Each call, its queryOptions and its hook, typed from the generated schema.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { staffApi, unwrap } from './staff-api';

type Schemas = components['schemas'];
export type StaffQueue = Schemas['StaffQueue'];
export type QueueCounts = Schemas['StaffQueueCounts'];
export type OrderSummary = Schemas['StaffOrderSummary'];
export type OrderView = Schemas['StaffOrderView'];
export type OrderApplicant = OrderView['applicants'][number];
export type OrderDocument = OrderView['documents'][number];
export type AppointmentDay = Schemas['StaffAppointmentDay'];
export type MoveEvent = Schemas['StaffMoveEvent'];
export type Bilingual = Schemas['StaffBilingual'];
export type AuditEntry = Schemas['StaffAuditEntry'];

/** In the order the work goes: the home page lists them so. */
export const STAFF_QUEUES = [
  'toAccept', 'inReview', 'supplementsAwaitingPayment', 'correctionsAwaitingApplicant', 'readyToReturn', 'returnedToday',
] as const satisfies readonly StaffQueue[];
export const isQueue = (value: unknown): value is StaffQueue => (STAFF_QUEUES as readonly unknown[]).includes(value);

export const ORDER_PAGE_SIZE = 20;

export const queueCountsQueryOptions = () => queryOptions({
  queryKey: ['staff', 'queues'],
  queryFn: () => unwrap(staffApi.GET('/api-staff/orders/queues')),
  staleTime: 0,
});
export const useQueueCounts = () => useQuery(queueCountsQueryOptions());

export interface OrderSearch { queue?: StaffQueue; q?: string; page: number }

export const listOrders = ({ queue, q, page }: OrderSearch) => unwrap(staffApi.GET('/api-staff/orders', {
  params: { query: { ...(queue ? { queue } : {}), ...(q ? { q } : {}), page, size: ORDER_PAGE_SIZE } },
}));
export const useOrders = (search: OrderSearch) => useQuery({
  queryKey: ['staff', 'orders', search.queue ?? null, search.q ?? null, search.page],
  queryFn: () => listOrders(search),
  placeholderData: keepPreviousData,
  staleTime: 0,
});

export const useAppointments = (date: string) => useQuery({
  queryKey: ['staff', 'appointments', date],
  queryFn: () => unwrap(staffApi.GET('/api-staff/appointments', { params: { query: { date } } })),
  staleTime: 0,
});

export const orderQueryKey = (id: string) => ['staff', 'order', id] as const;
export const useOrder = (id: string) => useQuery({
  queryKey: orderQueryKey(id),
  queryFn: () => unwrap(staffApi.GET('/api-staff/orders/{id}', { params: { path: { id } } })),
  staleTime: 0,
});

export const useOrderAudit = (id: string, enabled: boolean) => useQuery({
  queryKey: ['staff', 'order', id, 'audit'],
  queryFn: () => unwrap(staffApi.GET('/api-staff/orders/{id}/audit', { params: { path: { id } } })),
  enabled,
  staleTime: 0,
});

const path = (id: string) => ({ params: { path: { id } } });

/** Each move answers the order view after it, which replaces the one shown. */
export const moveOrder = (id: string, event: Schemas['StaffMoveRequest']['event']) =>
  unwrap(staffApi.POST('/api-staff/orders/{id}/moves', { ...path(id), body: { event } }));
export const decideOrder = (id: string, decision: Schemas['StaffDecisionRequest']['decision']) =>
  unwrap(staffApi.POST('/api-staff/orders/{id}/decision', { ...path(id), body: { decision } }));
export const requestSupplement = (id: string, body: Schemas['StaffSupplementRequest']) =>
  unwrap(staffApi.POST('/api-staff/orders/{id}/supplements', { ...path(id), body }));
export const flagIncorrect = (id: string, body: Schemas['StaffFlagRequest']) =>
  unwrap(staffApi.POST('/api-staff/orders/{id}/incorrect', { ...path(id), body }));
export const makeReturnWaybill = (id: string) =>
  unwrap(staffApi.POST('/api-staff/orders/{id}/return-waybill', path(id)));

/**
 * A document or the forms PDF, fetched with the staff token (a plain link could not carry it) as a Blob.
 * `url` is the one the order view names; it must be one of the console's own downloads.
 */
export async function fetchStaffFile(url: string): Promise<Blob> {
  const documentPath = /^\/api-staff\/orders\/([^/]+)\/documents\/([^/]+)$/.exec(url);
  if (documentPath) {
    return unwrap(staffApi.GET('/api-staff/orders/{id}/documents/{fileId}', {
      params: { path: { id: decodeURIComponent(documentPath[1]!), fileId: decodeURIComponent(documentPath[2]!) } }, parseAs: 'blob',
    })) as Promise<Blob>;
  }
  const formPath = /^\/api-staff\/orders\/([^/]+)\/form$/.exec(url);
  if (formPath) {
    return unwrap(staffApi.GET('/api-staff/orders/{id}/form', { params: { path: { id: decodeURIComponent(formPath[1]!) } }, parseAs: 'blob' })) as Promise<Blob>;
  }
  throw new Error(`Not a staff download: ${url}`);
}
