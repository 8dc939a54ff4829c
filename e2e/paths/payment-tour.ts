// The payment tour (decision 021, addendum): the payment machine runs the pay screen as the application's child actor
// (`payment`, and `extraPayment` for a supplement), so the application's paths see it only as its result. The tour is
// generated with xstate/graph from paymentMachine itself and the payment model's event samples (machines/
// payment.model.ts), keeping only what the payment page model (model/payment-states.ts) can bring about on the pay
// screen, and goes to the nearest payment screen state or person transition not covered yet, ending the payment
// (paid) only when nothing else is left. It runs on one application brought to the pay screen by the application
// model's own forward steps (path P.1); each later leg resumes that draft. A leg begins where the page is loaded
// again from the draft (`payment.resumed`, what the app sends after restoring a payment) or where a stopped
// payment is paid again (重新支付 on the application's "not paid" screen starts a new payment machine).
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { activeStateNodes, allTransitions, describeTransition, start, step } from '../../machines/coverage';
import { paymentMachine } from '../../machines/payment.machine';
import { paymentInput, paymentModel } from '../../machines/payment.model';
import { screenStatesOf } from '../../machines/routes';
import { paymentWayOf } from './model/payment-states';
import { isInternal } from './plan';

const machine = paymentMachine as AnyStateMachine;

/** Payment transitions the machine accepts that no screen offers a person, with the reason (not counted). */
export const paymentNotOffered: Record<string, string> = {
  'payment.choosingMethod --payment.cancelled--> payment.cancelled':
    'the pay screen offers 停止本次支付 only beside a QR (awaiting); before a method is chosen there is no payment to stop, and the screen shows no stop',
  'payment.failed --payment.cancelled--> payment.cancelled':
    'after a failed payment the pay screen offers only 重新支付 (nothing is open to stop, nothing was charged); no button sends payment.cancelled',
  'payment.expired --payment.cancelled--> payment.cancelled':
    'after an expired QR the pay screen offers only 重新支付 (the QR is closed, nothing was charged); no button sends payment.cancelled',
};

/**
 * The pay screen's states: the payment's states with a route, and `awaiting` as its three children, which the screen
 * tells apart by its status line (waiting, checking, the final check). The final `cancelled` has no route: the
 * application's "not paid" screen shows it.
 */
export const paymentScreenStates: string[] = screenStatesOf(machine).flatMap((s) => {
  const node = machine.getStateNodeById(s.id);
  return node.type === 'compound' ? Object.values(node.states).map((child) => child.id) : [s.id];
});

/** The deepest active state (`payment.awaiting.polling`), or the final state the payment ended in (`payment.paid`). */
export const paymentStateOf = (snapshot: AnyMachineSnapshot): string =>
  snapshot.status === 'active' ? activeStateNodes(machine, snapshot).at(-1)!.id : `${machine.id}.${String(snapshot.value)}`;

export interface PaymentTourStep {
  event: EventObject;
  /** The payment snapshot after the step. */
  state: AnyMachineSnapshot;
  words: string;
  /** Every transition the step takes (described) and the state nodes it enters. */
  taken: string[];
  entered: string[];
}

export interface PaymentLeg {
  /** How the leg's page opens on the draft: resumed where the last leg left it, or paid again after a stop. */
  opens: 'resume' | 'pay again';
  from: AnyMachineSnapshot;
  steps: PaymentTourStep[];
}

export interface PaymentTour {
  legs: PaymentLeg[];
  screenStates: string[];
  personTransitions: string[];
  internalTransitions: string[];
  unreachable: string[];
}

const wordsOf = (event: EventObject) => paymentModel.describeEvent!(event);

function walk(from: AnyMachineSnapshot, events: EventObject[]): PaymentTourStep[] {
  let current = from;
  return events.map((event) => {
    const moved = step(machine, current, event);
    current = moved.next;
    return { event, state: current, words: wordsOf(event), taken: moved.taken.map(describeTransition), entered: moved.entered.map((n) => n.id) };
  });
}

export function planPaymentTour(): PaymentTour {
  const transitions = allTransitions(machine);
  const personTransitions = transitions.filter((t) => !isInternal(t)).map(describeTransition).filter((t) => !(t in paymentNotOffered));
  const internalTransitions = transitions.filter(isInternal).map(describeTransition);
  const goals = new Set([...paymentScreenStates, ...personTransitions]);
  const covered = new Set<string>();

  const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
    if (snapshot.status !== 'active') return [];
    const state = paymentStateOf(snapshot);
    return paymentModel.events(snapshot).filter((event) => snapshot.can(event) && paymentWayOf(state, event, snapshot) !== undefined);
  };

  const legs: PaymentLeg[] = [];
  let opens: PaymentLeg['opens'] = 'resume';
  for (;;) {
    const begun = start(machine, paymentInput);
    begun.entered.forEach((node) => goals.has(node.id) && covered.add(node.id));
    let snapshot = begun.next;
    let leg: PaymentLeg = { opens, from: snapshot, steps: [] };
    while (snapshot.status === 'active') {
      let best = undefined as { steps: PaymentTourStep[]; gain: string[]; final: boolean } | undefined;
      const consider = (steps: PaymentTourStep[]) => {
        const gain = new Set<string>();
        for (const s of steps) for (const id of [...s.taken, ...s.entered]) if (goals.has(id) && !covered.has(id)) gain.add(id);
        if (gain.size === 0) return;
        const final = steps.at(-1)!.state.status !== 'active';
        // The nearest new goal; ending the payment only when nothing else is left.
        const better = !best || (best.final && !final) || (best.final === final && steps.length < best.steps.length);
        if (better) best = { steps, gain: [...gain], final };
      };
      for (const found of getShortestPaths(machine, { fromState: snapshot, events, serializeState: paymentModel.serializeState })) {
        const base = walk(snapshot, found.steps.map((s) => s.event).filter((event) => event.type !== 'xstate.init'));
        if (base.length) consider(base);
        // One step more from each path's end: a second way into a state already reached (a retry, a reload).
        const end = base.at(-1)?.state ?? snapshot;
        for (const event of events(end)) consider([...base, ...walk(end, [event])]);
      }
      if (!best) break;
      best.gain.forEach((id) => covered.add(id));
      for (const s of best.steps) {
        // Loading the page again from the draft begins a leg of its own.
        if (s.event.type === 'payment.resumed' && leg.steps.length > 0) {
          legs.push(leg);
          leg = { opens: 'resume', from: leg.steps.at(-1)!.state, steps: [] };
        }
        leg.steps.push(s);
      }
      snapshot = best.steps.at(-1)!.state;
    }
    if (leg.steps.length) legs.push(leg);
    // A stopped payment ends in `cancelled`: the application's 重新支付 starts a new one, if anything is left.
    const left = [...goals].some((goal) => !covered.has(goal));
    if (!left || paymentStateOf(snapshot) !== 'payment.cancelled') break;
    opens = 'pay again';
  }
  return { legs, screenStates: paymentScreenStates, personTransitions, internalTransitions, unreachable: [...goals].filter((goal) => !covered.has(goal)) };
}

