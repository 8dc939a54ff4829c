// Gives money back without anyone acting (issue 34 item 2): turns payments taken twice into refunds, sends the
// refunds that are due (new ones whose caller died before the gateway call, processing ones to ask about, failed
// ones whose backoff ran out) and settles the answers. Any number of processes may run one on the same database,
// as the notification and webhook workers do: due rows are claimed with one atomic statement (rows another worker
// is claiming are skipped, not waited for) and a failed refund is reopened under its payment's lock, so each refund
// is sent by one worker at a time; a claim whose process died lapses and the refund is taken again.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { lineLogger } from '../logging/logger.ts';
import { claimedRounds } from '../workers/claimed-rounds.ts';
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

  const rounds = claimedRounds<RefundRow>({
    async claim() {
      await sweepDuplicatePayments(db, deps.now());
      return [...(await claimSending(deps.now())), ...(await claimRetries(deps.now()))];
    },
    handle: async (row) => {
      await attemptRefund(deps, row);
    },
    handBack,
    failedEvent: 'refund.worker.failed',
    log,
  });

  return {
    runOnce: rounds.runOnce,
    /** Polls every `intervalMs` (a refund is no SMS: a few seconds late is fine) until stop(). */
    start: (intervalMs = 5_000) => rounds.start(intervalMs),
    /** Waits for the gateway call under way, so the database can close after it. */
    stop: rounds.stop,
  };
}

export type RefundWorker = ReturnType<typeof createRefundWorker>;
