import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { notifyReadingEvent } from './reading-gate.ts';

// A page read once is not read again (decision 124). People send the same file twice far more often than one
// would think: back from the review to the upload step and the same photo chosen again, a retry after the network
// dropped the answer, a second tab. Each of those is a whole reading (1–3 s of both cores here, tens of seconds in a
// busy hour) that can only give the answer already given. Only readings that succeeded are kept: a page that could
// not be read is tried afresh, because a reading cut short by its deadline in a busy minute may succeed in a quiet one.
//
// A page being read is not read twice at once either: a second caller with the same bytes joins the reading under
// way. Its commonest case is the page's own retry: when a reading outlasts the browser's patience (a cold engine on a
// busy machine) the page asks again at once (reading-retry.ts). Before, the first caller's leaving stopped the
// reading and killed its engine, so the retry paid the engine's cold start again and could outlast the patience the
// same way (CI's accessibility journey, the first passport of its server, failed both its tries so). Now a reading
// stops only when every caller has left and none has come back within a few seconds.
//
// The key is the bytes' SHA-256 with the reader and the day (a passport's validity and a card's dates are judged
// against it). Someone who gets an answer from it already holds those very bytes, so it tells nobody anything the
// file does not. It lives in the process: a few hundred small field sets, gone after a quarter of an hour.

export interface ReadingMemoOptions {
  /** Readings kept at most; the least recently asked go first. */
  max?: number;
  /** How long a reading is kept after it was made. */
  ttlMs?: number;
  /** How long a reading whose callers all left goes on, for one of them to come back (the page's retry). */
  rejoinMs?: number;
}

/** Only a success is kept; anything else (`null` for a reading that timed out or whose caller left) is not. */
type Outcome = { ok: boolean } | null;

export interface ReadingMemo {
  /**
   * The remembered reading of these bytes by this reader on this day, else the one under way for them, else
   * `read()`'s, kept when it succeeded. `caller` is the asking request's signal; `read` gets one that aborts once
   * every caller of this reading has left and none joined within `rejoinMs`.
   */
  through<T extends Outcome>(reader: string, day: string, bytes: Buffer, read: (callers: AbortSignal) => Promise<T>, caller?: AbortSignal): Promise<T>;
  /** Readings kept now. */
  size(): number;
}

const MAX_READINGS = 500;
const KEPT_FOR_MS = 15 * 60_000;
/** The page's retry after its patience comes at once; a few seconds cover a slow network and a busy browser. */
const REJOIN_MS = 5000;

/** A reading under way and the requests waiting for it. */
interface UnderWay {
  outcome: Promise<Outcome>;
  join(caller: AbortSignal | undefined): void;
}

function underWay(read: (callers: AbortSignal) => Promise<Outcome>, rejoinMs: number): UnderWay {
  const everyoneLeft = new AbortController();
  let present = 0;
  let leaving: ReturnType<typeof setTimeout> | undefined;
  const join = (caller: AbortSignal | undefined) => {
    clearTimeout(leaving);
    // A caller without a signal (a test, a script) never leaves.
    if (!caller) {
      present = Number.POSITIVE_INFINITY;
      return;
    }
    present += 1;
    const leave = () => {
      present -= 1;
      if (present === 0) leaving = setTimeout(() => everyoneLeft.abort(new Error('every caller left')), rejoinMs);
    };
    if (caller.aborted) leave();
    else caller.addEventListener('abort', leave, { once: true });
  };
  const outcome = read(everyoneLeft.signal).finally(() => clearTimeout(leaving));
  return { outcome, join };
}

export function createReadingMemo({ max = MAX_READINGS, ttlMs = KEPT_FOR_MS, rejoinMs = REJOIN_MS }: ReadingMemoOptions = {}): ReadingMemo {
  const kept = new LRUCache<string, { ok: boolean }>({ max, ttl: ttlMs });
  const reading = new Map<string, UnderWay>();
  return {
    async through<T extends Outcome>(reader: string, day: string, bytes: Buffer, read: (callers: AbortSignal) => Promise<T>, caller?: AbortSignal): Promise<T> {
      const key = `${reader}/${day}/${createHash('sha256').update(bytes).digest('hex')}`;
      const known = kept.get(key);
      if (known) {
        notifyReadingEvent({ kind: 'remembered' });
        return structuredClone(known) as T;
      }
      let current = reading.get(key);
      if (!current) {
        const started = underWay(read, rejoinMs);
        current = started;
        reading.set(key, started);
        void started.outcome.then((outcome) => {
          if (outcome?.ok) kept.set(key, structuredClone(outcome));
        }, () => undefined).finally(() => {
          if (reading.get(key) === started) reading.delete(key);
        });
      }
      current.join(caller);
      // Each caller's handler may change its answer: each gets a copy.
      return structuredClone(await current.outcome) as T;
    },
    size: () => kept.size,
  };
}
