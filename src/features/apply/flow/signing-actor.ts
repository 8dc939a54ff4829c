// The signing watcher's poller (see actor-payload.ts): the codes it fetches go to the watcher machine's context
// (machines/signature-watch.machine.ts), where the signing screen reads them.
import { fromCallback, type AnyEventObject } from 'xstate';
import {
  signatureWatchMachine, type SignQrCode, type SignatureWatchEvent, type SignatureWatchInput,
} from '../../../../machines/signature-watch.machine';
import { unwrap } from '../../../api/client';
import { api } from '../../../lib/api';
import { payload } from './actor-payload';

export const SIGN_POLL_MS = 3_000;

const signQrCode = async (applyId: string): Promise<SignQrCode> => ({
  applyId, status: 'waiting', ...(await payload(unwrap(api.POST('/api-apply/apply/sign/qrcode', { body: { applyId } })))),
});

/**
 * Fetches each application's signing QR, then polls until all are signed and sends `sign.completed` (polling,
 * decision 017). A code that expired unsigned is replaced by a new one: the server makes it on request.
 */
const pollSignatures = fromCallback<AnyEventObject, SignatureWatchInput>(({ input, sendBack }) => {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const report = (event: SignatureWatchEvent) => sendBack(event);
  const fail = (error: unknown) => {
    // A callback actor cannot reject once started; an error event it sends fails the watcher machine, which
    // leaves it unhandled so that the application's onError sees the failure.
    if (!stopped) sendBack({ type: 'xstate.error.actor.pollSignatures', error });
  };
  void (async () => {
    let codes: SignQrCode[] = [];
    for (const applyId of input.applicationIds) codes.push(await signQrCode(applyId));
    if (stopped) return;
    report({ type: 'sign.codesChanged', codes });
    const poll = async () => {
      if (stopped) return;
      const statuses = await Promise.all(codes.map((code) =>
        payload(unwrap(api.GET('/api-apply/apply/sign/{signId}/status', { params: { path: { signId: code.signId } } })))));
      codes = await Promise.all(codes.map(async (code, index) => {
        const status = statuses[index]?.status ?? code.status;
        return status === 'expired' ? signQrCode(code.applyId) : { ...code, status };
      }));
      if (stopped) return;
      report({ type: 'sign.codesChanged', codes });
      if (codes.every((code) => code.status === 'signed')) report({ type: 'sign.completed' });
      else timer = setTimeout(() => void poll().catch(fail), SIGN_POLL_MS);
    };
    await poll();
  })().catch(fail);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
});

/** The watcher the application invokes while it waits for the signatures. */
export const watchSignature = signatureWatchMachine.provide({ actors: { pollSignatures } });
