// What the app and the inspector page say to each other over one BroadcastChannel (decision 020). Every
// message is plain data (structured-clone safe): snapshots and events are turned into JSON values first.
// Development only.

export const INSPECTOR_CHANNEL = 'portal-inspector';

/** One step of one actor: the event it took and the state and context it is in after it. */
export interface InspectedStep {
  kind: 'step';
  /** Which of the app's actor systems: 'application' (the flow) or 'session'. */
  root: string;
  /** The actor's session id, unique in the tab (e.g. `x:3`). */
  actorId: string;
  /** The id its parent gave it ('payment', 'applicant-0'…), or the machine id for a root. */
  id: string;
  systemId: string | null;
  parentId: string | null;
  /** The machine's id when the actor runs a machine (then `value` is its state value), else null. */
  machineId: string | null;
  status: string;
  value: unknown;
  context: unknown;
  event: { type: string } & Record<string, unknown>;
  /** Milliseconds since the epoch, on the app's clock. */
  time: number;
  /** Sent again when an inspector opens (the state it was already in), not a new transition. */
  replay: boolean;
}

export type AppMessage =
  | InspectedStep
  | { kind: 'persisted'; requestId: string; snapshot: unknown; machineId: string | null }
  /** The app took a load request (sent at once, before the draft is made: the inspector stops repeating it). */
  | { kind: 'loading'; requestId: string }
  | { kind: 'loaded'; requestId: string; ok: boolean; message: string }
  | { kind: 'stately'; on: boolean; message: string };

export type InspectorMessage =
  | { kind: 'hello' }
  | { kind: 'export'; requestId: string; root: string }
  | { kind: 'load'; requestId: string; snapshot: Record<string, unknown> }
  | { kind: 'stately'; on: boolean };

/**
 * A JSON copy of any value an actor holds: functions left out, actor references and files named, errors by
 * their message, cycles cut. What an inspector shows and what export writes.
 */
export function toPlain(value: unknown): unknown {
  const seen = new WeakSet<object>();
  const json = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'function' || typeof item === 'symbol') return undefined;
    if (typeof item === 'bigint') return item.toString();
    if (!item || typeof item !== 'object') return item;
    if (typeof Blob !== 'undefined' && item instanceof Blob) {
      return { blob: (item as File).name ?? 'blob', size: item.size, type: item.type };
    }
    if (item instanceof Error) return { error: item.name, message: item.message };
    if ('sessionId' in item && 'send' in item && typeof (item as { send: unknown }).send === 'function') {
      return { actorRef: (item as { id?: string }).id ?? (item as { sessionId: string }).sessionId };
    }
    if (seen.has(item)) return '[circular]';
    seen.add(item);
    return item;
  });
  return json === undefined ? null : JSON.parse(json);
}
