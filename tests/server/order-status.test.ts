import { describe, expect, it } from 'vitest';
import { ORDER_STAGES } from '../../machines/order-status.machine.ts';
import { applyStatusOf, nextStatus, orderStateOf, statusRefusalMessages, type OrderStatus } from '../../src/server/orders/status.ts';
import { LANGUAGES } from '../../src/domain/constants.ts';

const paid: OrderStatus = { stage: 'paid', extraPaymentDue: false, decision: null };

describe('nextStatus: the server refuses what the order status machine does not take', () => {
  it('moves through the order with every allowed event', () => {
    expect(nextStatus('filling', 'changed')).toEqual({ ok: true, status: { stage: 'filling', extraPaymentDue: false, decision: null } });
    expect(nextStatus('filling', 'submitted')).toMatchObject({ ok: true, status: { stage: 'submitted' } });
    expect(nextStatus('signed', 'ordered')).toMatchObject({ ok: true, status: { stage: 'pendingPayment' } });
    expect(nextStatus('pendingPayment', { type: 'paid' })).toEqual({ ok: true, status: paid });
    expect(nextStatus({ stage: 'inReview', extraPaymentDue: true, decision: null }, 'refused'))
      .toEqual({ ok: true, status: { stage: 'refused', extraPaymentDue: true, decision: 'refused' } });
  });

  it('refuses a change after submission', () => {
    for (const stage of ['submitted', 'signed', 'pendingPayment', 'paid'] as const) {
      expect(nextStatus(stage, 'changed')).toEqual({ ok: false, refusal: 'changedAfterSubmission' });
    }
    expect(nextStatus('submitted', 'submitted')).toEqual({ ok: false, refusal: 'alreadySubmitted' });
  });

  it('refuses paying twice, and a supplement paid twice', () => {
    expect(nextStatus(paid, 'paid')).toEqual({ ok: false, refusal: 'alreadyPaid' });
    expect(nextStatus({ stage: 'inReview', extraPaymentDue: false, decision: null }, 'paid')).toEqual({ ok: false, refusal: 'alreadyPaid' });
    const settled = nextStatus({ ...paid, extraPaymentDue: true }, 'extraPaid');
    expect(settled).toEqual({ ok: true, status: paid });
    expect(nextStatus(paid, 'extraPaid')).toEqual({ ok: false, refusal: 'nothingOwed' });
  });

  it('refuses cancelling an order the center accepted, but cancels one not paid or paid and not yet accepted', () => {
    expect(nextStatus({ stage: 'paid', extraPaymentDue: false, decision: null }, 'cancelled')).toMatchObject({ ok: true, status: { stage: 'cancelled' } });
    for (const stage of ['accepted', 'inReview', 'issued', 'refused'] as const) {
      expect(nextStatus({ stage, extraPaymentDue: false, decision: null }, 'cancelled')).toEqual({ ok: false, refusal: 'paidOrderNotCancellable' });
    }
    expect(nextStatus('pendingPayment', 'cancelled')).toMatchObject({ ok: true, status: { stage: 'cancelled' } });
  });

  it('refuses anything once the order has ended, and steps out of order', () => {
    for (const stage of ['returned', 'collected', 'cancelled'] as const) {
      expect(nextStatus({ stage, extraPaymentDue: false, decision: 'issued' }, 'accepted')).toEqual({ ok: false, refusal: 'orderClosed' });
    }
    expect(nextStatus('filling', 'paid')).toEqual({ ok: false, refusal: 'notYet' });
    expect(nextStatus(paid, 'issued')).toEqual({ ok: false, refusal: 'notYet' });
  });

  it('has a message for every refusal in every language', () => {
    for (const message of Object.values(statusRefusalMessages)) {
      for (const language of LANGUAGES) expect(message[language]).toMatch(/\S/);
    }
  });
});

describe('contract vocabularies', () => {
  it('maps every stage to an OrderState (none before the order exists) and an ApplyStatus', () => {
    const states = ORDER_STAGES.map((stage) => orderStateOf({ stage, extraPaymentDue: false, decision: null }));
    expect(states).toEqual([null, null, null, 'pendingPayment', 'paid', 'materialsReceived', 'inReview', 'decided', 'decided', 'returning', 'completed', 'cancelled']);
    expect(orderStateOf({ stage: 'inReview', extraPaymentDue: true, decision: null })).toBe('extraPaymentRequired');
    expect(applyStatusOf({ stage: 'submitted', extraPaymentDue: false, decision: null })).toBe('confirmed');
    expect(applyStatusOf({ stage: 'collected', extraPaymentDue: false, decision: 'refused' })).toBe('refused');
  });
});
