// Event samples for walking paymentMachine with xstate/graph: every event it takes, including the actors'
// results and the timers, with payloads that drive each guarded branch.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel, SampleEvent } from './model.ts';
import { paymentMachine, type PaymentContext, type PaymentInput } from './payment.machine.ts';
import type { PaymentMethod } from '../src/domain/constants.ts';

const createdAt = Date.parse('2030-01-01T08:00:00.000Z');
const expiresAt = '2030-01-01T08:15:00.000Z';
const deadline = Date.parse(expiresAt);

const gatewaySamples: Record<PaymentMethod, { paid: string; closed: string; waiting: string }> = {
  wechat: { paid: 'SUCCESS', closed: 'CLOSED', waiting: 'NOTPAY' },
  alipay: { paid: 'TRADE_SUCCESS', closed: 'TRADE_CLOSED', waiting: 'WAIT_BUYER_PAY' },
};

export const paymentInput: PaymentInput = { orderId: 'ORD-1', amount: 560, kind: 'order' };

function events(snapshot: AnyMachineSnapshot): SampleEvent[] {
  const context = snapshot.context as PaymentContext;
  const method = context.method ?? 'wechat';
  const statuses = gatewaySamples[method];
  const outTradeNo = `${method}-ORD-1`;
  return [
    { type: 'payment.methodChosen', method: 'wechat' },
    { type: 'payment.methodChosen', method: 'alipay' },
    { type: 'payment.cancelled' },
    { type: 'payment.retried' },
    { type: 'payment.resumed', now: createdAt + 60_000 },
    { type: 'payment.resumed', now: deadline + 1_000 },
    { type: 'xstate.done.actor.createPayment', output: { outTradeNo, qrContent: `weixin://pay/${outTradeNo}`, expiresAt } },
    { type: 'xstate.error.actor.createPayment', error: new Error('network') },
    { type: 'xstate.done.actor.pollPaymentStatus', output: { gatewayStatus: statuses.paid, paidAt: '2030-01-01T08:05:00.000Z', now: createdAt + 300_000 } },
    { type: 'xstate.done.actor.pollPaymentStatus', output: { gatewayStatus: statuses.closed, now: createdAt + 300_000 } },
    { type: 'xstate.done.actor.pollPaymentStatus', output: { gatewayStatus: statuses.waiting, now: createdAt + 300_000 } },
    { type: 'xstate.done.actor.pollPaymentStatus', output: { gatewayStatus: statuses.waiting, now: deadline + 1_000 } },
    { type: 'xstate.error.actor.pollPaymentStatus', error: new Error('network') },
    { type: 'xstate.done.actor.closePayment', output: { status: 'closed' } },
    { type: 'xstate.done.actor.closePayment', output: { status: 'paid', paidAt: '2030-01-01T08:05:00.000Z' } },
    { type: 'xstate.error.actor.closePayment', error: new Error('network') },
    { type: 'xstate.after.pollDelay.payment.awaiting.waiting' },
    { type: 'xstate.after.paymentExpiry.payment.awaiting' },
  ];
}

function serializeState(snapshot: AnyMachineSnapshot): string {
  const { method, nextMethod, failure, closeFailed, outTradeNo } = snapshot.context as PaymentContext;
  // pollCount, remainingMs, expiresAt and paidAt change with time, not with the flow.
  return JSON.stringify({ value: snapshot.value, method, nextMethod, failure, closeFailed, open: outTradeNo !== null });
}

function describeEvent(event: EventObject): string {
  const e = event as EventObject & Record<string, unknown>;
  const output = e.output as Record<string, unknown> | undefined;
  switch (e.type) {
    case 'payment.methodChosen': return `choose ${String(e.method)}`;
    case 'payment.cancelled': return 'cancel the payment';
    case 'payment.retried': return 'try again';
    case 'payment.resumed': return Number(e.now) > deadline ? 'reload the page after the QR expired' : 'reload the page while the QR is valid';
    case 'xstate.done.actor.createPayment': return 'the payment is created and its QR shown';
    case 'xstate.error.actor.createPayment': return 'creating the payment fails';
    case 'xstate.done.actor.pollPaymentStatus': {
      const late = Number(output?.now) > deadline ? ' after the deadline' : '';
      return `the status check answers ${String(output?.gatewayStatus)}${late}`;
    }
    case 'xstate.error.actor.pollPaymentStatus': return 'the status check fails (network)';
    case 'xstate.done.actor.closePayment': return output?.status === 'paid' ? 'closing finds the old QR already paid' : 'the old payment is closed';
    case 'xstate.error.actor.closePayment': return 'closing the old payment fails';
    case 'xstate.after.pollDelay.payment.awaiting.waiting': return 'wait for the next status check (2 s, 3 s, then every 5 s)';
    case 'xstate.after.paymentExpiry.payment.awaiting': return 'wait 15 minutes: the QR expires';
    default: return e.type;
  }
}

export const paymentModel: MachineModel<typeof paymentMachine> = {
  name: 'payment',
  machine: paymentMachine,
  input: paymentInput,
  events,
  serializeState,
  describeEvent,
};
