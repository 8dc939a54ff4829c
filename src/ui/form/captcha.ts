import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getCaptcha, takePrepared } from './captcha-drawing';

// A graphic code is drawn for a device id the form makes up and sends back with the answer (decision 007).
// Each is good for one check, right or wrong, so the form draws a new one after every failed use.

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
