// The order calls of the contract (listOrders … deleteOrder, downloadOrderForms), typed from the generated schema.
// The cache keys ['order', id], ['orderHistory', id] and ['orderExtra', id] are the ones the application flow's
// payment and awaiting-visa screens use, so a change seen on one page is not shown stale on another.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { api, payloadOf } from '../../../lib/api';
import type { OrderListFilter } from '../order-rules';

export type OrderSummary = components['schemas']['OrderSummary'];
export type OrderDetail = components['schemas']['OrderDetail'];
export type OrderPage = components['schemas']['OrderPage'];

export const ORDER_PAGE_SIZE = 10;

export function listOrders(filter: OrderListFilter, size = ORDER_PAGE_SIZE) {
  const query = {
    tab: filter.tab, page: filter.page, size,
    ...(filter.startDate ? { startDate: filter.startDate } : {}),
    ...(filter.endDate ? { endDate: filter.endDate } : {}),
  };
  return payloadOf(api.GET('/api-order/order/list', { params: { query } }));
}

export function ordersQueryOptions(filter: OrderListFilter) {
  return queryOptions({
    queryKey: ['orders', filter.tab, filter.startDate, filter.endDate, filter.page],
    queryFn: () => listOrders(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrders(filter: OrderListFilter, enabled = true) {
  return useQuery({ ...ordersQueryOptions(filter), enabled });
}

const byId = (id: string) => ({ params: { path: { id } } });

export const getOrder = (id: string) => payloadOf(api.GET('/api/visa/order/{id}/user', byId(id)));
export const orderQueryOptions = (id: string) => queryOptions({ queryKey: ['order', id], queryFn: () => getOrder(id), staleTime: 0, retry: 1 });
export const useOrder = (id: string) => useQuery(orderQueryOptions(id));

export const getOrderHistory = (id: string) => payloadOf(api.GET('/api-order/order/{id}/status/history', byId(id)));
export const orderHistoryQueryOptions = (id: string) => queryOptions({ queryKey: ['orderHistory', id], queryFn: () => getOrderHistory(id), staleTime: 0, retry: 1 });
export const useOrderHistory = (id: string, enabled: boolean) => useQuery({ ...orderHistoryQueryOptions(id), enabled });

export const getExtraPayment = (id: string) => payloadOf(api.GET('/api-order/order/{id}/extra/payment', byId(id)));
export const extraPaymentQueryOptions = (id: string) => queryOptions({ queryKey: ['orderExtra', id], queryFn: () => getExtraPayment(id), staleTime: 0, retry: 1 });
export const useExtraPayment = (id: string, enabled: boolean) => useQuery({ ...extraPaymentQueryOptions(id), enabled });

export const cancelOrder = (id: string) => payloadOf(api.PUT('/api-order/order/{id}/cancel', byId(id)));
export const deleteOrder = (id: string) => payloadOf(api.DELETE('/api-order/order/user/{id}', byId(id)));

/** Cancels or deletes, then drops every cached list and this order, so the list shows the change at once. */
export function useOrderAction(action: 'cancel' | 'delete') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => (action === 'cancel' ? cancelOrder(id) : deleteOrder(id)),
    onSuccess: (_data, id) => Promise.all([
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
      action === 'delete' ? queryClient.removeQueries({ queryKey: ['order', id] }) : queryClient.invalidateQueries({ queryKey: ['order', id] }),
      queryClient.invalidateQueries({ queryKey: ['orderHistory', id] }),
    ]),
  });
}

export const downloadForms = (orderId: string) => payloadOf(api.GET('/api-apply/apply/form/download', { params: { query: { orderId } } }));
