import PQueue from 'p-queue';

// Every document reading (passport, ID card, bank card) passes one gate per process: it takes its turn, it has a
// hard deadline from the moment its turn comes, and it is not queued at all when the wait could not end within the
// browser's patience. Each slot is one engine set of the OCR pool (ocr-pool.ts), one per core but one: readings
// never hold more threads than that (their image work too, sharp on libuv's threads), so logins' password hashing
// and uploads' checks always find a core and threads free (issue 39 item 1, issue 36 item 2).

/** The answer a person gets when a reading passed its deadline: could not read, type it in. */
export class ReadingTimedOut extends Error {
  constructor(readonly budgetMs: number) {
    super(`reading took longer than ${budgetMs} ms`);
  }
}

/** The person asking left before the reading was done: nobody hears this but the log. */
export class ReadingAbandoned extends Error {
  constructor() {
    super('the caller left before the reading was done');
  }
}

/** Too many readings already wait: try again in about `retryAfterSeconds`. */
export class ReadingBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`document reading busy; try again in ${retryAfterSeconds} s`);
  }
}

export interface ReadingGateOptions {
  /** Readings at once: the pool's engine sets, each reading one image at a time; more would only share their queues. */
  slots?: number;
  /** Readings that may wait for a slot; past it a caller is told "busy" at once. */
  maxWaiting?: number;
  /** The hard deadline of one reading, from its turn. */
  budgetMs?: number;
}

/**
 * About 8 s: a clean passport reads in 1–3 s here, and a page the engines cannot agree on has had its best
 * attempts by then. Four waiting make (4 + 1) × 8 = 40 s at worst, inside the client's 45 s for a reading
 * (RECOGNITION_TIMEOUT_MS, decision 062).
 */
export const READING_BUDGET_MS = 8000;
const MAX_WAITING = 4;

export interface ReadingGate {
  /**
   * Runs `read` in its turn with a signal that aborts at the deadline; rejects with ReadingBusy or ReadingTimedOut.
   * `prepare` runs first in the same turn, before the deadline starts: an engine's cold start (seconds, once per
   * process or after a deadline ended it) is the server's cost, not the reading's. `caller` is the request's signal:
   * a person who left (closed the page, or the browser's patience ran out) gives up their place at once, and a
   * reading of theirs that runs is stopped. Under load, abandoned readings would otherwise hold the slot for the
   * next people's, whose browsers then give up too: one slow minute turns into a queue nobody is waiting for.
   */
  run<T>(read: (signal: AbortSignal) => Promise<T>, prepare?: () => Promise<void>, caller?: AbortSignal): Promise<T>;
  /** Readings running and waiting now. */
  load(): { running: number; waiting: number };
  /**
   * For a shutdown that allows `withinMs` more: the readings waiting that could not be sure to end by then, and every
   * later one, are told "busy" at once; the running ones and those whose turn comes in time are read. Five waiting
   * readings could need 40 s, past the 10 s a deploy gives the process; told "busy", the person's retry reaches a
   * process that is not stopping.
   */
  refuseWaiting(withinMs?: number): void;
}

/** How soon a reading refused by a stopping process may be tried again: another process takes it at once. */
const RETRY_ELSEWHERE_SECONDS = 2;

/**
 * What the metrics see of every reading (metrics/process-metrics.ts): a reading's wait for its turn, a caller told
 * "busy", a page answered from the readings already made (reading-memo.ts) without a turn.
 */
export type ReadingEvent = { kind: 'turn'; waitedMs: number } | { kind: 'busy' } | { kind: 'remembered' };
const listeners = new Set<(event: ReadingEvent) => void>();
export function onReadingEvent(listener: (event: ReadingEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const notifyReadingEvent = (event: ReadingEvent) => listeners.forEach((listener) => listener(event));

/** A caller waiting for a turn; a refused or abandoned one's task returns at once when its turn comes. */
interface Waiting { refuse: (refusal: Error) => void; refused: boolean }

export function createReadingGate({ slots = 1, maxWaiting = MAX_WAITING, budgetMs = READING_BUDGET_MS }: ReadingGateOptions = {}): ReadingGate {
  const queue = new PQueue({ concurrency: slots });
  /** The callers still waiting for a turn, in the queue's order. */
  const waiting: Waiting[] = [];
  const leave = (entry: Waiting) => {
    const place = waiting.indexOf(entry);
    if (place >= 0) waiting.splice(place, 1);
  };
  let refusing = false;
  return {
    run<T>(read: (signal: AbortSignal) => Promise<T>, prepare?: () => Promise<void>, caller?: AbortSignal) {
      if (caller?.aborted) return Promise.reject(new ReadingAbandoned());
      if (refusing) {
        notifyReadingEvent({ kind: 'busy' });
        return Promise.reject(new ReadingBusy(RETRY_ELSEWHERE_SECONDS));
      }
      if (queue.pending >= slots && waiting.length >= maxWaiting) {
        const turnsAhead = waiting.length + queue.pending;
        notifyReadingEvent({ kind: 'busy' });
        return Promise.reject(new ReadingBusy(Math.max(1, Math.ceil((turnsAhead * budgetMs) / slots / 1000))));
      }
      const queuedAt = performance.now();
      return new Promise<T>((resolve, reject) => {
        const entry: Waiting = { refuse: reject, refused: false };
        waiting.push(entry);
        const leaveQueue = () => {
          if (entry.refused) return;
          entry.refused = true;
          leave(entry);
          reject(new ReadingAbandoned());
        };
        caller?.addEventListener('abort', leaveQueue, { once: true });
        // The slot is held until the reading has truly stopped (its engine killed, its last image step done), while
        // the caller is answered at the deadline: the bound on work in flight stays honest.
        void queue.add(async () => {
          caller?.removeEventListener('abort', leaveQueue);
          leave(entry);
          if (entry.refused) return;
          notifyReadingEvent({ kind: 'turn', waitedMs: performance.now() - queuedAt });
          try {
            await prepare?.();
          } catch (error) {
            reject(error);
            return;
          }
          if (caller?.aborted) {
            reject(new ReadingAbandoned());
            return;
          }
          const deadline = new AbortController();
          const timer = setTimeout(() => {
            const late = new ReadingTimedOut(budgetMs);
            deadline.abort(late);
            reject(late);
          }, budgetMs);
          const stopForCaller = () => {
            const left = new ReadingAbandoned();
            deadline.abort(left);
            reject(left);
          };
          caller?.addEventListener('abort', stopForCaller, { once: true });
          try {
            resolve(await read(deadline.signal));
          } catch (error) {
            reject(error);
          } finally {
            clearTimeout(timer);
            caller?.removeEventListener('abort', stopForCaller);
          }
        });
      });
    },
    load: () => ({ running: queue.pending, waiting: waiting.length }),
    refuseWaiting(withinMs = 0) {
      refusing = true;
      [...waiting].forEach((entry, place) => {
        // Its turn comes after the readings running now and those ahead of it: at worst a whole budget each.
        const endsBy = (Math.floor(place / slots) + 2) * budgetMs;
        if (endsBy <= withinMs) return;
        entry.refused = true;
        leave(entry);
        entry.refuse(new ReadingBusy(RETRY_ELSEWHERE_SECONDS));
      });
    },
  };
}

const shared = new Map<string, ReadingGate>();

/**
 * The process's gate (one per budget and pool size, and a process has one of each); tests may pass their own. Its
 * slots are the pool's engine sets: one reading per set at a time.
 */
export function sharedReadingGate(budgetMs = READING_BUDGET_MS, slots = 1): ReadingGate {
  const key = `${budgetMs}/${slots}`;
  let gate = shared.get(key);
  if (!gate) shared.set(key, (gate = createReadingGate({ budgetMs, slots })));
  return gate;
}

/** Readings running and waiting now in the process's shared gates, for the metrics. */
export function sharedReadingLoad(): { running: number; waiting: number } {
  const loads = [...shared.values()].map((gate) => gate.load());
  return { running: loads.reduce((sum, load) => sum + load.running, 0), waiting: loads.reduce((sum, load) => sum + load.waiting, 0) };
}

/** Shutdown: the process's gates refuse what could not end within `withinMs`, and what comes (ReadingGate.refuseWaiting). */
export function refuseWaitingReadings(withinMs: number): void {
  for (const gate of shared.values()) gate.refuseWaiting(withinMs);
}
