// The signing watcher (see actor-payload.ts).
import { fromCallback, type AnyEventObject } from 'xstate';
import { unwrap } from '../../../api/client';
import { api } from '../../../lib/api';
import { payload } from './actor-payload';

export const SIGN_POLL_MS = 3_000;

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

// The signing screen shows these codes; the watcher that fetched them owns them.
const signCodes = new Set<(codes: SignQrCode[]) => void>();
let currentSignCodes: SignQrCode[] = [];
export function subscribeSignCodes(listener: (codes: SignQrCode[]) => void): () => void {
  signCodes.add(listener);
  listener(currentSignCodes);
  return () => signCodes.delete(listener);
}
function publishSignCodes(codes: SignQrCode[]) {
  currentSignCodes = codes;
  for (const listener of signCodes) listener(codes);
}

const signQrCode = async (applyId: string): Promise<SignQrCode> => ({
  applyId, status: 'waiting', ...(await payload(unwrap(api.POST('/api-apply/apply/sign/qrcode', { body: { applyId } })))),
});

/**
 * Fetches each application's signing QR, then polls until all are signed and sends `sign.completed` (polling,
 * decision 017). A code that expired unsigned is replaced by a new one: the server makes it on request.
 */
export const watchSignature = fromCallback<AnyEventObject, { applicationIds: string[] }>(({ input, sendBack }) => {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fail = (error: unknown) => {
    // A callback actor cannot reject once started; the machine's onError listens for exactly this event.
    if (!stopped) sendBack({ type: 'xstate.error.actor.watchSignature', error });
  };
  void (async () => {
    let codes: SignQrCode[] = [];
    for (const applyId of input.applicationIds) codes.push(await signQrCode(applyId));
    if (stopped) return;
    publishSignCodes(codes);
    const poll = async () => {
      if (stopped) return;
      const statuses = await Promise.all(codes.map((code) =>
        payload(unwrap(api.GET('/api-apply/apply/sign/{signId}/status', { params: { path: { signId: code.signId } } })))));
      codes = await Promise.all(codes.map(async (code, index) => {
        const status = statuses[index]?.status ?? code.status;
        return status === 'expired' ? signQrCode(code.applyId) : { ...code, status };
      }));
      if (stopped) return;
      publishSignCodes(codes);
      if (codes.every((code) => code.status === 'signed')) sendBack({ type: 'sign.completed' });
      else timer = setTimeout(() => void poll().catch(fail), SIGN_POLL_MS);
    };
    await poll();
  })().catch(fail);
  return () => {
    stopped = true;
    clearTimeout(timer);
    publishSignCodes([]);
  };
});
