import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '../../lib/api';

// A graphic code is drawn for a device id the form makes up and sends back with the answer (decision 007).
// Each is good for one check, right or wrong, so the form draws a new one after every failed use.

function newDeviceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function getCaptcha(deviceId: string) {
  return payloadOf(api.GET('/api-uaa/validata/code/{deviceId}', { params: { path: { deviceId } } }));
}

interface Drawing { deviceId: string; first?: Promise<string>; at?: number }
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

function takePrepared(): Drawing {
  const taken = prepared && Date.now() - (prepared.at ?? 0) < PREPARED_FOR_MS ? prepared : { deviceId: newDeviceId() };
  prepared = undefined;
  return taken;
}

export function useCaptcha() {
  const [{ deviceId, first }] = useState(takePrepared);
  const [drawing, setDrawing] = useState(0);
  // Spent by a successful code send: a second send needs a new drawing first.
  const [spent, setSpent] = useState(false);
  const query = useQuery({
    queryKey: ['captcha', deviceId, drawing],
    queryFn: () => (drawing === 0 && first ? first : getCaptcha(deviceId)),
    staleTime: Infinity,
    gcTime: 0,
  });
  const redraw = useCallback(() => {
    setSpent(false);
    setDrawing((n) => n + 1);
  }, []);
  const markSpent = useCallback(() => setSpent(true), []);
  return { deviceId, svg: query.data, loading: query.isFetching, failed: query.isError, redraw, spent, markSpent };
}

export type Captcha = ReturnType<typeof useCaptcha>;
