// A graphic code is drawn for a device id the form makes up and sends back with the answer (decision 007).
// The first picture may be asked for before the form's code is there (prepareCaptcha): this module needs only the API
// client, not the query layer the form's hook uses, so a page can ask for its picture before its heading (decision 104).
import { api, payloadOf } from '../../lib/api';

export function newDeviceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function getCaptcha(deviceId: string) {
  return payloadOf(api.GET('/api-uaa/validata/code/{deviceId}', { params: { path: { deviceId } } }));
}

export interface Drawing { deviceId: string; first?: Promise<string>; at?: number }
let prepared: Drawing | undefined;
/** A prepared picture older than this is not used: the server's codes live 5 minutes. */
const PREPARED_FOR_MS = 60_000;

/** Called by the route's loader beside the screen's code: the first picture is on its way before the form renders. */
export function prepareCaptcha() {
  if (prepared && Date.now() - (prepared.at ?? 0) < PREPARED_FOR_MS) return;
  const deviceId = newDeviceId();
  const first = getCaptcha(deviceId);
  // The form shows a failed drawing itself (and offers a new one); nothing else waits for this promise.
  first.catch(() => {});
  prepared = { deviceId, first, at: Date.now() };
}

export function takePrepared(): Drawing {
  const taken = prepared && Date.now() - (prepared.at ?? 0) < PREPARED_FOR_MS ? prepared : { deviceId: newDeviceId() };
  prepared = undefined;
  return taken;
}
