// Actors below are placeholders declared by name; the app supplies the real ones with
// `paymentMachine.provide({ actors: { createPayment, pollPaymentStatus, closePayment } })`.
import { assign, fromPromise, setup } from 'xstate';
import { PAYMENT_EXPIRES_MS, type PaymentMethod } from '../src/domain/constants.ts';
import type { ScreenMeta } from './routes.ts';

export interface PaymentInput {
  orderId: string;
  amount: number;
  kind: 'order' | 'extra';
}

/** The application machine invokes this machine as `payment` and relies on exactly this output. */
export interface PaymentOutput {
  outcome: 'paid' | 'cancelled';
  method?: PaymentMethod;
  paidAt?: string;
}

export interface CreatePaymentInput {
  orderId: string;
  method: PaymentMethod;
  kind: 'order' | 'extra';
}
export interface CreatePaymentOutput {
  outTradeNo: string;
  qrContent: string;
  /** ISO 8601; the gateway closes the payment at this moment. */
  expiresAt: string;
  /** The yuan this QR charges, when the server says (the order's own amount is in dollars). */
  charged?: number;
}
export interface PollPaymentInput {
  outTradeNo: string;
  method: PaymentMethod;
}
export interface PollPaymentOutput {
  /** The gateway's own vocabulary (NOTPAY, SUCCESS, WAIT_BUYER_PAY, TRADE_CLOSED …), mapped by `toPaymentStatus`. */
  gatewayStatus: string;
  paidAt?: string;
  /** Epoch ms when the answer came: the machine has no clock of its own, so the poll brings one. */
  now: number;
}
export type ClosePaymentOutput = { status: 'closed' } | { status: 'paid'; paidAt: string };

export type PaymentStatus = 'waiting' | 'paid' | 'failed';

/**
 * What the pay screen's status line says in a state; each state that shows one carries it as a tag (the
 * awaiting state's children carry theirs), so exactly one is active at a time.
 */
export const PAYMENT_PROGRESS = ['choose', 'creating', 'waiting', 'checking', 'finalCheck', 'switching', 'cancelling', 'failed', 'expired'] as const;
export type PaymentProgress = (typeof PAYMENT_PROGRESS)[number];

/**
 * The pay screen (route confirmPay) in each payment state is this machine's tags, so that the screen never names a
 * state (the application delegates the screen to this machine, as it does the form steps to the applicant's):
 * - a progress tag (above): the status line;
 * - `busy`: a call runs, the method buttons wait for it;
 * - `qr`: the QR shows (awaiting, and while it is being switched or stopped);
 * - `qrOpen`: the QR can be paid: its deadline, the hint that another method switches, and the stop button show;
 * - `ended`: the payment failed or expired: the methods are off, the status line is an alert, 重新支付 shows.
 * The states' meta is the route only: every state is one address (`/apply/pay`), the step there is the application's.
 */
export type PaymentTag = PaymentProgress | 'busy' | 'qr' | 'qrOpen' | 'ended';

/** The progress a payment snapshot shows. */
export function progressOf(snapshot: { hasTag(tag: PaymentTag): boolean }): PaymentProgress | undefined {
  return PAYMENT_PROGRESS.find((progress) => snapshot.hasTag(progress));
}

export type PaymentFailure = 'declined' | 'error';

const gatewayStatuses: Record<PaymentMethod, Record<string, PaymentStatus>> = {
  wechat: {
    NOTPAY: 'waiting', USERPAYING: 'waiting', SUCCESS: 'paid',
    CLOSED: 'failed', PAYERROR: 'failed', REVOKED: 'failed',
  },
  alipay: {
    WAIT_BUYER_PAY: 'waiting', TRADE_SUCCESS: 'paid', TRADE_FINISHED: 'paid', TRADE_CLOSED: 'failed',
  },
};

/** Maps a gateway status to ours. An unknown status keeps waiting: the deadline ends it, never a guess. */
export function toPaymentStatus(method: PaymentMethod, gatewayStatus: string): PaymentStatus {
  return gatewayStatuses[method][gatewayStatus] ?? 'waiting';
}

/** Poll intervals in ms: quick at first while the payer is likely scanning, then capped. */
export const POLL_BACKOFF_MS = [2_000, 3_000, 5_000] as const;

export function pollDelayMs(pollCount: number): number {
  return POLL_BACKOFF_MS[Math.min(pollCount, POLL_BACKOFF_MS.length - 1)] ?? 5_000;
}

export interface PaymentContext {
  orderId: string;
  amount: number;
  kind: 'order' | 'extra';
  method: PaymentMethod | null;
  /** The method to create next, while the old payment is being closed. */
  nextMethod: PaymentMethod | null;
  outTradeNo: string | null;
  qrContent: string | null;
  expiresAt: string | null;
  /** The yuan the open QR charges; kept with the QR so that a restored draft still shows it. */
  charged: number | null;
  /** Time left until expiresAt when the timers were last armed (volatile). */
  remainingMs: number;
  /** Polls done for the current payment; drives the backoff (volatile). */
  pollCount: number;
  failure: PaymentFailure | null;
  /** A close that did not go through: the old payment stays, so the payer cannot pay twice. */
  closeFailed: boolean;
  paidAt: string | null;
}

export type PaymentEvent =
  | { type: 'payment.methodChosen'; method: PaymentMethod }
  | { type: 'payment.cancelled' }
  | { type: 'payment.retried' }
  /** Sent by the app after restoring a persisted snapshot: delayed transitions are not restored (XState #5331). */
  | { type: 'payment.resumed'; now: number };

const notProvided = (name: string) => (): Promise<never> =>
  Promise.reject(new Error(`${name}: supply it with machine.provide({ actors })`));

const payScreen: ScreenMeta = { route: 'confirmPay' };

function isPastDeadline(expiresAt: string | null, now: number): boolean {
  return expiresAt !== null && now >= Date.parse(expiresAt);
}

export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    output: {} as PaymentOutput,
    tags: {} as PaymentTag,
    meta: {} as ScreenMeta,
  },
  actors: {
    createPayment: fromPromise<CreatePaymentOutput, CreatePaymentInput>(notProvided('createPayment')),
    pollPaymentStatus: fromPromise<PollPaymentOutput, PollPaymentInput>(notProvided('pollPaymentStatus')),
    closePayment: fromPromise<ClosePaymentOutput, PollPaymentInput>(notProvided('closePayment')),
  },
  delays: {
    pollDelay: ({ context }) => pollDelayMs(context.pollCount),
    paymentExpiry: ({ context }) => Math.max(0, context.remainingMs),
  },
  guards: {
    isOtherMethod: ({ context, event }) => event.type === 'payment.methodChosen' && event.method !== context.method,
    deadlinePassed: ({ context, event }) => event.type === 'payment.resumed' && isPastDeadline(context.expiresAt, event.now),
    pollSaysPaid: ({ context }, params: { poll: PollPaymentOutput }) => toPaymentStatus(context.method!, params.poll.gatewayStatus) === 'paid',
    pollSaysFailed: ({ context }, params: { poll: PollPaymentOutput }) => toPaymentStatus(context.method!, params.poll.gatewayStatus) === 'failed',
    pollPastDeadline: ({ context }, params: { poll: PollPaymentOutput }) => isPastDeadline(context.expiresAt, params.poll.now),
    /** The old QR was paid just before it could be closed. */
    closeFoundPaid: (_, params: { close: ClosePaymentOutput }) => params.close.status === 'paid',
  },
  actions: {
    chooseMethod: assign(({ event }) =>
      event.type === 'payment.methodChosen' ? { method: event.method, failure: null, closeFailed: false } : {}),
    rememberNextMethod: assign(({ event }) =>
      event.type === 'payment.methodChosen' ? { nextMethod: event.method } : {}),
    switchToNextMethod: assign(({ context }) => ({ method: context.nextMethod, nextMethod: null, closeFailed: false })),
    forgetNextMethod: assign({ nextMethod: null }),
    markCloseFailed: assign({ closeFailed: true, nextMethod: null }),
    clearPayment: assign({ outTradeNo: null, qrContent: null, expiresAt: null, charged: null, pollCount: 0 }),
    keepCreated: assign((_, params: { created: CreatePaymentOutput }) => ({
      outTradeNo: params.created.outTradeNo,
      qrContent: params.created.qrContent,
      expiresAt: params.created.expiresAt,
      charged: params.created.charged ?? null,
      remainingMs: PAYMENT_EXPIRES_MS,
      pollCount: 0,
    })),
    markCreateFailed: assign({ failure: 'error' }),
    markDeclined: assign({ failure: 'declined' }),
    keepPaidAt: assign((_, params: { paidAt: string | null }) => ({ paidAt: params.paidAt })),
    countPoll: assign(({ context }) => ({ pollCount: context.pollCount + 1 })),
    forgetMethod: assign({ method: null }),
    forgetFailure: assign({ failure: null }),
    rearm: assign(({ context, event }) =>
      event.type === 'payment.resumed' && context.expiresAt !== null
        ? { remainingMs: Date.parse(context.expiresAt) - event.now }
        : {}),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    orderId: input.orderId,
    amount: input.amount,
    kind: input.kind,
    method: null,
    nextMethod: null,
    outTradeNo: null,
    qrContent: null,
    expiresAt: null,
    charged: null,
    remainingMs: PAYMENT_EXPIRES_MS,
    pollCount: 0,
    failure: null,
    closeFailed: false,
    paidAt: null,
  }),
  initial: 'choosingMethod',
  states: {
    choosingMethod: {
      meta: payScreen,
      tags: 'choose',
      on: {
        'payment.methodChosen': { target: 'creating', actions: 'chooseMethod' },
        'payment.cancelled': 'cancelled',
      },
    },
    creating: {
      tags: ['busy', 'creating'],
      meta: payScreen,
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({ orderId: context.orderId, method: context.method!, kind: context.kind }),
        onDone: {
          target: 'awaiting',
          actions: { type: 'keepCreated', params: ({ event }) => ({ created: event.output }) },
        },
        onError: { target: 'failed', actions: 'markCreateFailed' },
      },
    },
    awaiting: {
      meta: payScreen,
      tags: ['qr', 'qrOpen'],
      initial: 'waiting',
      // The QR's own deadline; a final check follows so that a payment made in the last seconds is not lost.
      after: { paymentExpiry: '.finalCheck' },
      on: {
        'payment.methodChosen': { guard: 'isOtherMethod', target: 'switching', actions: 'rememberNextMethod' },
        'payment.cancelled': 'cancelling',
        'payment.resumed': [
          { guard: 'deadlinePassed', target: '.finalCheck' },
          { target: 'awaiting', reenter: true, actions: 'rearm' },
        ],
      },
      states: {
        waiting: {
          tags: 'waiting',
          after: { pollDelay: 'polling' },
        },
        polling: {
          tags: 'checking',
          invoke: {
            id: 'pollPaymentStatus',
            src: 'pollPaymentStatus',
            input: ({ context }) => ({ outTradeNo: context.outTradeNo!, method: context.method! }),
            onDone: [
              {
                guard: { type: 'pollSaysPaid', params: ({ event }) => ({ poll: event.output }) },
                target: '#payment.paid',
                actions: { type: 'keepPaidAt', params: ({ event }) => ({ paidAt: event.output.paidAt ?? null }) },
              },
              {
                guard: { type: 'pollSaysFailed', params: ({ event }) => ({ poll: event.output }) },
                target: '#payment.failed',
                actions: ['clearPayment', 'markDeclined'],
              },
              {
                guard: { type: 'pollPastDeadline', params: ({ event }) => ({ poll: event.output }) },
                target: '#payment.expired',
                actions: 'clearPayment',
              },
              { target: 'waiting', actions: 'countPoll' },
            ],
            // A failed poll is not a failed payment: keep polling, the deadline ends it.
            onError: { target: 'waiting', actions: 'countPoll' },
          },
        },
        finalCheck: {
          tags: 'finalCheck',
          invoke: {
            id: 'pollPaymentStatus',
            src: 'pollPaymentStatus',
            input: ({ context }) => ({ outTradeNo: context.outTradeNo!, method: context.method! }),
            onDone: [
              {
                guard: { type: 'pollSaysPaid', params: ({ event }) => ({ poll: event.output }) },
                target: '#payment.paid',
                actions: { type: 'keepPaidAt', params: ({ event }) => ({ paidAt: event.output.paidAt ?? null }) },
              },
              { target: '#payment.expired', actions: 'clearPayment' },
            ],
            onError: { target: '#payment.expired', actions: 'clearPayment' },
          },
        },
      },
    },
    switching: {
      tags: ['busy', 'switching', 'qr'],
      meta: payScreen,
      invoke: {
        id: 'closePayment',
        src: 'closePayment',
        input: ({ context }) => ({ outTradeNo: context.outTradeNo!, method: context.method! }),
        onDone: [
          {
            // That payment stands.
            guard: { type: 'closeFoundPaid', params: ({ event }) => ({ close: event.output }) },
            target: 'paid',
            actions: [
              { type: 'keepPaidAt', params: ({ event }) => ({ paidAt: event.output.status === 'paid' ? event.output.paidAt : null }) },
              'forgetNextMethod',
            ],
          },
          { target: 'creating', actions: ['clearPayment', 'switchToNextMethod'] },
        ],
        onError: { target: 'awaiting', actions: 'markCloseFailed' },
      },
    },
    cancelling: {
      tags: ['busy', 'cancelling', 'qr'],
      meta: payScreen,
      invoke: {
        id: 'closePayment',
        src: 'closePayment',
        input: ({ context }) => ({ outTradeNo: context.outTradeNo!, method: context.method! }),
        onDone: [
          {
            guard: { type: 'closeFoundPaid', params: ({ event }) => ({ close: event.output }) },
            target: 'paid',
            actions: { type: 'keepPaidAt', params: ({ event }) => ({ paidAt: event.output.status === 'paid' ? event.output.paidAt : null }) },
          },
          { target: 'cancelled', actions: 'clearPayment' },
        ],
        onError: { target: 'awaiting', actions: 'markCloseFailed' },
      },
    },
    failed: {
      meta: payScreen,
      tags: ['failed', 'ended'],
      on: {
        'payment.retried': { target: 'choosingMethod', actions: ['clearPayment', 'forgetMethod'] },
        'payment.cancelled': 'cancelled',
      },
    },
    expired: {
      meta: payScreen,
      tags: ['expired', 'ended'],
      on: {
        'payment.retried': { target: 'choosingMethod', actions: ['forgetMethod', 'forgetFailure'] },
        'payment.cancelled': 'cancelled',
      },
    },
    paid: {
      type: 'final',
      meta: { route: 'paySuccess' },
    },
    cancelled: {
      type: 'final',
    },
  },
  // The root output receives the done event of the final state reached, which says which one it was.
  output: ({ context, event }): PaymentOutput =>
    (event as { type: string }).type === 'xstate.done.state.payment.paid'
      ? { outcome: 'paid', method: context.method ?? undefined, paidAt: context.paidAt ?? undefined }
      : { outcome: 'cancelled' },
});
