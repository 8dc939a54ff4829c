import { useEffect, useState } from 'react';
import { isSandbox } from './sandbox';

/** Whether the portal runs against the sandbox server; false until the probe answers. */
export function useIsSandbox(): boolean {
  const [sandbox, setSandbox] = useState(false);
  useEffect(() => {
    let live = true;
    void isSandbox().then((value) => live && setSandbox(value));
    return () => {
      live = false;
    };
  }, []);
  return sandbox;
}
