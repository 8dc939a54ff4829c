import { describe, expect, it } from 'vitest';
import type { components } from '../../../api/schema.gen';
import { owedSupplement, passportReturns, progressOf } from './order-progress';

describe('progressOf', () => {
  // The contract tells the stage itself (decision 045): the decision is no longer rebuilt from the applications.
  it('maps the order stage after payment to the machine status', () => {
    expect(progressOf({ stage: 'pendingPayment' })).toBeNull();
    expect(progressOf({ stage: 'paid' })).toBe('paid');
    expect(progressOf({ stage: 'accepted' })).toBe('accepted');
    expect(progressOf({ stage: 'inReview' })).toBe('inReview');
    expect(progressOf({ stage: 'issued' })).toBe('issued');
    expect(progressOf({ stage: 'refused' })).toBe('refused');
    expect(progressOf({ stage: 'collected' })).toBe('collected');
    expect(progressOf({ stage: 'returned' })).toBe('returned');
    expect(progressOf({ stage: 'cancelled' })).toBeNull();
  });
});

describe('owedSupplement', () => {
  it('is the unpaid supplement with its reasons, else null', () => {
    const extra: Omit<components['schemas']['ExtraPayment'], 'status'> = {
      orderId: 'o1', amount: 15, currency: 'USD', items: [{ reason: 'Courier', amount: 10 }, { reason: 'Photo', amount: 5 }], paidAt: null,
    };
    expect(owedSupplement({ ...extra, status: 'unpaid' })).toEqual({ amount: 15, reason: 'Courier; Photo', key: 'o1:15:Courier; Photo' });
    expect(owedSupplement({ ...extra, status: 'paid' })).toBeNull();
    expect(owedSupplement(null)).toBeNull();
  });
});

// Issue 12 item 12e: the issued page said "courier or pick-up at the center" whatever the person had chosen.
describe('passportReturns', () => {
  it("names each group's way, applicants and, for the courier, recipient and address", () => {
    const order = {
      applies: [{ id: 'a1', applicantName: '张伟' }, { id: 'a2', applicantName: '张丽' }, { id: 'a3', applicantName: '王芳' }],
      returns: [
        { way: 'courier', applyIds: ['a1', 'a2'], recipient: '张伟', phone: '13800138000', regionText: '北京市朝阳区', address: '建国路1号 1号楼101' },
        { way: 'pickup', applyIds: ['a3'] },
      ],
    } as unknown as components['schemas']['OrderDetail'];
    expect(passportReturns(order)).toEqual([
      { way: 'courier', names: ['张伟', '张丽'], recipient: '张伟', phone: '13800138000', address: '北京市朝阳区 建国路1号 1号楼101' },
      { way: 'pickup', names: ['王芳'], recipient: '', phone: '', address: '' },
    ]);
  });
});
