import { describe, expect, it } from 'vitest';
import {
  applyStatusOf, isAfterPayment, isPaid, ORDER_STAGES, ORDER_TABS, orderStateOf, STAGES_OF, STAGES_OF_TAB, stageOfApply, stateTimeline,
  tabOfStage, tabOfState, type OrderStage,
} from '../../src/domain/order-stages';

// The expectations below were written from the code this module replaced (server status.ts and store.ts's raw SQL,
// the client's order-rules.ts, order-progress.ts and the public progress page, order-data.ts), so that gathering the
// rules in one file changed none of them.
const status = (stage: OrderStage, extraPaymentDue = false, decision: 'issued' | 'refused' | null = null) => ({ stage, extraPaymentDue, decision });

describe('order stages', () => {
  it('groups the stages as the old server and machines did', () => {
    expect(ORDER_STAGES).toEqual([
      'filling', 'submitted', 'signed', 'pendingPayment', 'paid', 'accepted', 'inReview', 'issued', 'refused', 'returned', 'collected', 'cancelled',
    ]);
    expect(STAGES_OF.paid).toEqual(['paid', 'accepted', 'inReview', 'issued', 'refused']);
    expect(STAGES_OF.closed).toEqual(['returned', 'collected', 'cancelled']);
    expect(STAGES_OF.finished).toEqual(['returned', 'collected']);
    // The application machine's awaiting-visa statuses (order-data.ts's ORDER_STATUSES).
    expect(STAGES_OF.afterPayment).toEqual(['paid', 'accepted', 'inReview', 'issued', 'refused', 'returned', 'collected']);
    expect(ORDER_STAGES.filter(isAfterPayment)).toEqual(STAGES_OF.afterPayment);
  });

  it('lists every stage under exactly one tab besides "all", as the old SQL filters did', () => {
    expect(ORDER_TABS).toEqual(['all', 'inProgress', 'finished']);
    const tabs = ['inProgress', 'finished', 'closed'] as const;
    for (const stage of ORDER_STAGES) {
      expect(tabs.filter((tab) => STAGES_OF_TAB[tab].includes(stage)), stage).toEqual([tabOfStage(stage)]);
    }
    // Old store.ts: inProgress = stage not in (returned, collected, cancelled); finished = stage in (returned, collected).
    expect(ORDER_STAGES.filter((stage) => !['returned', 'collected', 'cancelled'].includes(stage))).toEqual(STAGES_OF_TAB.inProgress);
    expect(STAGES_OF_TAB.finished).toEqual(['returned', 'collected']);
    expect(STAGES_OF_TAB.closed).toEqual(['cancelled']);
  });

  // The state-by-state table of the old client rule stays in tests/app/orders-rules.test.ts (tabOfState is re-exported there).
  it('puts a contract state in the tab of every stage that reads as it; a supplement owed is in progress', () => {
    for (const stage of ORDER_STAGES) {
      const state = orderStateOf(status(stage));
      if (state) expect(tabOfState(state), stage).toBe(tabOfStage(stage));
      if (isPaid(stage)) expect(tabOfState(orderStateOf(status(stage, true))!), stage).toBe('inProgress');
    }
  });

  it("names each stage in the contract's OrderState and ApplyStatus as the old server did", () => {
    expect(ORDER_STAGES.map((stage) => orderStateOf(status(stage)))).toEqual([
      null, null, null, 'pendingPayment', 'paid', 'materialsReceived', 'inReview', 'decided', 'decided', 'returning', 'completed', 'cancelled',
    ]);
    expect(orderStateOf(status('accepted', true))).toBe('extraPaymentRequired');
    expect(ORDER_STAGES.map((stage) => applyStatusOf(status(stage)))).toEqual([
      'filling', 'confirmed', 'signed', 'ordered', 'submitted', 'submitted', 'inReview', 'issued', 'refused', 'issued', 'issued', 'cancelled',
    ]);
    expect(applyStatusOf(status('returned', false, 'refused'))).toBe('refused');
    expect(applyStatusOf(status('collected', false, 'issued'))).toBe('issued');
  });

  it('reads the stage of an application not yet ordered from its status, as the old submission did', () => {
    expect(stageOfApply('filling')).toBe('filling');
    expect(stageOfApply('completed')).toBe('filling');
    expect(stageOfApply('confirmed')).toBe('submitted');
    expect(stageOfApply('signed')).toBe('signed');
    for (const later of ['ordered', 'submitted', 'inReview', 'issued', 'refused', 'cancelled', 'incorrect']) {
      expect(stageOfApply(later), later).toBe('pendingPayment');
    }
  });

  it("draws the public progress timeline in the old page's order", () => {
    expect(stateTimeline).toEqual(['pendingPayment', 'paid', 'materialsReceived', 'inReview', 'decided', 'returning', 'completed']);
  });
});
