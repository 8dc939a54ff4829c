// Event samples for walking signatureWatchMachine with xstate/graph: what its poller reports (the codes as the
// phones move on, then completion). A failed poll is not sampled: the watcher leaves it unhandled on purpose, so it
// is no transition of its own (the application's onError is, in the application's model).
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel, SampleEvent } from './model.ts';
import { signatureWatchMachine, type SignatureWatchContext, type SignatureWatchInput, type SignQrCode, type SignState } from './signature-watch.machine.ts';

export const signatureWatchInput: SignatureWatchInput = { applicationIds: ['APP-1', 'APP-2'] };

const codeOf = (applyId: string, status: SignState): SignQrCode => ({
  applyId, signId: `S-${applyId}`, qrContent: `https://sign.example/${applyId}`, qrCodeSvg: '<svg/>', expiresAt: '2030-01-01T08:15:00.000Z', status,
});

const events = (): SampleEvent[] => [
  { type: 'sign.codesChanged', codes: [codeOf('APP-1', 'waiting'), codeOf('APP-2', 'waiting')] },
  { type: 'sign.codesChanged', codes: [codeOf('APP-1', 'signed'), codeOf('APP-2', 'opened')] },
  { type: 'sign.completed' },
];

// The codes' statuses are what the signing screen shows; their QR content does not change between polls.
const serializeState = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify({ value: snapshot.value, codes: (snapshot.context as SignatureWatchContext).codes.map((code) => code.status) });

function describeEvent(event: EventObject): string {
  if (event.type === 'sign.completed') return 'every applicant has signed: the application is told';
  const codes = (event as EventObject & { codes?: SignQrCode[] }).codes ?? [];
  return `a poll reports the codes (${codes.map((code) => code.status).join(', ')})`;
}

// A walk runs the watcher without a parent, where `sendParent` has no one to send to (XState throws): the walk
// keeps the machine's states and transitions and only leaves the parent untold. That the application hears
// `sign.completed` is checked in signature-watch.machine.test.ts and in the application's own model.
const walkedMachine = signatureWatchMachine.provide({ actions: { reportSigned: () => {} } });

export const signatureWatchModel: MachineModel<typeof walkedMachine> = {
  name: 'signature-watch',
  machine: walkedMachine,
  input: signatureWatchInput,
  events,
  serializeState,
  describeEvent,
};
