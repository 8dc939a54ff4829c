// The application machine invokes the payment machine by name (`payment`, and `extraPayment` for a
// supplement). This checks that the real payment machine fits that place: its input and output types, and
// a paid order and supplement end to end, with the gateway stubbed and time driven by SimulatedClock.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  SimulatedClock, createActor, fromCallback, fromPromise, type AnyActorRef, type InputFrom, type OutputFrom,
} from 'xstate';
import { applicationMachine } from '../../machines/application/application.machine.ts';
import { applicantOutput } from '../../machines/application/applicant.model.ts';
import { ORDER_ID, sampleApplicants, selfDeliverySender } from '../../machines/application/application.model.ts';
import {
  paymentMachine, type ClosePaymentOutput, type PaymentInput, type PaymentOutput, type PollPaymentInput, type PollPaymentOutput,
} from '../../machines/payment.machine.ts';
import { signatureWatchMachine } from '../../machines/signature-watch.machine.ts';

const start = Date.parse('2030-01-01T08:00:00.000Z');

describe('payment machine in the application machine', () => {
  it('has the input and output the application machine relies on', () => {
    expectTypeOf<InputFrom<typeof paymentMachine>>().toEqualTypeOf<PaymentInput>();
    expectTypeOf<OutputFrom<typeof paymentMachine>>().toEqualTypeOf<PaymentOutput>();
  });

  it('pays the order and a supplement', async () => {
    const clock = new SimulatedClock();
    const created: unknown[] = [];
    const payment = paymentMachine.provide({
      actors: {
        createPayment: fromPromise(async ({ input }) => {
          created.push(input);
          return { outTradeNo: `T-${created.length}`, qrContent: 'weixin://pay', expiresAt: '2030-01-01T08:15:00.000Z' };
        }),
        pollPaymentStatus: fromPromise<PollPaymentOutput, PollPaymentInput>(async () => ({ gatewayStatus: 'SUCCESS', paidAt: '2030-01-01T08:01:00.000Z', now: start + 60_000 })),
        closePayment: fromPromise<ClosePaymentOutput, PollPaymentInput>(async () => ({ status: 'closed' })),
      },
    });
    const machine = applicationMachine.provide({
      actors: {
        payment,
        submitApplications: fromPromise(async () => ({ applicationIds: ['APP-1'] })),
        // The server reports the signature below, as the watcher would.
        watchSignature: signatureWatchMachine.provide({ actors: { pollSignatures: fromCallback(() => {}) } }),
        createOrder: fromPromise(async () => ({ orderId: ORDER_ID, amount: 560 })),
      },
    });
    const actor = createActor(machine, { clock }).start();
    const applicant = sampleApplicants[0]!;
    actor.send({ type: 'visa.typeChosen', choice: { centerId: 'c', locationValue: '110100', purpose: 'tourism', visaTypeValue: 'C-3-9' } });
    actor.send({ type: 'visa.productChosen', choice: { visaProductValue: 'p', urgent: false } });
    actor.send({ type: 'applicant.added', applicant });
    actor.send({ type: 'applicants.confirmed' });
    actor.send({ type: 'applicant.opened', applicantId: applicant.applicantId });
    // The applicant's own steps are tested beside its machine; here it reports being complete.
    actor.send({ type: 'xstate.done.actor.applicant', output: applicantOutput(applicant.applicantId, 'completed') } as never);
    actor.send({ type: 'preparation.finished' });
    actor.send({ type: 'application.submitted' });
    await new Promise((resolve) => setImmediate(resolve));
    actor.send({ type: 'sign.completed' });
    actor.send({ type: 'nav.next' });
    actor.send({ type: 'delivery.wayChosen', way: 'selfDelivery' });
    actor.send({ type: 'delivery.saved', sender: selfDeliverySender });
    actor.send({ type: 'returnWay.saved', returns: [{ way: 'pickup', applicantIds: [applicant.applicantId] }] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toEqual({ paying: 'inProgress' });

    const pay = async (child: AnyActorRef) => {
      child.send({ type: 'payment.methodChosen', method: 'wechat' });
      await new Promise((resolve) => setImmediate(resolve));
      clock.increment(2_000);
      await new Promise((resolve) => setImmediate(resolve));
    };
    await pay(actor.getSnapshot().children.payment as AnyActorRef);
    expect(actor.getSnapshot().value).toEqual({ paying: 'succeeded' });
    expect(actor.getSnapshot().context.payment).toMatchObject({ outcome: 'paid', method: 'wechat' });

    actor.send({ type: 'nav.next' });
    actor.send({ type: 'order.extraPaymentRequested', amount: 120, reason: 'courier fee' });
    await pay(actor.getSnapshot().children.extraPayment as AnyActorRef);
    expect(actor.getSnapshot().context.extraPayment).toBeNull();
    expect(created).toEqual([
      { orderId: ORDER_ID, method: 'wechat', kind: 'order' },
      { orderId: ORDER_ID, method: 'wechat', kind: 'extra' },
    ]);
    actor.stop();
  });
});
