// The order screens' pure rules: which tab an order's state belongs to, what may be done with it, the list's
// filters as the address carries them, and the fee rows. Tested without a browser (tests/app/orders-rules.test.ts).
import type { components } from '../../api/schema.gen';
import { isIsoDate } from '../../domain/dates';
import { ORDER_TABS, tabOfState, type OrderState, type OrderTab } from '../../domain/order-stages';

type Schemas = components['schemas'];
export type OrderFees = Schemas['OrderFees'];

// The tabs and the tab of a state are the server's list filter (decision 023), kept with the stages (decision 045).
export { ORDER_TABS, tabOfState, type OrderState, type OrderTab };

/**
 * An unpaid order can be cancelled, and a paid one until the center receives its materials: its payment is then
 * refunded (decision 102). A supplement owed reads `extraPaymentRequired` whatever the stage, so the payer cannot
 * tell it is still before acceptance: not offered then (the server would refuse it after acceptance).
 */
export const canCancel = (state: OrderState) => state === 'pendingPayment' || state === 'paid';

/** Cancelling gives money back: the confirmation says so, and the order's page stays to show the refund. */
export const cancelRefunds = (state: OrderState) => state === 'paid';

/** Only a closed order (cancelled or finished) can be deleted from the list. */
export const canDelete = (state: OrderState) => tabOfState(state) !== 'inProgress';

export interface OrderListFilter {
  tab: OrderTab;
  startDate: string;
  endDate: string;
  page: number;
}

export type DateField = 'startDate' | 'endDate';
export type DateProblem = 'invalid' | 'endBeforeStart';

/** What is wrong with the date filter, field by field; empty when it may be sent. Either date may be left out. */
export function checkDateFilter(filter: { startDate: string; endDate: string }): Partial<Record<DateField, DateProblem>> {
  const problems: Partial<Record<DateField, DateProblem>> = {};
  if (filter.startDate && !isIsoDate(filter.startDate)) problems.startDate = 'invalid';
  if (filter.endDate && !isIsoDate(filter.endDate)) problems.endDate = 'invalid';
  if (!problems.startDate && !problems.endDate && filter.startDate && filter.endDate && filter.endDate < filter.startDate) {
    problems.endDate = 'endBeforeStart';
  }
  return problems;
}

/** The list's filter from the address (`?tab=&startDate=&endDate=&page=`); unknown values fall back to the defaults. */
export function filterFromSearch(search: URLSearchParams): OrderListFilter {
  const tab = ORDER_TABS.find((name) => name === search.get('tab')) ?? 'all';
  const page = Number(search.get('page'));
  return {
    tab,
    startDate: search.get('startDate') ?? '',
    endDate: search.get('endDate') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query of a filter: defaults are left out, so the plain list has the plain address. */
export function searchOfFilter(filter: OrderListFilter): Record<string, string | number | undefined> {
  return {
    tab: filter.tab === 'all' ? undefined : filter.tab,
    startDate: filter.startDate || undefined,
    endDate: filter.endDate || undefined,
    page: filter.page > 1 ? filter.page : undefined,
  };
}

export type FeeKey = 'visaFee' | 'serviceFee' | 'urgentFee' | 'deliveryFee' | 'returnExpressFee' | 'total';

/** The fee breakdown in the order a receipt reads, the total last; every fee shows, a zero one too. */
export function feeRows(fees: OrderFees): { key: FeeKey; amount: number; total: boolean }[] {
  const parts = ['visaFee', 'serviceFee', 'urgentFee', 'deliveryFee', 'returnExpressFee'] as const;
  return [...parts.map((key) => ({ key, amount: fees[key], total: false })), { key: 'total' as const, amount: fees.total, total: true }];
}

/** The supplement still owed, or null when none was asked for or it is paid or closed. */
export function owedSupplement(extra: Schemas['ExtraPayment'] | null | undefined) {
  if (!extra || extra.status !== 'unpaid') return null;
  return { amount: extra.amount, currency: extra.currency, reasons: extra.items.map((item) => item.reason).filter(Boolean) };
}
