// The one message area of the portal. The API client's error catalogue (spec §8) drives it through
// `notifier`, and so can any screen. Spec §8: an open message is closed before a new one is shown,
// so the store holds at most one message.
export type MessageKind = 'info' | 'success' | 'warning' | 'error';

export interface Message {
  id: number;
  kind: MessageKind;
  text: string;
}

type Listener = () => void;

let current: Message | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const notifier = {
  show(kind: MessageKind, text: string): void {
    current = { id: nextId++, kind, text };
    emit();
  },
  closeAll(): void {
    if (current === null) return;
    current = null;
    emit();
  },
  withdraw(text: string): void {
    if (current?.text === text) notifier.closeAll();
  },
};

/** Closes one message only if it is still the one shown (a late timer must not close its successor). */
export function closeMessage(id: number): void {
  if (current?.id === id) notifier.closeAll();
}

export function subscribeMessages(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getMessage(): Message | null {
  return current;
}
