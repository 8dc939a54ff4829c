import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { explore } from './paths.ts';
import {
  ORDER_STAGES, ORDER_STATUS_EVENTS, initialOrderStatus, orderStatusMachine, snapshotOf, statusOf,
  type OrderStatusEventType, type OrderStatusSnapshot,
} from './order-status.machine.ts';
import { orderStatusModel } from './order-status.model.ts';

function walk(...events: OrderStatusEventType[]): OrderStatusSnapshot {
  let [snapshot] = initialTransition(orderStatusMachine);
  for (const type of events) {
    expect(snapshot.can({ type }), `${type} from ${JSON.stringify(snapshot.value)}`).toBe(true);
    [snapshot] = transition(orderStatusMachine, snapshot, { type });
  }
  return snapshot;
}

const accepts = (snapshot: OrderStatusSnapshot) => ORDER_STATUS_EVENTS.filter((type) => snapshot.can({ type }));
const paidOrder: OrderStatusEventType[] = ['submitted', 'signed', 'ordered', 'paid'];

describe('orderStatusMachine: pure transitions', () => {
  it('starts filling and takes changes until submission', () => {
    const [start] = initialTransition(orderStatusMachine);
    expect(statusOf(start)).toEqual(initialOrderStatus);
    expect(accepts(start)).toEqual(['changed', 'submitted', 'cancelled']);
    expect(statusOf(walk('changed', 'changed')).stage).toBe('filling');
  });

  it('refuses a change after submission, and a second submission', () => {
    for (const stage of ['submitted', 'signed', 'pendingPayment', 'paid', 'inReview'] as const) {
      const snapshot = snapshotOf({ stage, extraPaymentDue: false, decision: null });
      expect(snapshot.can({ type: 'changed' }), stage).toBe(false);
      expect(snapshot.can({ type: 'submitted' }), stage).toBe(false);
    }
  });

  it('goes submitted → signed → pending payment → paid, and accepts no payment twice', () => {
    expect(statusOf(walk('submitted')).stage).toBe('submitted');
    expect(statusOf(walk('submitted', 'signed')).stage).toBe('signed');
    expect(statusOf(walk('submitted', 'signed', 'ordered')).stage).toBe('pendingPayment');
    const paid = walk(...paidOrder);
    expect(statusOf(paid)).toEqual({ stage: 'paid', extraPaymentDue: false, decision: null });
    expect(paid.can({ type: 'paid' })).toBe(false);
    // Cancelling a paid order before acceptance is allowed: its payments are refunded (decision 102).
    expect(paid.can({ type: 'cancelled' })).toBe(true);
  });

  it('cannot pay or order before the step that comes first', () => {
    expect(walk().can({ type: 'paid' })).toBe(false);
    expect(walk('submitted').can({ type: 'ordered' })).toBe(false);
    expect(walk('submitted', 'signed').can({ type: 'paid' })).toBe(false);
  });

  it('cancels from every stage before the center accepts the materials, never after', () => {
    const beforeAcceptance: OrderStatusEventType[][] = [[], ['submitted'], ['submitted', 'signed'], ['submitted', 'signed', 'ordered'], paidOrder];
    for (const events of beforeAcceptance) expect(statusOf(walk(...events, 'cancelled')).stage).toBe('cancelled');
    expect(statusOf(walk(...paidOrder, 'extraPaymentRequested', 'cancelled')).stage).toBe('cancelled');
    for (const later of [['accepted'], ['accepted', 'reviewed'], ['accepted', 'reviewed', 'issued']] as OrderStatusEventType[][]) {
      expect(walk(...paidOrder, ...later).can({ type: 'cancelled' })).toBe(false);
    }
  });

  it('follows the center: accepted → in review → issued or refused → returned or collected, keeping the decision', () => {
    const issued = walk(...paidOrder, 'accepted', 'reviewed', 'issued');
    expect(statusOf(issued)).toEqual({ stage: 'issued', extraPaymentDue: false, decision: 'issued' });
    const returned = walk(...paidOrder, 'accepted', 'reviewed', 'refused', 'returned');
    expect(statusOf(returned)).toEqual({ stage: 'returned', extraPaymentDue: false, decision: 'refused' });
    expect(returned.status).toBe('done');
    expect(statusOf(walk(...paidOrder, 'accepted', 'reviewed', 'issued', 'collected')).stage).toBe('collected');
    // No skipping: a decision needs the review, the return a decision.
    expect(walk(...paidOrder).can({ type: 'issued' })).toBe(false);
    expect(walk(...paidOrder, 'accepted').can({ type: 'returned' })).toBe(false);
  });

  it('takes a supplement at any progress after payment, without holding up the progress', () => {
    const due = walk(...paidOrder, 'accepted', 'extraPaymentRequested', 'reviewed');
    expect(statusOf(due)).toEqual({ stage: 'inReview', extraPaymentDue: true, decision: null });
    expect(due.can({ type: 'extraPaymentRequested' })).toBe(false);
    const settled = walk(...paidOrder, 'extraPaymentRequested', 'extraPaid');
    expect(statusOf(settled).extraPaymentDue).toBe(false);
    expect(settled.can({ type: 'extraPaid' })).toBe(false);
    expect(walk('submitted', 'signed', 'ordered').can({ type: 'extraPaymentRequested' })).toBe(false);
  });

  it('an order that ended takes nothing', () => {
    for (const end of [walk('cancelled'), walk(...paidOrder, 'accepted', 'reviewed', 'issued', 'returned')]) {
      expect(accepts(end)).toEqual([]);
    }
  });
});

describe('stored status ⇄ snapshot', () => {
  it('every stage (with and without a supplement owed after payment) survives the round trip', () => {
    for (const stage of ORDER_STAGES) {
      for (const extraPaymentDue of [false, true]) {
        const paid = ['paid', 'accepted', 'inReview', 'issued', 'refused'].includes(stage);
        if (extraPaymentDue && !paid) continue;
        const decision = stage === 'issued' || stage === 'refused' ? stage : stage === 'returned' ? 'issued' : null;
        const status = { stage, extraPaymentDue, decision };
        expect(statusOf(snapshotOf(status))).toEqual(status);
      }
    }
  });

  it('a restored snapshot takes the same events as the walked one', () => {
    const walked = walk(...paidOrder, 'accepted', 'extraPaymentRequested');
    expect(accepts(snapshotOf(statusOf(walked)))).toEqual(accepts(walked));
  });
});

describe('orderStatusModel', () => {
  it('reaches every state and transition', () => {
    const { coverage } = explore(orderStatusModel);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.covered).toBe(coverage.states.total);
  });
});
