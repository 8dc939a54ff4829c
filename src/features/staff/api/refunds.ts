// Money back (`staffListOrderRefunds`, `staffRefundOrder`, `staffListRefunds`, `staffRetryRefund` of the contract):
// an order's payments with what may still be refunded, a refund, the finance queue and a failed refund tried again.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { staffApi, unwrap } from './staff-api';

type Schemas = components['schemas'];
export type Refund = Schemas['Refund'];
export type RefundStatus = Schemas['RefundStatus'];
export type PaymentRefunds = Schemas['OrderPaymentRefunds'];
export type RefundInput = Schemas['StaffRefundInput'];

export const REFUND_PAGE_SIZE = 20;

export const orderRefundsQueryKey = (orderId: string) => ['staff', 'order', orderId, 'refunds'] as const;
export const useOrderRefunds = (orderId: string) => useQuery({
  queryKey: orderRefundsQueryKey(orderId),
  queryFn: () => unwrap(staffApi.GET('/api-staff/orders/{id}/refunds', { params: { path: { id: orderId } } })),
  staleTime: 0,
});

/** A refund of one payment; the same requestId answers the refund it already made, so a second submit is not a second refund. */
export const refundOrder = (orderId: string, body: RefundInput) =>
  unwrap(staffApi.POST('/api-staff/orders/{id}/refunds', { params: { path: { id: orderId } }, body }));

export interface RefundSearch { status?: RefundStatus; page: number }

export const refundsQueryKey = ['staff', 'refunds'] as const;
export const useRefunds = ({ status, page }: RefundSearch) => useQuery({
  queryKey: [...refundsQueryKey, status ?? null, page],
  queryFn: () => unwrap(staffApi.GET('/api-staff/refunds', { params: { query: { ...(status ? { status } : {}), page, size: REFUND_PAGE_SIZE } } })),
  placeholderData: keepPreviousData,
  staleTime: 0,
});

export const retryRefund = (outRefundNo: string) =>
  unwrap(staffApi.POST('/api-staff/refunds/{outRefundNo}/retry', { params: { path: { outRefundNo } } }));
