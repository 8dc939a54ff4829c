// The application actor and the children it runs (the open applicant, a payment) change separately: a
// child's step does not produce a new parent snapshot. Watching the whole tree is what lets the screen
// and the saver see every step.
import type { AnyActorRef, AnyMachineSnapshot, Subscription } from 'xstate';

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
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const screens = snapshot._nodes.filter((node) => (node.meta as { route?: string } | undefined)?.route);
  const delegatesTo = (screens[screens.length - 1]?.meta as { delegatesTo?: string } | undefined)?.delegatesTo;
  const child = delegatesTo ? (snapshot.children[delegatesTo] as AnyActorRef | undefined) : undefined;
  return child && (child.getSnapshot() as { status: string }).status === 'active' ? child : actor;
}
