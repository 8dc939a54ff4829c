import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, type AnyActorRef, type AnyEventObject } from 'xstate';
import { signatureWatchMachine, type SignQrCode, type SignatureWatchInput } from './signature-watch.machine.ts';

const code = (applyId: string, status: SignQrCode['status']): SignQrCode => ({
  applyId, signId: `S-${applyId}`, qrContent: `https://sign/${applyId}`, qrCodeSvg: '<svg/>', expiresAt: '2030-01-01T08:15:00.000Z', status,
});

/** A parent invoking the watcher as the application does, recording what reaches it. */
function parentOf(poller: Parameters<typeof fromCallback<AnyEventObject, SignatureWatchInput>>[0]) {
  const received: string[] = [];
  const parent = createMachine({
    invoke: {
      id: 'watchSignature',
      src: signatureWatchMachine.provide({ actors: { pollSignatures: fromCallback(poller) } }),
      input: { applicationIds: ['APP-1', 'APP-2'] },
      onError: { actions: ({ event }) => received.push(`error: ${(event.error as Error).message}`) },
    },
    on: { 'sign.completed': { actions: () => received.push('sign.completed') } },
  });
  const actor = createActor(parent).start();
  const watcher = () => actor.getSnapshot().children.watchSignature as AnyActorRef | undefined;
  return { actor, watcher, received };
}

describe('signatureWatchMachine', () => {
  it('keeps the codes of the last poll in its context and tells the parent when all are signed', () => {
    let sendBack: (event: AnyEventObject) => void = () => {};
    let polledFor: string[] = [];
    const { watcher, received, actor } = parentOf(({ input, sendBack: back }) => {
      polledFor = input.applicationIds;
      sendBack = back;
    });
    expect(polledFor).toEqual(['APP-1', 'APP-2']);
    expect(watcher()?.getSnapshot().context.codes).toEqual([]);
    sendBack({ type: 'sign.codesChanged', codes: [code('APP-1', 'waiting'), code('APP-2', 'opened')] });
    expect(watcher()?.getSnapshot().context.codes.map((c: SignQrCode) => c.status)).toEqual(['waiting', 'opened']);
    expect(received).toEqual([]);
    sendBack({ type: 'sign.codesChanged', codes: [code('APP-1', 'signed'), code('APP-2', 'signed')] });
    sendBack({ type: 'sign.completed' });
    expect(received).toEqual(['sign.completed']);
    actor.stop();
  });

  it('fails when its poller reports an error, so that the parent’s onError sees it', () => {
    let sendBack: (event: AnyEventObject) => void = () => {};
    const { received, actor } = parentOf(({ sendBack: back }) => {
      sendBack = back;
    });
    sendBack({ type: 'xstate.error.actor.pollSignatures', error: new Error('the signature service does not answer') });
    expect(received).toEqual(['error: the signature service does not answer']);
    actor.stop();
  });

  it('keeps its codes through a persisted snapshot, as a draft stores it', () => {
    let sendBack: (event: AnyEventObject) => void = () => {};
    const machine = signatureWatchMachine.provide({ actors: { pollSignatures: fromCallback(({ sendBack: back }) => { sendBack = back; }) } });
    const actor = createActor(machine, { input: { applicationIds: ['APP-1'] } }).start();
    sendBack({ type: 'sign.codesChanged', codes: [code('APP-1', 'opened')] });
    const stored = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as object;
    actor.stop();
    const restored = createActor(machine, { snapshot: stored as never, input: { applicationIds: ['APP-1'] } }).start();
    expect(restored.getSnapshot().context.codes).toEqual([code('APP-1', 'opened')]);
    restored.stop();
  });
});
