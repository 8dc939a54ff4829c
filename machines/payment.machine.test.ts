import { describe, expect, expectTypeOf, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, initialTransition, transition, type InputFrom, type OutputFrom } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { PAYMENT_EXPIRES_MS } from '../src/domain/constants.ts';
import {
  PAYMENT_PROGRESS, paymentMachine, pollDelayMs, progressOf, toPaymentStatus,
  type ClosePaymentOutput, type PaymentInput, type PaymentOutput, type CreatePaymentInput, type PollPaymentOutput,
} from './payment.machine.ts';
import { paymentInput, paymentModel } from './payment.model.ts';
import type { applicationMachine } from './application/application.machine.ts';
import { roundTrip, walkModel } from './model-walk.ts';

const expiresAt = '2030-01-01T08:15:00.000Z';
const deadline = Date.parse(expiresAt);
const created = { outTradeNo: 'T1', qrContent: 'weixin://pay/T1', expiresAt };
type Ev = Parameters<typeof transition<typeof paymentMachine>>[2];
/** The logic the application machine invokes as `payment` (and `extraPayment`), as its provide() accepts it. */
type InvokedByTheApplication = NonNullable<NonNullable<Parameters<typeof applicationMachine.provide>[0]['actors']>['payment']>;
const ev = (e: object) => e as Ev;

function walk(...events: object[]) {
  let [snapshot] = initialTransition(paymentMachine, paymentInput);
  for (const e of events) [snapshot] = transition(paymentMachine, snapshot, ev(e));
  return snapshot;
}
const choose = (method: 'wechat' | 'alipay') => ({ type: 'payment.methodChosen', method });
const createdDone = { type: 'xstate.done.actor.createPayment', output: created };
const tick = { type: 'xstate.after.pollDelay.payment.awaiting.waiting' };
const poll = (gatewayStatus: string, now = deadline - 600_000, paidAt?: string) =>
  ({ type: 'xstate.done.actor.pollPaymentStatus', output: { gatewayStatus, now, paidAt } });

describe('gateway status mapping', () => {
  it.each([
    ['wechat', 'NOTPAY', 'waiting'], ['wechat', 'USERPAYING', 'waiting'], ['wechat', 'SUCCESS', 'paid'],
    ['wechat', 'CLOSED', 'failed'], ['wechat', 'PAYERROR', 'failed'], ['wechat', 'REVOKED', 'failed'],
    ['alipay', 'WAIT_BUYER_PAY', 'waiting'], ['alipay', 'TRADE_SUCCESS', 'paid'], ['alipay', 'TRADE_FINISHED', 'paid'],
    ['alipay', 'TRADE_CLOSED', 'failed'],
    ['wechat', 'SOMETHING_NEW', 'waiting'], ['alipay', 'SUCCESS', 'waiting'],
  ] as const)('%s %s → %s', (method, status, ours) => {
    expect(toPaymentStatus(method, status)).toBe(ours);
  });

  it('backs off 2 s, 3 s, then 5 s for good', () => {
    expect([0, 1, 2, 3, 10].map(pollDelayMs)).toEqual([2_000, 3_000, 5_000, 5_000, 5_000]);
  });
});

describe('paymentMachine transitions', () => {
  it('takes the input and gives the output the application machine invokes it with', () => {
    expectTypeOf<InputFrom<InvokedByTheApplication>>().toEqualTypeOf<PaymentInput>();
    expectTypeOf<OutputFrom<InvokedByTheApplication>>().toEqualTypeOf<PaymentOutput>();
    expect(walk({ type: 'payment.cancelled' }).output).toEqual({ outcome: 'cancelled' });
  });

  it('starts by asking for a method on the confirmPay screen', () => {
    const s = walk();
    expect(s.value).toBe('choosingMethod');
    expect(s.getMeta()['payment.choosingMethod']).toEqual({ route: 'confirmPay' });
  });

  it('tells the pay screen what it shows in each state by its tags, one progress at a time', () => {
    const closed = { type: 'xstate.done.actor.closePayment', output: { status: 'closed' } };
    const screens = {
      choosingMethod: walk(),
      creating: walk(choose('wechat')),
      waiting: walk(choose('wechat'), createdDone),
      polling: walk(choose('wechat'), createdDone, tick),
      finalCheck: walk(choose('wechat'), createdDone, { type: 'xstate.after.paymentExpiry.payment.awaiting' }),
      switching: walk(choose('wechat'), createdDone, choose('alipay')),
      cancelling: walk(choose('wechat'), createdDone, { type: 'payment.cancelled' }),
      failed: walk(choose('alipay'), createdDone, tick, poll('TRADE_CLOSED')),
      expired: walk(choose('wechat'), createdDone, tick, poll('NOTPAY', deadline)),
      switchedAndCreating: walk(choose('wechat'), createdDone, choose('alipay'), closed),
    };
    const views = ['busy', 'qr', 'qrOpen', 'ended'] as const;
    const shown = Object.fromEntries(Object.entries(screens).map(([name, s]) =>
      [name, [progressOf(s), ...views.filter((tag) => s.hasTag(tag))].join(' ')]));
    expect(shown).toEqual({
      choosingMethod: 'choose',
      creating: 'creating busy',
      waiting: 'waiting qr qrOpen',
      polling: 'checking qr qrOpen',
      finalCheck: 'finalCheck qr qrOpen',
      switching: 'switching busy qr',
      cancelling: 'cancelling busy qr',
      failed: 'failed ended',
      expired: 'expired ended',
      switchedAndCreating: 'creating busy',
    });
    for (const s of Object.values(screens)) expect(PAYMENT_PROGRESS.filter((tag) => s.hasTag(tag))).toHaveLength(1);
  });

  it('creates the payment for the chosen method and kind, busy meanwhile', () => {
    const s = walk(choose('alipay'));
    expect(s.value).toBe('creating');
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.method).toBe('alipay');
    expect(s.children.createPayment).toBeDefined();
  });

  it('shows the QR and waits for the first poll', () => {
    const s = walk(choose('wechat'), createdDone);
    expect(s.value).toEqual({ awaiting: 'waiting' });
    expect(s.context).toMatchObject({ outTradeNo: 'T1', qrContent: 'weixin://pay/T1', expiresAt, remainingMs: PAYMENT_EXPIRES_MS });
    expect(s.hasTag('busy')).toBe(false);
  });

  it('reaches paid with the method and time as output, on the paySuccess route', () => {
    const s = walk(choose('wechat'), createdDone, tick, poll('SUCCESS', deadline - 1_000, '2030-01-01T08:14:59.000Z'));
    expect(s.value).toBe('paid');
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ outcome: 'paid', method: 'wechat', paidAt: '2030-01-01T08:14:59.000Z' });
    expect(s.getMeta()['payment.paid']).toEqual({ route: 'paySuccess' });
  });

  it('never reports paid twice: a done machine ignores further results', () => {
    const paid = walk(choose('wechat'), createdDone, tick, poll('SUCCESS'));
    const [again] = transition(paymentMachine, paid, ev(poll('SUCCESS')));
    expect(again).toBe(paid);
  });

  it('counts polls and keeps waiting while the gateway says the buyer has not paid', () => {
    const s = walk(choose('alipay'), createdDone, tick, poll('WAIT_BUYER_PAY'), tick, poll('WAIT_BUYER_PAY'));
    expect(s.value).toEqual({ awaiting: 'waiting' });
    expect(s.context.pollCount).toBe(2);
  });

  it('a failing status check is not a failed payment', () => {
    const s = walk(choose('wechat'), createdDone, tick, { type: 'xstate.error.actor.pollPaymentStatus', error: new Error('x') });
    expect(s.value).toEqual({ awaiting: 'waiting' });
  });

  it('a closed trade fails as declined; retry goes back to choosing a method', () => {
    const failed = walk(choose('alipay'), createdDone, tick, poll('TRADE_CLOSED'));
    expect(failed.value).toBe('failed');
    expect(failed.context.failure).toBe('declined');
    expect(failed.context.outTradeNo).toBeNull();
    const [retried] = transition(paymentMachine, failed, ev({ type: 'payment.retried' }));
    expect(retried.value).toBe('choosingMethod');
    expect(retried.context.method).toBeNull();
  });

  it('a poll after the deadline that still says waiting expires the payment', () => {
    const s = walk(choose('wechat'), createdDone, tick, poll('NOTPAY', deadline));
    expect(s.value).toBe('expired');
    const [retried] = transition(paymentMachine, s, ev({ type: 'payment.retried' }));
    expect(retried.value).toBe('choosingMethod');
  });

  it('the expiry timer makes one final check, which still catches a late payment', () => {
    const check = walk(choose('wechat'), createdDone, { type: 'xstate.after.paymentExpiry.payment.awaiting' });
    expect(check.value).toEqual({ awaiting: 'finalCheck' });
    expect(transition(paymentMachine, check, ev(poll('SUCCESS', deadline + 1)))[0].value).toBe('paid');
    expect(transition(paymentMachine, check, ev(poll('NOTPAY', deadline + 1)))[0].value).toBe('expired');
  });

  it('switching method closes the old payment first, then creates the new one', () => {
    const switching = walk(choose('wechat'), createdDone, choose('alipay'));
    expect(switching.value).toBe('switching');
    expect(switching.hasTag('busy')).toBe(true);
    expect(switching.context).toMatchObject({ method: 'wechat', nextMethod: 'alipay' });
    const [creating] = transition(paymentMachine, switching, ev({ type: 'xstate.done.actor.closePayment', output: { status: 'closed' } }));
    expect(creating.value).toBe('creating');
    expect(creating.context).toMatchObject({ method: 'alipay', nextMethod: null, outTradeNo: null });
  });

  it('choosing the same method again changes nothing', () => {
    const s = walk(choose('wechat'), createdDone, choose('wechat'));
    expect(s.value).toEqual({ awaiting: 'waiting' });
  });

  it('if the old QR was paid before it could be closed, that payment stands', () => {
    const s = walk(choose('wechat'), createdDone, choose('alipay'),
      { type: 'xstate.done.actor.closePayment', output: { status: 'paid', paidAt: '2030-01-01T08:03:00.000Z' } });
    expect(s.output).toEqual({ outcome: 'paid', method: 'wechat', paidAt: '2030-01-01T08:03:00.000Z' });
  });

  it('if closing fails, the old payment stays so the payer cannot pay twice', () => {
    const s = walk(choose('wechat'), createdDone, choose('alipay'), { type: 'xstate.error.actor.closePayment', error: new Error('x') });
    expect(s.value).toEqual({ awaiting: 'waiting' });
    expect(s.context).toMatchObject({ method: 'wechat', nextMethod: null, closeFailed: true, outTradeNo: 'T1' });
  });

  it('cancelling while awaiting closes the payment, then ends cancelled', () => {
    const cancelling = walk(choose('wechat'), createdDone, { type: 'payment.cancelled' });
    expect(cancelling.value).toBe('cancelling');
    const [done] = transition(paymentMachine, cancelling, ev({ type: 'xstate.done.actor.closePayment', output: { status: 'closed' } }));
    expect(done.output).toEqual({ outcome: 'cancelled' });
  });

  it('cancelling before a payment exists needs no close', () => {
    expect(walk({ type: 'payment.cancelled' }).output).toEqual({ outcome: 'cancelled' });
  });

  it('a creation error fails without charging; the extra payment passes its kind', () => {
    const s = walk(choose('wechat'), { type: 'xstate.error.actor.createPayment', error: new Error('x') });
    expect(s.value).toBe('failed');
    expect(s.context.failure).toBe('error');
    const [extra] = initialTransition(paymentMachine, { ...paymentInput, kind: 'extra' });
    expect(extra.context.kind).toBe('extra');
  });

  it('on resume, the deadline in context decides: past → final check, else re-armed with the time left', () => {
    const awaiting = walk(choose('wechat'), createdDone);
    const [late] = transition(paymentMachine, awaiting, ev({ type: 'payment.resumed', now: deadline + 5 }));
    expect(late.value).toEqual({ awaiting: 'finalCheck' });
    const [early] = transition(paymentMachine, awaiting, ev({ type: 'payment.resumed', now: deadline - 60_000 }));
    expect(early.value).toEqual({ awaiting: 'waiting' });
    expect(early.context.remainingMs).toBe(60_000);
  });
});

describe('paymentMachine running with stubbed actors and a simulated clock', () => {
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  function start(pollAnswer: (now: number) => PollPaymentOutput, close: ClosePaymentOutput = { status: 'closed' }) {
    const clock = new SimulatedClock();
    const polls: number[] = [];
    const creates: CreatePaymentInput[] = [];
    const machine = paymentMachine.provide({
      actors: {
        createPayment: fromPromise(async ({ input }: { input: CreatePaymentInput }) => {
          creates.push(input);
          return { outTradeNo: `T${creates.length}`, qrContent: 'qr', expiresAt: new Date(clock.now() + PAYMENT_EXPIRES_MS).toISOString() };
        }),
        pollPaymentStatus: fromPromise(async () => {
          polls.push(clock.now());
          return pollAnswer(clock.now());
        }),
        closePayment: fromPromise(async () => close),
      },
    });
    const actor = createActor(machine, { input: paymentInput, clock }).start();
    return { actor, clock, polls, creates };
  }

  async function advance(clock: SimulatedClock, ms: number, step = 500) {
    for (let t = 0; t < ms; t += step) {
      clock.increment(Math.min(step, ms - t));
      await flush();
    }
  }

  it('polls with backoff 2 s, 3 s, 5 s, 5 s', async () => {
    const { actor, clock, polls } = start((now) => ({ gatewayStatus: 'NOTPAY', now }));
    actor.send({ type: 'payment.methodChosen', method: 'wechat' });
    await flush();
    await advance(clock, 20_000);
    expect(polls.slice(0, 5)).toEqual([2_000, 5_000, 10_000, 15_000, 20_000]);
    actor.stop();
  });

  it('expires after 15 minutes when nobody pays, not a moment before', async () => {
    // The poll reports a time before the deadline, so only the machine's own expiry timer can end it.
    const { actor, clock } = start(() => ({ gatewayStatus: 'NOTPAY', now: 0 }));
    actor.send({ type: 'payment.methodChosen', method: 'wechat' });
    await flush();
    await advance(clock, PAYMENT_EXPIRES_MS - 1_000, 5_000);
    expect(actor.getSnapshot().matches('awaiting')).toBe(true);
    await advance(clock, 1_000);
    expect(actor.getSnapshot().value).toBe('expired');
    actor.stop();
  });

  it('reports paid once to its parent', async () => {
    const { actor, clock } = start((now) => ({ gatewayStatus: now >= 5_000 ? 'SUCCESS' : 'NOTPAY', now, paidAt: '2030-01-01T08:00:05Z' }));
    const outputs: unknown[] = [];
    actor.subscribe({ complete: () => outputs.push(actor.getSnapshot().output) });
    actor.send({ type: 'payment.methodChosen', method: 'wechat' });
    await flush();
    await advance(clock, 30_000);
    expect(outputs).toEqual([{ outcome: 'paid', method: 'wechat', paidAt: '2030-01-01T08:00:05Z' }]);
  });

  it('switching method closes and creates a new payment with the other method', async () => {
    const { actor, creates } = start((now) => ({ gatewayStatus: 'NOTPAY', now }));
    actor.send({ type: 'payment.methodChosen', method: 'wechat' });
    await flush();
    actor.send({ type: 'payment.methodChosen', method: 'alipay' });
    await flush();
    await flush();
    expect(creates.map((c) => c.method)).toEqual(['wechat', 'alipay']);
    expect(actor.getSnapshot().context).toMatchObject({ method: 'alipay', outTradeNo: 'T2' });
    actor.stop();
  });
});

describe('paymentMachine model', () => {
  const walked = walkModel(paymentModel);

  it('reaches every state node and takes every transition of the definition', () => {
    expect(walked.coverage.states.missing).toEqual([]);
    expect(walked.coverage.transitions.missing).toEqual([]);
    expect(walked.coverage.states.total).toBeGreaterThan(0);
    expect(walked.coverage.transitions.total).toBeGreaterThan(0);
  });

  it('survives persist → JSON → restore at every reachable state', () => {
    for (const snapshot of walked.reached) {
      const trip = roundTrip(paymentModel, snapshot);
      expect(trip.restored.value).toEqual(trip.original.value);
      expect(trip.restored.context).toEqual(JSON.parse(JSON.stringify(trip.original.context)));
      for (const step of trip.next) expect(step.restored, step.event).toBe(step.original);
    }
  });

  it('every simple path to an end reports one outcome, and paid only at its very end', () => {
    // By state value only: with the flow context too, the simple paths multiply beyond use.
    const paths = getSimplePaths(paymentMachine, {
      input: paymentInput,
      // The samples include actor results and timers, which the machine's own event type does not list.
      events: paymentModel.events as never,
      serializeState: (s) => JSON.stringify(s.value),
      toState: (s) => s.status === 'done',
    });
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const paidAt = path.steps.findIndex((step) => step.state.matches('paid'));
      expect(paidAt === -1 || paidAt === path.steps.length - 1).toBe(true);
      expect(['paid', 'cancelled']).toContain(path.state.output?.outcome);
    }
  });
});
