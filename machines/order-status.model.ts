// Event samples for walking orderStatusMachine with xstate/graph: every event the server may report, in every
// state (the walk keeps only the ones a state takes; the refusals are tested beside the machine).
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel, SampleEvent } from './model.ts';
import { ORDER_STATUS_EVENTS, orderStatusMachine, statusOf, type OrderStatusSnapshot } from './order-status.machine.ts';

const events = (): SampleEvent[] => ORDER_STATUS_EVENTS.map((type) => ({ type }));

const serializeState = (snapshot: AnyMachineSnapshot): string => JSON.stringify(statusOf(snapshot as OrderStatusSnapshot));

const words: Record<string, string> = {
  changed: 'the draft is saved with other data',
  submitted: 'the applications are submitted',
  signed: 'the applicant signs on the phone',
  ordered: 'the order is created',
  paid: 'the order is paid',
  extraPaymentRequested: 'the center asks for a supplement',
  extraPaid: 'the supplement is paid',
  accepted: 'the center receives the materials',
  reviewed: 'the consulate starts the review',
  issued: 'the visa is issued',
  refused: 'the visa is refused',
  returned: 'the passport goes back by courier',
  collected: 'the passport is picked up at the center',
  cancelled: 'the order is cancelled',
};

const describeEvent = (event: EventObject): string => words[event.type] ?? event.type;

export const orderStatusModel: MachineModel<typeof orderStatusMachine> = {
  name: 'order-status',
  machine: orderStatusMachine,
  events,
  serializeState,
  describeEvent,
};
