// The server's record of where one order stands, from the draft to the returned passport. The server is the
// authority on these statuses (the application machine follows what it reports), so this machine decides which
// reported change is allowed: nothing changes after submission, an order is paid once, a paid order is cancelled
// only before the center accepts its materials (and its payments are then refunded, decision 102). It invokes no actors and has no timers: the server asks it with pure `transition`.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { isPaid, type OrderStatus, type PaidStage, type VisaDecision } from '../src/domain/order-stages.ts';

// The stages and the stored status are the domain's vocabulary (decision 045); re-exported for the machine's readers.
export { ORDER_STAGES, type OrderStage, type OrderStatus, type VisaDecision } from '../src/domain/order-stages.ts';

export type OrderStatusEvent =
  /** The applications' data changed (a draft save that alters what is being applied for). */
  | { type: 'changed' }
  | { type: 'submitted' }
  | { type: 'signed' }
  /** The order was created from the signed applications (delivery and return ways chosen). */
  | { type: 'ordered' }
  | { type: 'paid' }
  | { type: 'extraPaymentRequested' }
  | { type: 'extraPaid' }
  /** The center has the materials. */
  | { type: 'accepted' }
  /** The consulate reviews the application. */
  | { type: 'reviewed' }
  | { type: 'issued' }
  | { type: 'refused' }
  /** The passport went back by courier. */
  | { type: 'returned' }
  /** The passport was picked up at the center. */
  | { type: 'collected' }
  | { type: 'cancelled' };

export type OrderStatusEventType = OrderStatusEvent['type'];

export const ORDER_STATUS_EVENTS = [
  'changed', 'submitted', 'signed', 'ordered', 'paid', 'extraPaymentRequested', 'extraPaid', 'accepted', 'reviewed',
  'issued', 'refused', 'returned', 'collected', 'cancelled',
] as const satisfies readonly OrderStatusEventType[];

export interface OrderStatusContext {
  decision: VisaDecision | null;
}

export const orderStatusMachine = setup({
  types: {
    context: {} as OrderStatusContext,
    events: {} as OrderStatusEvent,
  },
  actions: {
    decide: assign((_, params: { decision: VisaDecision }) => ({ decision: params.decision })),
  },
}).createMachine({
  id: 'orderStatus',
  context: { decision: null },
  initial: 'filling',
  states: {
    filling: {
      on: {
        // Accepted without moving: the draft may change as often as the user likes until submission.
        changed: { target: 'filling' },
        submitted: { target: 'submitted' },
        cancelled: { target: 'cancelled' },
      },
    },
    submitted: {
      on: { signed: { target: 'signed' }, cancelled: { target: 'cancelled' } },
    },
    signed: {
      on: { ordered: { target: 'pendingPayment' }, cancelled: { target: 'cancelled' } },
    },
    pendingPayment: {
      on: { paid: { target: 'afterPayment' }, cancelled: { target: 'cancelled' } },
    },
    // Paid: no `paid` from here on, and `cancelled` only while the center has not accepted the materials (the visa
    // fee is not refundable after acceptance, spec §9; the server refunds what was paid). A supplement can be asked
    // for at any progress.
    afterPayment: {
      type: 'parallel',
      states: {
        progress: {
          initial: 'paid',
          states: {
            paid: { on: { accepted: { target: 'accepted' }, cancelled: { target: '#orderStatus.cancelled' } } },
            accepted: { on: { reviewed: { target: 'inReview' } } },
            inReview: {
              on: {
                issued: { target: 'issued', actions: { type: 'decide', params: { decision: 'issued' } } },
                refused: { target: 'refused', actions: { type: 'decide', params: { decision: 'refused' } } },
              },
            },
            issued: { on: { returned: { target: '#orderStatus.returned' }, collected: { target: '#orderStatus.collected' } } },
            refused: { on: { returned: { target: '#orderStatus.returned' }, collected: { target: '#orderStatus.collected' } } },
          },
        },
        extra: {
          initial: 'none',
          states: {
            none: { on: { extraPaymentRequested: { target: 'due' } } },
            due: { on: { extraPaid: { target: 'none' } } },
          },
        },
      },
    },
    returned: { type: 'final' },
    collected: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type OrderStatusSnapshot = SnapshotFrom<typeof orderStatusMachine>;

/** The stored status of a snapshot. */
export function statusOf(snapshot: OrderStatusSnapshot): OrderStatus {
  const { value } = snapshot;
  if (typeof value === 'string') {
    return { stage: value as OrderStatus['stage'], extraPaymentDue: false, decision: snapshot.context.decision };
  }
  const { progress, extra } = (value as { afterPayment: { progress: PaidStage; extra: 'none' | 'due' } }).afterPayment;
  return { stage: progress, extraPaymentDue: extra === 'due', decision: snapshot.context.decision };
}

/** The snapshot of a stored status, so the machine can judge the next event. */
export function snapshotOf(status: OrderStatus): OrderStatusSnapshot {
  const value = isPaid(status.stage)
    ? { afterPayment: { progress: status.stage, extra: status.extraPaymentDue ? 'due' : 'none' } }
    : status.stage;
  return orderStatusMachine.resolveState({ value, context: { decision: status.decision } });
}

export const initialOrderStatus: OrderStatus = { stage: 'filling', extraPaymentDue: false, decision: null };
