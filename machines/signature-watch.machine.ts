// The signing watcher (decision 055): the application invokes it as `watchSignature` while it waits for the
// signatures. It keeps the signing QR codes its poller reports in its own context, so that the signing screen
// reads them from the actor tree (and a draft restored after a reload still has them) rather than from a
// module-level store. The poller is a placeholder declared by name; the app supplies the real one with
// `signatureWatchMachine.provide({ actors: { pollSignatures } })`.
import { assign, fromCallback, sendParent, setup, type AnyEventObject } from 'xstate';

export type SignState = 'waiting' | 'opened' | 'signed' | 'expired';

export interface SignQrCode {
  applyId: string;
  signId: string;
  qrContent: string;
  qrCodeSvg: string;
  expiresAt: string;
  /** The phone's progress as of the last poll. */
  status: SignState;
}

export interface SignatureWatchInput {
  applicationIds: string[];
}

export interface SignatureWatchContext extends SignatureWatchInput {
  /** The codes as of the last poll; empty until the first arrive. */
  codes: SignQrCode[];
}

/** What the poller sends back: the codes after each poll, and `sign.completed` once every one is signed. */
export type SignatureWatchEvent = { type: 'sign.codesChanged'; codes: SignQrCode[] } | { type: 'sign.completed' };

const notProvided = () => () => {
  throw new Error('pollSignatures: supply it with machine.provide({ actors })');
};

export const signatureWatchMachine = setup({
  types: {
    input: {} as SignatureWatchInput,
    context: {} as SignatureWatchContext,
    events: {} as SignatureWatchEvent,
  },
  actors: {
    pollSignatures: fromCallback<AnyEventObject, SignatureWatchInput>(notProvided),
  },
  actions: {
    keepCodes: assign((_, params: { codes: SignQrCode[] }) => ({ codes: params.codes })),
    reportSigned: sendParent({ type: 'sign.completed' }),
  },
}).createMachine({
  id: 'signatureWatch',
  context: ({ input }) => ({ applicationIds: input.applicationIds, codes: [] }),
  initial: 'watching',
  states: {
    watching: {
      // A failed poll is left unhandled on purpose: this machine then fails, and the application's onError for
      // `watchSignature` leads to its watchFailed screen, as when the watcher was a callback.
      invoke: { id: 'pollSignatures', src: 'pollSignatures', input: ({ context }) => ({ applicationIds: context.applicationIds }) },
      on: {
        'sign.codesChanged': { actions: { type: 'keepCodes', params: ({ event }) => ({ codes: event.codes }) } },
        // The application leaves the signing state on this, which stops the watcher.
        'sign.completed': { actions: 'reportSigned' },
      },
    },
  },
});
