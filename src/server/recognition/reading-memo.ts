import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { notifyReadingEvent } from './reading-gate.ts';

// A page read once is not read again (decision 124). People send the same file twice far more often than one
// would think: back from the review to the upload step and the same photo chosen again, a retry after the network
// dropped the answer, a second tab. Each of those is a whole reading (1–3 s of both cores here, tens of seconds in a
// busy hour) that can only give the answer already given. Only readings that succeeded are kept: a page that could
// not be read is tried afresh, because a reading cut short by its deadline in a busy minute may succeed in a quiet one.
//
// The key is the bytes' SHA-256 with the reader and the day (a passport's validity and a card's dates are judged
// against it). Someone who gets an answer from it already holds those very bytes, so it tells nobody anything the
// file does not. It lives in the process: a few hundred small field sets, gone after a quarter of an hour.

export interface ReadingMemoOptions {
  /** Readings kept at most; the least recently asked go first. */
  max?: number;
  /** How long a reading is kept after it was made. */
  ttlMs?: number;
}

/** Only a success is kept; anything else (`null` for a reading that timed out or whose caller left) is not. */
type Outcome = { ok: boolean } | null;

export interface ReadingMemo {
  /** The remembered reading of these bytes by this reader on this day, else `read()`'s, kept when it succeeded. */
  through<T extends Outcome>(reader: string, day: string, bytes: Buffer, read: () => Promise<T>): Promise<T>;
  /** Readings kept now. */
  size(): number;
}

const MAX_READINGS = 500;
const KEPT_FOR_MS = 15 * 60_000;

export function createReadingMemo({ max = MAX_READINGS, ttlMs = KEPT_FOR_MS }: ReadingMemoOptions = {}): ReadingMemo {
  const kept = new LRUCache<string, { ok: boolean }>({ max, ttl: ttlMs });
  return {
    async through<T extends Outcome>(reader: string, day: string, bytes: Buffer, read: () => Promise<T>): Promise<T> {
      const key = `${reader}/${day}/${createHash('sha256').update(bytes).digest('hex')}`;
      const known = kept.get(key);
      if (known) {
        notifyReadingEvent({ kind: 'remembered' });
        return structuredClone(known) as T;
      }
      const outcome = await read();
      if (outcome?.ok) kept.set(key, structuredClone(outcome));
      return outcome;
    },
    size: () => kept.size,
  };
}
