import { maskPersonalData } from '../log-masking.ts';

// The loop every queue worker runs (notifications, webhooks, refunds): claim what is due, handle it row by row, poll
// again after a pause. A stop lets the row under way finish and hands the rest of the claimed batch back, so another
// process takes them at once and the database can close after the last write.

export interface ClaimedRounds<Row> {
  /** Claims the rows due now for this process (atomically: several processes never claim one row twice). */
  claim(): Promise<Row[]>;
  /** Does the work of one claimed row and records its outcome. */
  handle(row: Row): Promise<void>;
  /** Gives back claimed rows not yet begun, as if never taken. */
  handBack(rows: Row[]): Promise<void>;
  /** The event name a failed round is logged under (the round is tried again at the next poll). */
  failedEvent: string;
  log: (line: string) => void;
}

export function claimedRounds<Row>(rounds: ClaimedRounds<Row>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  /** One round: claims what is due and handles it. Returns how many rows it handled. */
  async function runOnce(): Promise<number> {
    const rows = await rounds.claim();
    for (const [index, row] of rows.entries()) {
      if (stopped) {
        await rounds.handBack(rows.slice(index));
        return index;
      }
      await rounds.handle(row);
    }
    return rows.length;
  }

  return {
    runOnce,
    /** Polls every `intervalMs` until stop(); a round that fails (the database away for a moment) is logged and retried. */
    start(intervalMs = 1_000) {
      stopped = false;
      const tick = () => {
        running = runOnce()
          .catch((error: unknown) => rounds.log(JSON.stringify({ event: rounds.failedEvent, detail: maskPersonalData(error instanceof Error ? error.message : String(error)) })))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      tick();
    },
    /** Waits for the row under way (the rest of its round is handed back), so the database can close after it. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
