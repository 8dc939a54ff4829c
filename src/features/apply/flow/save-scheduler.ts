// Saves the newest draft after a quiet moment, one save at a time, and keeps retrying after a network
// failure until it lands; a conflict or a vanished draft stops it (the page says why). No React, no fetch:
// the caller passes `save`, so the timing rules are tested with fake timers.

export type SaveOutcome = 'saved' | 'retry' | 'conflict' | 'gone' | 'failed';

export type SaveStatus =
  /** Nothing to save yet (a new application before its first step). */
  | 'idle'
  /** A change waits for the quiet moment. */
  | 'pending'
  | 'saving'
  | 'saved'
  /** The last try failed (network, server busy); the next one is scheduled. */
  | 'retrying'
  /** Another window saved a newer version: stop and ask for a reload. */
  | 'conflict'
  /** The draft no longer exists (deleted in another window). */
  | 'gone'
  /** The server refused this content (e.g. too large); the next change tries again. */
  | 'failed';

export interface SaveSchedulerOptions<T> {
  save(payload: T): Promise<SaveOutcome>;
  debounceMs?: number;
  /** Waits between retries; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

export interface SaveScheduler<T> {
  schedule(payload: T): void;
  /** Saves what is waiting now (leaving the page, or a reload asked for); resolves when nothing is in flight. */
  flush(): Promise<void>;
  readonly status: SaveStatus;
  /** A change exists that the server does not have yet. */
  readonly unsaved: boolean;
  subscribe(listener: (status: SaveStatus) => void): () => void;
  dispose(): void;
}

export const SAVE_DEBOUNCE_MS = 600;
export const SAVE_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export function createSaveScheduler<T>(options: SaveSchedulerOptions<T>): SaveScheduler<T> {
  const debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
  const delays = options.retryDelaysMs ?? SAVE_RETRY_DELAYS_MS;
  const listeners = new Set<(status: SaveStatus) => void>();
  let status: SaveStatus = 'idle';
  let waiting: { payload: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let failures = 0;
  let disposed = false;

  const stopped = () => disposed || status === 'conflict' || status === 'gone';

  function setStatus(next: SaveStatus) {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener(next);
  }

  function arm(ms: number) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, ms);
  }

  async function run(): Promise<void> {
    if (inFlight || !waiting || stopped()) return;
    const { payload } = waiting;
    waiting = null;
    setStatus('saving');
    inFlight = (async () => {
      let outcome: SaveOutcome;
      try {
        outcome = await options.save(payload);
      } catch {
        outcome = 'retry';
      }
      inFlight = null;
      if (disposed) return;
      if (outcome === 'retry') {
        // A newer change, if any, replaces this one: only the latest snapshot matters.
        waiting ??= { payload };
        setStatus('retrying');
        arm(delays[Math.min(failures, delays.length - 1)] ?? debounceMs);
        failures += 1;
        return;
      }
      failures = 0;
      if (outcome === 'saved' && waiting) {
        setStatus('pending');
        arm(0);
        return;
      }
      if (outcome === 'conflict' || outcome === 'gone') waiting = null;
      setStatus(outcome);
    })();
    return inFlight;
  }

  return {
    schedule(payload) {
      if (stopped()) return;
      waiting = { payload };
      if (!inFlight) {
        setStatus('pending');
        arm(debounceMs);
      }
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      if (inFlight) await inFlight;
      if (waiting && !stopped()) await run();
    },
    get status() {
      return status;
    },
    get unsaved() {
      return waiting !== null || inFlight !== null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      listeners.clear();
    },
  };
}
