import { describe, expect, it } from 'vitest';
import {
  cancelRefunds, canCancel, canDelete, checkDateFilter, feeRows, filterFromSearch, owedSupplement, searchOfFilter, tabOfState, type OrderState,
} from '../../src/features/orders/order-rules';
import { ORDER_STATES } from '../../src/domain/order-stages';
import { formatDateTime } from '../../src/ui/format-date';

// The order screens' pure rules (decision 023): the tabs agree with the server's list filters (store.ts listOrders).
describe('order rules', () => {
  it('puts each state in the tab the server lists it under', () => {
    const expected: Record<OrderState, ReturnType<typeof tabOfState>> = {
      pendingConfirm: 'inProgress', pendingPayment: 'inProgress', paid: 'inProgress', materialsReceived: 'inProgress', inReview: 'inProgress',
      extraPaymentRequired: 'inProgress', decided: 'inProgress', returning: 'finished', completed: 'finished', cancelled: 'closed',
    };
    for (const [state, tab] of Object.entries(expected)) expect(tabOfState(state as OrderState), state).toBe(tab);
  });

  it('cancels an unpaid order, and a paid one (refunding it) until the center has the materials; deletes only a closed one', () => {
    const cancellable = ORDER_STATES.filter((state) => canCancel(state));
    expect(cancellable).toEqual(['pendingPayment', 'paid']);
    expect(ORDER_STATES.filter((state) => cancelRefunds(state))).toEqual(['paid']);
    expect(canDelete('cancelled')).toBe(true);
    expect(canDelete('completed')).toBe(true);
    expect(canDelete('returning')).toBe(true);
    expect(canDelete('pendingPayment')).toBe(false);
    expect(canDelete('extraPaymentRequired')).toBe(false);
  });

  it('checks the date filter: either date may be left out, the end not before the start, real dates only', () => {
    expect(checkDateFilter({ startDate: '', endDate: '' })).toEqual({});
    expect(checkDateFilter({ startDate: '2025-06-01', endDate: '' })).toEqual({});
    expect(checkDateFilter({ startDate: '', endDate: '2025-06-01' })).toEqual({});
    expect(checkDateFilter({ startDate: '2025-06-01', endDate: '2025-06-01' })).toEqual({});
    expect(checkDateFilter({ startDate: '2025-06-02', endDate: '2025-06-01' })).toEqual({ endDate: 'endBeforeStart' });
    expect(checkDateFilter({ startDate: '2025-02-30', endDate: '' })).toEqual({ startDate: 'invalid' });
    expect(checkDateFilter({ startDate: '', endDate: '2025/06/01' })).toEqual({ endDate: 'invalid' });
    // A wrong start is reported once, on the start: the order of the two is not judged on it.
    expect(checkDateFilter({ startDate: 'x', endDate: '2025-01-01' })).toEqual({ startDate: 'invalid' });
  });

  it('reads and writes the list filter in the address, leaving the defaults out', () => {
    const filter = filterFromSearch(new URLSearchParams('tab=finished&startDate=2025-06-01&endDate=2025-06-30&page=3'));
    expect(filter).toEqual({ tab: 'finished', startDate: '2025-06-01', endDate: '2025-06-30', page: 3 });
    expect(searchOfFilter(filter)).toEqual({ tab: 'finished', startDate: '2025-06-01', endDate: '2025-06-30', page: 3 });
    const plain = filterFromSearch(new URLSearchParams('tab=nonsense&page=-2'));
    expect(plain).toEqual({ tab: 'all', startDate: '', endDate: '', page: 1 });
    expect(searchOfFilter(plain)).toEqual({ tab: undefined, startDate: undefined, endDate: undefined, page: undefined });
  });

  it('lists every fee in receipt order, a zero one too, the total last', () => {
    const rows = feeRows({ currency: 'USD', visaFee: 40, serviceFee: 25, urgentFee: 0, deliveryFee: 8, returnExpressFee: 8, total: 81 });
    expect(rows.map((row) => [row.key, row.amount, row.total])).toEqual([
      ['visaFee', 40, false], ['serviceFee', 25, false], ['urgentFee', 0, false], ['deliveryFee', 8, false], ['returnExpressFee', 8, false], ['total', 81, true],
    ]);
  });

  it('owes a supplement only while it is unpaid', () => {
    const extra = { orderId: 'o', amount: 12, currency: 'USD' as const, items: [{ reason: '偏远地区附加费', amount: 12 }], status: 'unpaid' as const, paidAt: null };
    expect(owedSupplement(extra)).toEqual({ amount: 12, currency: 'USD', reasons: ['偏远地区附加费'] });
    expect(owedSupplement({ ...extra, status: 'paid', paidAt: '2025-06-02T02:00:00Z' })).toBeNull();
    expect(owedSupplement(null)).toBeNull();
  });

  it('shows times in Beijing time whatever the clock of the browser', () => {
    expect(formatDateTime('2025-06-01T16:30:00Z')).toBe('2025-06-02 00:30');
    expect(formatDateTime('not a time')).toBe('');
  });
});
