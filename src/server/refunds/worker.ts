// Gives money back without anyone acting (issue 34 item 2): turns payments taken twice into refunds, sends the
// refunds that are due (new ones whose caller died before the gateway call, processing ones to ask about, failed
// ones whose backoff ran out) and settles the answers. Any number of processes may run one on the same database,
// as the notification and webhook workers do: due rows are claimed with one atomic statement (rows another worker
// is claiming are skipped, not waited for) and a failed refund is reopened under its payment's lock, so each refund
// is sent by one worker at a time; a claim whose process died lapses and the refund is taken again.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { maskPersonalData } from '../log-masking.ts';
import { lineLogger } from '../logging/logger.ts';
import { attemptRefund } from './attempt.ts';
import type { RefundDeps } from './deps.ts';
import { sweepDuplicatePayments } from './duplicates.ts';
import { claimUntil, type RefundRow } from './ledger.ts';
import { reopenRefund } from './reopen.ts';

export interface RefundWorkerDeps extends RefundDeps {
  batchSize?: number;
  log?: (line: string) => void;
}

export function createRefundWorker(deps: RefundWorkerDeps) {
  const { db } = deps;
  const log = deps.log ?? lineLogger('error');
  const table = t.refunds;
  const batch = deps.batchSize ?? 20;

  const due = (status: 'refunding' | 'refundFailed', at: Date) => and(
    eq(table.status, status), lte(table.nextAttemptAt, at), or(isNull(table.claimedUntil), lt(table.claimedUntil, at)),
  );

  /** Refunds to send or ask about, claimed by this worker in one statement; attempts counts this call. */
  async function claimSending(at: Date): Promise<RefundRow[]> {
    const ids = db.select({ id: table.outRefundNo }).from(table).where(due('refunding', at))
      .orderBy(asc(table.nextAttemptAt)).limit(batch).for('update', { skipLocked: true });
    return db.update(table).set({ claimedUntil: claimUntil(at), attempts: sql`${table.attempts} + 1`, updatedAt: at })
      .where(and(inArray(table.outRefundNo, ids), due('refunding', at))).returning();
  }

  /** Failed refunds whose wait is over, each reopened (and so claimed) under its payment's lock. */
  async function claimRetries(at: Date): Promise<RefundRow[]> {
    const failed = await db.select({ id: table.outRefundNo }).from(table).where(due('refundFailed', at)).orderBy(asc(table.nextAttemptAt)).limit(batch);
    const reopened: RefundRow[] = [];
    for (const { id } of failed) {
      const verdict = await reopenRefund(db, id, at);
      if (verdict.ok) reopened.push(verdict.refund);
    }
    return reopened;
  }

  /** Claims not yet sent, given back as if never taken (no call was made for them). */
  async function handBack(rows: RefundRow[]) {
    await db.update(table).set({ claimedUntil: null, attempts: sql`${table.attempts} - 1` })
      .where(inArray(table.outRefundNo, rows.map((row) => row.outRefundNo)));
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  /** One round; returns the refunds it called the gateway for. */
  async function runOnce(): Promise<RefundRow[]> {
    await sweepDuplicatePayments(db, deps.now());
    const rows = [...(await claimSending(deps.now())), ...(await claimRetries(deps.now()))];
    const done: RefundRow[] = [];
    for (const [index, row] of rows.entries()) {
      // A stopping process finishes the call under way and hands back the rest, for another process to send at once.
      if (stopped) {
        await handBack(rows.slice(index));
        break;
      }
      done.push(await attemptRefund(deps, row));
    }
    return done;
  }

  return {
    runOnce,
    /** Polls every `intervalMs` until stop(); a round that fails (the database away for a moment) is logged and retried. */
    start(intervalMs = 5_000) {
      stopped = false;
      const tick = () => {
        running = runOnce()
          .catch((error: unknown) => log(JSON.stringify({ event: 'refund.worker.failed', detail: maskPersonalData(error instanceof Error ? error.message : String(error)) })))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      tick();
    },
    /** Waits for the gateway call under way, so the database can close after it. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type RefundWorker = ReturnType<typeof createRefundWorker>;
