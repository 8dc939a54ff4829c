import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';

/** The machine's back (`nav.back`), never a navigation: shown only where the machine takes it; the browser's own back button is the host's. */
export function BackLink({ screenActor, label }: { screenActor: AnyActorRef; label: string }) {
  // React's own store hook, not @xstate/react's useSelector (which is this, with a selector): an applicant's step draws
  // its back link before the host's code is here (decision 131), and the hook's module would bring xstate's with it.
  const subscribe = useCallback((changed: () => void) => {
    const subscription = screenActor.subscribe(changed);
    return () => subscription.unsubscribe();
  }, [screenActor]);
  const canGoBack = useSyncExternalStore(subscribe, () => (screenActor.getSnapshot() as AnyMachineSnapshot).can({ type: 'nav.back' }));
  if (!canGoBack) return null;
  return (
    <button type="button" onClick={() => screenActor.send({ type: 'nav.back' })} className={backLinkClass}>
      <span aria-hidden="true">‹</span>
      {label}
    </button>
  );
}

/** The back link in its place while the machine that takes it is still loading: there, and not yet working. */
export function WaitingBackLink({ label }: { label: string }) {
  return (
    <button type="button" disabled className={backLinkClass}>
      <span aria-hidden="true">‹</span>
      {label}
    </button>
  );
}

const backLinkClass = 'mb-4 inline-flex items-center gap-1 text-blue-900 underline underline-offset-2 hover:text-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400';
