import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { applicationMachine } from '../../machines/application/application.machine';
import { routeOf } from '../../machines/routes';
import { decideFlow, pathOfScreen, screenOfAddress, type FlowSituation } from '../../src/features/apply/flow/route-decision';
import { doneOnceOf, draftSummaryOf } from '../../src/features/apply/flow/draft-summary';

const ids = { draftId: 'd-1', orderId: null };
const situation = (over: Partial<FlowSituation>): FlowSituation => ({
  at: { route: 'choiceVisaType' },
  addressHasDraft: true,
  state: { route: 'choiceVisaType' },
  statePath: '/apply/visa-type?draft=d-1',
  lastShown: { route: 'choiceVisaType' },
  pop: null,
  canGoBack: false,
  doneOnce: null,
  ...over,
});

describe('the address of a state', () => {
  it('carries the draft and the step of flow screens, and leads final states to the order pages', () => {
    expect(pathOfScreen({ route: 'choiceVisaType' }, ids)).toBe('/apply/visa-type?draft=d-1');
    expect(pathOfScreen({ route: 'saveBasicInfo', step: 'passportReview' }, ids)).toBe('/apply/documents?draft=d-1&step=passportReview');
    expect(pathOfScreen({ route: 'choiceVisaType' }, { draftId: null, orderId: null })).toBe('/apply/visa-type');
    expect(pathOfScreen({ route: 'orderDetail' }, { draftId: 'd-1', orderId: 'O-9' })).toBe('/account/orders/O-9');
    expect(pathOfScreen({ route: 'orderList' }, ids)).toBe('/account/orders');
  });

  it('reads the step back from the address', () => {
    expect(screenOfAddress('saveBasicInfo', '?draft=d-1&step=photo')).toEqual({ route: 'saveBasicInfo', step: 'photo' });
    expect(screenOfAddress('confirmApplicant', '?draft=d-1')).toEqual({ route: 'confirmApplicant' });
  });
});

describe('decideFlow', () => {
  it('shows the screen when the address matches the state', () => {
    expect(decideFlow(situation({}))).toEqual({ kind: 'show' });
  });

  it('adds the draft to an address that lacks it, in place', () => {
    expect(decideFlow(situation({ addressHasDraft: false }))).toEqual({ kind: 'navigate', to: '/apply/visa-type?draft=d-1', replace: true });
  });

  it('redirects a deep link that does not match the state, replacing it', () => {
    const deepLink = situation({ at: { route: 'confirmApply' }, lastShown: null });
    expect(decideFlow(deepLink)).toEqual({ kind: 'navigate', to: '/apply/visa-type?draft=d-1', replace: true });
    // A step of the right route that the state is not at is a mismatch too.
    const wrongStep = situation({
      at: { route: 'saveBasicInfo', step: 'photo' }, state: { route: 'saveBasicInfo', step: 'passport' },
      statePath: '/apply/documents?draft=d-1&step=passport', lastShown: { route: 'applicantInfo' },
    });
    expect(decideFlow(wrongStep)).toMatchObject({ kind: 'navigate', replace: true });
  });

  it('pushes the next screen when the state moves on from the screen shown', () => {
    const movedOn = situation({ state: { route: 'visaInformation' }, statePath: '/apply/visa-information?draft=d-1' });
    expect(decideFlow(movedOn)).toEqual({ kind: 'navigate', to: '/apply/visa-information?draft=d-1', replace: false });
  });

  it('sends nav.back on the browser back button where the state allows it', () => {
    const back = situation({
      at: { route: 'choiceVisaType' }, state: { route: 'visaInformation' }, lastShown: { route: 'visaInformation' }, pop: 'back', canGoBack: true,
    });
    expect(decideFlow(back)).toEqual({ kind: 'back' });
    // The forward button never moves the machine: the state's screen wins.
    expect(decideFlow({ ...back, pop: 'forward' })).toMatchObject({ kind: 'navigate', replace: true });
  });

  it('after a do-once step, back shows a clear page instead of the step', () => {
    const backIntoReview = situation({
      at: { route: 'confirmApply' }, state: { route: 'generateForm' }, lastShown: { route: 'generateForm' }, pop: 'back', canGoBack: false, doneOnce: 'submitted',
    });
    expect(decideFlow(backIntoReview)).toEqual({ kind: 'doneOnce', what: 'submitted' });
    // Back where the machine refuses it for another reason (a call running) returns to the state's screen.
    expect(decideFlow({ ...backIntoReview, doneOnce: null })).toMatchObject({ kind: 'navigate', replace: true });
  });
});

describe('what a real application snapshot shows', () => {
  const run = (...events: object[]) => {
    let [snapshot] = initialTransition(applicationMachine);
    for (const event of events) [snapshot] = transition(applicationMachine, snapshot, event as never);
    return snapshot as AnyMachineSnapshot;
  };
  const chosen = [
    { type: 'visa.typeChosen', choice: { centerId: 'center-beijing', locationValue: '110100', purpose: 'tourism', visaTypeValue: 'C-3-9' } },
    { type: 'visa.productChosen', choice: { visaProductValue: 'C-3-9-single-90d', urgent: false } },
    { type: 'applicant.added', applicant: { applicantId: 'ap-1', name: 'Zhang San', relation: 'myself', provinceCode: '110000', consularPostId: 'p' } },
  ];

  it('summarises a draft for the to-do list', () => {
    expect(draftSummaryOf(run())).toEqual({ title: '', applicantNames: [], step: 'choiceVisaType' });
    expect(draftSummaryOf(run(...chosen))).toEqual({ title: 'C-3-9 · C-3-9-single-90d', applicantNames: ['Zhang San'], step: 'confirmApplicant' });
    expect(routeOf(run(...chosen))).toEqual({ route: 'confirmApplicant' });
  });

  it('knows when submission or payment is behind the order', () => {
    expect(doneOnceOf(run(...chosen))).toBeNull();
    const submitted = run(...chosen, { type: 'applicants.confirmed' }, { type: 'applicant.opened', applicantId: 'ap-1' });
    expect(doneOnceOf(submitted)).toBeNull();
    const withIds = { ...submitted, context: { ...submitted.context, applicationIds: ['A-1'] } } as AnyMachineSnapshot;
    expect(doneOnceOf(withIds)).toBe('submitted');
    const paid = { ...submitted, context: { ...submitted.context, applicationIds: ['A-1'], payment: { outcome: 'paid' } } } as AnyMachineSnapshot;
    expect(doneOnceOf(paid)).toBe('paid');
  });
});
