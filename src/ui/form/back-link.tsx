import { useSelector } from '@xstate/react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';

/** The machine's back (`nav.back`), never a navigation: shown only where the machine takes it; the browser's own back button is the host's. */
export function BackLink({ screenActor, label }: { screenActor: AnyActorRef; label: string }) {
  const canGoBack = useSelector(screenActor, (snapshot: AnyMachineSnapshot) => snapshot.can({ type: 'nav.back' }));
  if (!canGoBack) return null;
  return (
    <button
      type="button"
      onClick={() => screenActor.send({ type: 'nav.back' })}
      className="mb-4 inline-flex items-center gap-1 text-blue-900 underline underline-offset-2 hover:text-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400"
    >
      <span aria-hidden="true">‹</span>
      {label}
    </button>
  );
}
