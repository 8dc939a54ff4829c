// The application actor and the children it runs (the open applicant, a payment) change separately: a
// child's step does not produce a new parent snapshot. Watching the whole tree is what lets the screen
// and the saver see every step.
import type { AnyActorRef, AnyMachineSnapshot, Subscription } from 'xstate';
import { delegateOf } from '../../../../machines/routes';

export function subscribeTree(actor: AnyActorRef, onChange: () => void): () => void {
  const children = new Map<AnyActorRef, Subscription>();
  const sync = () => {
    const current = new Set(Object.values((actor.getSnapshot() as AnyMachineSnapshot).children ?? {}) as AnyActorRef[]);
    for (const [child, subscription] of children) {
      if (!current.has(child)) {
        subscription.unsubscribe();
        children.delete(child);
      }
    }
    for (const child of current) {
      if (child && !children.has(child)) children.set(child, child.subscribe({ next: onChange, error: onChange }));
    }
  };
  const own = actor.subscribe({ next: () => { sync(); onChange(); }, error: onChange });
  sync();
  return () => {
    own.unsubscribe();
    for (const subscription of children.values()) subscription.unsubscribe();
    children.clear();
  };
}

/** The actor whose screen is shown: the child a screen state delegates to while it runs, else the actor itself. */
export function screenActorOf(actor: AnyActorRef): AnyActorRef {
  return delegateOf(actor.getSnapshot() as AnyMachineSnapshot) ?? actor;
}
