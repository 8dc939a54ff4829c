import { describe, expect, it } from 'vitest';
import {
  SimulatedClock, createActor, fromCallback, fromPromise, initialTransition, transition, waitFor, type AnyActorRef, type AnyEventObject,
} from 'xstate';
import {
  paymentMachine, type ClosePaymentOutput, type PaymentContext, type PaymentInput, type PollPaymentInput, type PollPaymentOutput,
} from '../payment.machine.ts';
import { signatureWatchMachine } from '../signature-watch.machine.ts';
import { explore, shortestPaths } from '../paths.ts';
import { delegateOf, routeOf } from '../routes.ts';
import { FORM_STEPS } from './applicant-data.ts';
import { stepValueOf } from '../../src/domain/applicant-sections.ts';
import { adultPassport, applicantOutput, completeApplicantData } from './applicant.model.ts';
import { applicationMachine, type ApplicationEvent } from './application.machine.ts';
import {
  ORDER_ID, applicationModel, courierSender, sampleApplicants, secondMyself, selfDeliverySender, shanghaiApplicant,
} from './application.model.ts';
import type { ReturnGroup } from './order-data.ts';
import { roundTrip, runningActor } from './round-trip.ts';

type Sample = ApplicationEvent | { type: string; output?: unknown; error?: unknown };

function run(events: Sample[]) {
  let [snapshot] = initialTransition(applicationMachine);
  for (const event of events) [snapshot] = transition(applicationMachine, snapshot, event as ApplicationEvent);
  return snapshot;
}

const [zhang, li] = sampleApplicants as [typeof sampleApplicants[0], typeof sampleApplicants[0]];
const choose = (urgent = false): Sample[] => [
  { type: 'visa.typeChosen', choice: { centerId: 'center-beijing', locationValue: '110100', purpose: 'tourism', visaTypeValue: 'C-3-9' } },
  { type: 'visa.productChosen', choice: { visaProductValue: 'C-3-9-single-90d', urgent } },
];
const prepared = (urgent = false): Sample[] => [
  ...choose(urgent),
  { type: 'applicant.added', applicant: zhang },
  { type: 'applicants.confirmed' },
  { type: 'applicant.opened', applicantId: zhang.applicantId },
  { type: 'xstate.done.actor.applicant', output: applicantOutput(zhang.applicantId, 'completed') },
  { type: 'preparation.finished' },
];
const signed = (urgent = false): Sample[] => [
  ...prepared(urgent),
  { type: 'application.submitted' },
  { type: 'xstate.done.actor.submitApplications', output: { applicationIds: ['APP-1'] } },
  { type: 'sign.completed' },
  { type: 'nav.next' },
];
const pickup: ReturnGroup[] = [{ way: 'pickup', applicantIds: [zhang.applicantId] }];
const ordered: Sample[] = [
  ...signed(),
  { type: 'delivery.wayChosen', way: 'selfDelivery' },
  { type: 'delivery.saved', sender: selfDeliverySender },
  { type: 'returnWay.saved', returns: pickup },
  { type: 'xstate.done.actor.createOrder', output: { orderId: ORDER_ID, amount: 560 } },
];
const paid: Sample[] = [
  ...ordered,
  { type: 'xstate.done.actor.payment', output: { outcome: 'paid', method: 'wechat', paidAt: '2030-01-01T10:00:00Z' } },
];

describe('applicationMachine: choosing the visa and adding applicants', () => {
  it('chooses the visa type, then the product, then adds applicants', () => {
    const snapshot = run(choose());
    expect(snapshot.value).toBe('addingApplicants');
    expect(snapshot.context.product).toEqual({ visaProductValue: 'C-3-9-single-90d', urgent: false });
    expect(routeOf(run(choose().slice(0, 1)))).toEqual({ route: 'visaInformation' });
    expect(routeOf(snapshot)).toEqual({ route: 'confirmApplicant' });
  });

  it('takes at most five applicants: the sixth is refused with a reason', () => {
    const five = run([...choose(), ...sampleApplicants.slice(0, 5).map((applicant) => ({ type: 'applicant.added', applicant }))]);
    expect(five.context.applicants).toHaveLength(5);
    expect(five.context.refusal).toBeNull();
    const [six] = transition(applicationMachine, five, { type: 'applicant.added', applicant: sampleApplicants[5]! });
    expect(six.context.applicants).toHaveLength(5);
    expect(six.context.refusal).toBe('applicantLimitReached');
  });

  it("takes an agency's own limit with each client: the fourth is refused when the agency's limit is three (issue 38 item 1)", () => {
    const three = run([...choose(), ...sampleApplicants.slice(0, 3).map((applicant) => ({ type: 'applicant.added', applicant, maxApplicants: 3 }))]);
    expect(three.context.applicants).toHaveLength(3);
    const [four] = transition(applicationMachine, three, { type: 'applicant.added', applicant: sampleApplicants[3]!, maxApplicants: 3 });
    expect(four.context.applicants).toHaveLength(3);
    expect(four.context.refusal).toBe('applicantLimitReached');
  });

  it('refuses an applicant of another consular post, a second "myself" and a duplicate', () => {
    const one = run([...choose(), { type: 'applicant.added', applicant: zhang }]);
    const refusals = [shanghaiApplicant, secondMyself, zhang].map((applicant) =>
      transition(applicationMachine, one, { type: 'applicant.added', applicant })[0].context.refusal);
    expect(refusals).toEqual(['otherJurisdiction', 'myselfAlreadyAdded', 'applicantAlreadyAdded']);
    const [two] = transition(applicationMachine, one, { type: 'applicant.added', applicant: li });
    expect(two.context.applicants.map((a) => a.applicantId)).toEqual(['ap-1', 'ap-2']);
  });

  it('a removed applicant frees the place, and an order needs at least one applicant', () => {
    const none = run([...choose(), { type: 'applicant.added', applicant: zhang }, { type: 'applicant.removed', applicantId: 'ap-1' }]);
    expect(none.context.applicants).toEqual([]);
    expect(none.can({ type: 'applicants.confirmed' })).toBe(false);
    // The first applicant decides the post: after removing, another post is fine.
    const [shanghai] = transition(applicationMachine, none, { type: 'applicant.added', applicant: shanghaiApplicant });
    expect(shanghai.context.applicants).toHaveLength(1);
  });
});

describe('applicationMachine: preparing each applicant', () => {
  const twoApplicants: Sample[] = [
    ...choose(),
    { type: 'applicant.added', applicant: zhang },
    { type: 'applicant.added', applicant: li },
    { type: 'applicants.confirmed' },
  ];

  it('shows the task list and opens one applicant at a time; the applicant machine decides the screen', () => {
    const list = run(twoApplicants);
    expect(routeOf(list)).toEqual({ route: 'applicantInfo' });
    const [editing] = transition(applicationMachine, list, { type: 'applicant.opened', applicantId: 'ap-2' });
    expect(editing.value).toEqual({ preparing: 'editing' });
    expect(editing.children.applicant).toBeDefined();
    expect(routeOf(editing)).toEqual({ route: 'saveBasicInfo', step: 'passport' });
  });

  it('a reopened applicant saves into the application its first save made', () => {
    const applicantContext = (snapshot: ReturnType<typeof run>) => (snapshot.children.applicant!.getSnapshot() as { context: { applyId: string | null } }).context;
    const list = run(twoApplicants);
    const [first] = transition(applicationMachine, list, { type: 'applicant.opened', applicantId: 'ap-1' });
    expect(applicantContext(first).applyId).toBeNull();
    const [back] = transition(applicationMachine, first, {
      type: 'xstate.done.actor.applicant', output: { ...applicantOutput('ap-1', 'partial'), applyId: 'apply-9' },
    } as unknown as ApplicationEvent);
    expect(back.context.applicants.find((a) => a.applicantId === 'ap-1')?.applyId).toBe('apply-9');
    const [again] = transition(applicationMachine, back, { type: 'applicant.opened', applicantId: 'ap-1' });
    expect(applicantContext(again).applyId).toBe('apply-9');
    // An output without one (a draft saved before the id was kept) leaves the known id alone.
    const [kept] = transition(applicationMachine, again, {
      type: 'xstate.done.actor.applicant', output: { ...applicantOutput('ap-1', 'partial'), applyId: null },
    } as unknown as ApplicationEvent);
    expect(kept.context.applicants.find((a) => a.applicantId === 'ap-1')?.applyId).toBe('apply-9');
  });

  it('moves on to the review only when every applicant is completed', () => {
    let snapshot = run([
      ...twoApplicants,
      { type: 'applicant.opened', applicantId: 'ap-1' },
      { type: 'xstate.done.actor.applicant', output: applicantOutput('ap-1', 'completed') },
    ]);
    expect(snapshot.can({ type: 'preparation.finished' })).toBe(false);
    snapshot = run([
      ...twoApplicants,
      { type: 'applicant.opened', applicantId: 'ap-1' },
      { type: 'xstate.done.actor.applicant', output: applicantOutput('ap-1', 'completed') },
      { type: 'applicant.opened', applicantId: 'ap-2' },
      { type: 'xstate.done.actor.applicant', output: applicantOutput('ap-2', 'partial') },
    ]);
    expect(snapshot.value).toEqual({ preparing: 'taskList' });
    expect(snapshot.can({ type: 'preparation.finished' })).toBe(false);
  });

  it('a reported problem blocks the review until the applicant is fixed', () => {
    const reviewing = run(prepared());
    expect(routeOf(reviewing)).toEqual({ route: 'confirmApply' });
    const [back] = transition(applicationMachine, reviewing, {
      type: 'applicant.problemReported', applicantId: 'ap-1', step: 'photo', reason: 'not white',
    });
    expect(back.value).toEqual({ preparing: 'taskList' });
    expect(back.can({ type: 'preparation.finished' })).toBe(false);
  });

  it('a change link opens the applicant at that step and returns to the review', () => {
    const reviewing = run(prepared());
    const [change] = transition(applicationMachine, reviewing, { type: 'applicant.changeRequested', applicantId: 'ap-1', step: 'visit' });
    expect(routeOf(change)).toEqual({ route: 'saveApplyInfo', step: 'visit' });
    const [again] = transition(applicationMachine, change, {
      type: 'xstate.done.actor.applicant', output: applicantOutput('ap-1', 'completed'),
    } as unknown as ApplicationEvent);
    expect(again.value).toEqual({ confirming: 'reviewing' });
  });
});

describe('applicationMachine: do-once steps and cancelling', () => {
  it('allows back from the review, not after submitting or paying', () => {
    expect(run(prepared()).can({ type: 'nav.back' })).toBe(true);
    const submitted = run(signed().slice(0, -2));
    expect(submitted.value).toEqual({ signing: 'awaitingSignature' });
    expect(routeOf(submitted)).toEqual({ route: 'generateForm' });
    expect(submitted.can({ type: 'nav.back' })).toBe(false);
    expect(submitted.can({ type: 'application.submitted' })).toBe(false);
    const paidSnapshot = run(paid);
    expect(routeOf(paidSnapshot)).toEqual({ route: 'paySuccess' });
    expect(paidSnapshot.can({ type: 'nav.back' })).toBe(false);
    expect(paidSnapshot.can({ type: 'application.cancelled' })).toBe(false);
  });

  it('hands the pay screen to the running payment, at the order payment’s address', () => {
    const paying = run(ordered);
    expect(paying.value).toEqual({ paying: 'inProgress' });
    expect(delegateOf(paying)).toBe(paying.children.payment);
    expect(routeOf(paying)).toEqual({ route: 'confirmPay' });
  });

  it('may be cancelled at the review and before paying, not once paid', () => {
    expect(transition(applicationMachine, run(prepared()), { type: 'application.cancelled' })[0].value).toBe('cancelled');
    const unpaid = run([...ordered, { type: 'xstate.done.actor.payment', output: { outcome: 'cancelled' } }]);
    expect(unpaid.value).toEqual({ paying: 'notPaid' });
    expect(transition(applicationMachine, unpaid, { type: 'application.cancelled' })[0].status).toBe('done');
  });

  it('a failed signature watcher leaves the application waiting, with a way to check again', () => {
    const waiting = run(signed().slice(0, -2));
    const [failed] = transition(applicationMachine, waiting, { type: 'xstate.error.actor.watchSignature', error: new Error('timeout') } as never);
    expect(failed.status).toBe('active');
    expect(routeOf(failed)).toEqual({ route: 'generateForm', step: 'checkFailed' });
    expect(transition(applicationMachine, failed, { type: 'sign.retried' })[0].value).toEqual({ signing: 'awaitingSignature' });
  });

  it('a failed submission returns to the review with the reason', () => {
    const failed = run([...prepared(), { type: 'application.submitted' }, { type: 'xstate.error.actor.submitApplications', error: new Error('busy') }]);
    expect(failed.value).toEqual({ confirming: 'reviewing' });
    expect(failed.context.failure).toBe('busy');
  });
});

describe('applicationMachine: delivery, return and urgent handling', () => {
  it('refuses courier both ways for urgent orders', () => {
    const urgent = run(signed(true));
    const [refused] = transition(applicationMachine, urgent, { type: 'delivery.wayChosen', way: 'courier' });
    expect(refused.value).toEqual({ delivery: 'choosingWay' });
    expect(refused.context.refusal).toBe('courierNotForUrgent');
    const atReturn = run([...signed(true), { type: 'delivery.wayChosen', way: 'selfDelivery' }, { type: 'delivery.saved', sender: selfDeliverySender }]);
    expect(atReturn.context.refusal).toBeNull();
    const courier: ReturnGroup[] = [{ way: 'courier', applicantIds: ['ap-1'], recipient: { ...courierSender, address: 'x' }, saveAddress: false }];
    const [noCourier] = transition(applicationMachine, atReturn, { type: 'returnWay.saved', returns: courier });
    expect(noCourier.value).toBe('returnWay');
    expect(noCourier.context.refusal).toBe('courierNotForUrgent');
  });

  it('normal orders may use courier; every applicant needs a return way', () => {
    const atReturn = run([...signed(), { type: 'delivery.wayChosen', way: 'courier' }, { type: 'delivery.saved', sender: courierSender }]);
    expect(routeOf(run([...signed(), { type: 'delivery.wayChosen', way: 'courier' }]))).toEqual({ route: 'sendDataInfo' });
    expect(atReturn.context.delivery).toEqual({ way: 'courier', sender: courierSender });
    const [incomplete] = transition(applicationMachine, atReturn, { type: 'returnWay.saved', returns: [] });
    expect(incomplete.context.refusal).toBe('returnsIncomplete');
    const [creating] = transition(applicationMachine, atReturn, { type: 'returnWay.saved', returns: pickup });
    expect(creating.value).toEqual({ creatingOrder: 'submitting' });
  });

  it('a failed order creation can be retried', () => {
    const failed = run([...ordered.slice(0, -1), { type: 'xstate.error.actor.createOrder', error: new Error('gone') }]);
    expect(failed.value).toEqual({ creatingOrder: 'failed' });
    expect(failed.context.failure).toBe('gone');
    expect(transition(applicationMachine, failed, { type: 'order.retried' })[0].value).toEqual({ creatingOrder: 'submitting' });
  });
});

describe('applicationMachine: after payment', () => {
  const awaiting = [...paid, { type: 'nav.next' }];

  it('follows the order status reported by the server to done', () => {
    let snapshot = run(awaiting);
    expect(routeOf(snapshot)).toEqual({ route: 'visaData', step: 'paid' });
    for (const status of ['accepted', 'inReview', 'issued'] as const) {
      [snapshot] = transition(applicationMachine, snapshot, { type: 'order.statusChanged', status });
      expect(routeOf(snapshot)).toEqual({ route: 'visaData', step: status });
    }
    [snapshot] = transition(applicationMachine, snapshot, { type: 'order.statusChanged', status: 'collected' });
    expect(snapshot.value).toBe('done');
    expect(snapshot.context.orderStatus).toBe('collected');
  });

  it('pays a supplement beside the status, and the status keeps moving meanwhile', () => {
    let snapshot = run([...awaiting, { type: 'order.extraPaymentRequested', amount: 120, reason: 'courier fee' }]);
    expect(routeOf(snapshot)).toEqual({ route: 'confirmPay', step: 'extra' });
    expect(snapshot.children.extraPayment).toBeDefined();
    expect(delegateOf(snapshot)).toBe(snapshot.children.extraPayment);
    [snapshot] = transition(applicationMachine, snapshot, { type: 'order.statusChanged', status: 'accepted' });
    expect(snapshot.value).toEqual({ awaitingVisa: { status: 'accepted', supplement: 'paying' } });
    [snapshot] = transition(applicationMachine, snapshot, { type: 'xstate.done.actor.extraPayment', output: { outcome: 'cancelled' } } as unknown as ApplicationEvent);
    expect(routeOf(snapshot)).toEqual({ route: 'visaData', step: 'accepted' });
    expect(snapshot.context.extraPayment).toEqual({ amount: 120, reason: 'courier fee' });
    [snapshot] = transition(applicationMachine, snapshot, { type: 'extraPayment.retried' });
    [snapshot] = transition(applicationMachine, snapshot, { type: 'xstate.done.actor.extraPayment', output: { outcome: 'paid' } } as unknown as ApplicationEvent);
    expect(snapshot.context.extraPayment).toBeNull();
  });
});

describe('applicationMachine: a running actor with the actors provided', () => {
  it('goes from the visa choice to awaiting the visa, retrying a failed order creation', async () => {
    const payments: PaymentInput[] = [];
    let createOrderCalls = 0;
    const machine = applicationMachine.provide({
      actors: {
        submitApplications: fromPromise(async ({ input }) => ({ applicationIds: input.applicants.map((a) => `APP-${a.applicantId}`) })),
        // The real watcher machine, its poller stubbed: every code is signed at once.
        watchSignature: signatureWatchMachine.provide({
          actors: {
            pollSignatures: fromCallback<AnyEventObject, { applicationIds: string[] }>(({ sendBack }) => {
              const timer = setTimeout(() => sendBack({ type: 'sign.completed' }), 0);
              return () => clearTimeout(timer);
            }),
          },
        }),
        createOrder: fromPromise(async () => {
          createOrderCalls += 1;
          if (createOrderCalls === 1) throw new Error('the visa product is no longer offered');
          return { orderId: ORDER_ID, amount: 560 };
        }),
        // The real payment machine, its gateway stubbed: the QR is paid at the first poll.
        payment: paymentMachine.provide({
          actors: {
            createPayment: fromPromise(async () => ({ outTradeNo: 'T-1', qrContent: 'alipay://pay', expiresAt: '2030-01-01T10:15:00Z' })),
            pollPaymentStatus: fromPromise<PollPaymentOutput, PollPaymentInput>(async () => ({ gatewayStatus: 'TRADE_SUCCESS', paidAt: '2030-01-01T10:00:00Z', now: Date.parse('2030-01-01T10:00:00Z') })),
            closePayment: fromPromise<ClosePaymentOutput, PollPaymentInput>(async () => ({ status: 'closed' })),
          },
        }),
      },
    });
    // The payment polls after a delay: the clock is driven by hand.
    const clock = new SimulatedClock();
    const pay = async (child: AnyActorRef) => {
      const { orderId, amount, kind } = child.getSnapshot().context as PaymentContext;
      payments.push({ orderId, amount, kind });
      child.send({ type: 'payment.methodChosen', method: 'alipay' });
      await waitFor(child, (s) => s.matches({ awaiting: 'waiting' }));
      clock.increment(2_000);
    };
    const actor = createActor(machine, { clock }).start();
    for (const event of choose()) actor.send(event as ApplicationEvent);
    actor.send({ type: 'applicant.added', applicant: zhang });
    actor.send({ type: 'applicants.confirmed' });
    actor.send({ type: 'applicant.opened', applicantId: zhang.applicantId });
    const applicant = actor.getSnapshot().children.applicant as AnyActorRef;
    const data = completeApplicantData();
    applicant.send({ type: 'passport.recognised', fields: { passportNum: adultPassport.passportNum } });
    applicant.send({ type: 'passport.confirmed', passport: adultPassport });
    applicant.send({ type: 'idCard.confirmed', idCard: data.sections.idCard });
    applicant.send({ type: 'photo.confirmed', photoFileId: data.sections.photoFileId });
    applicant.send({ type: 'bankCard.skipped' });
    for (const step of FORM_STEPS) applicant.send({ type: 'step.saved', step, data: stepValueOf(step, data.sections) });
    expect(actor.getSnapshot().value).toEqual({ preparing: 'taskList' });
    actor.send({ type: 'preparation.finished' });
    actor.send({ type: 'application.submitted' });
    await waitFor(actor, (s) => s.matches({ signing: 'signed' }));
    expect(actor.getSnapshot().context.applicationIds).toEqual(['APP-ap-1']);
    actor.send({ type: 'nav.next' });
    actor.send({ type: 'delivery.wayChosen', way: 'selfDelivery' });
    actor.send({ type: 'delivery.saved', sender: selfDeliverySender });
    actor.send({ type: 'returnWay.saved', returns: pickup });
    await waitFor(actor, (s) => s.matches({ creatingOrder: 'failed' }));
    actor.send({ type: 'order.retried' });
    await waitFor(actor, (s) => s.matches({ paying: 'inProgress' }));
    await pay(actor.getSnapshot().children.payment as AnyActorRef);
    await waitFor(actor, (s) => s.matches({ paying: 'succeeded' }));
    expect(payments).toEqual([{ orderId: ORDER_ID, amount: 560, kind: 'order' }]);
    actor.send({ type: 'nav.next' });
    actor.send({ type: 'order.extraPaymentRequested', amount: 120, reason: 'courier fee' });
    await pay(actor.getSnapshot().children.extraPayment as AnyActorRef);
    await waitFor(actor, (s) => s.context.extraPayment === null && s.matches({ awaitingVisa: { supplement: 'none' } }));
    expect(payments[1]).toEqual({ orderId: ORDER_ID, amount: 120, kind: 'extra' });
    actor.stop();
  });
});

describe('applicationMachine: model-based', () => {
  const exploration = explore(applicationModel);

  it('reaches every state and every transition', () => {
    expect(exploration.coverage.states.missing).toEqual([]);
    expect(exploration.coverage.transitions.missing).toEqual([]);
  });

  it('restores at every reachable state with the same state, context, children and next steps', () => {
    const paths = shortestPaths(applicationModel);
    expect(paths.length).toBe(exploration.distinctStates);
    for (const path of paths) {
      const events = path.steps.map((s) => s.event);
      const live = runningActor(applicationModel, events);
      // The running machine agrees with the walk, step by step.
      expect(live.values).toEqual(path.steps.map((s) => s.state.value));
      live.actor.stop();
      const trip = roundTrip(applicationModel, events);
      expect(trip.after.value).toEqual(trip.before.value);
      expect(trip.after.context).toEqual(trip.before.context);
      expect(trip.children.after).toEqual(trip.children.before);
      expect(routeOf(trip.after)).toEqual(routeOf(trip.before));
      for (const next of trip.next) expect(next.after, next.event).toBe(next.before);
    }
  });
});
