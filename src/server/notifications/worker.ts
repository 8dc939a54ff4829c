// Sends the SMS and e-mails of notification_outbox. Any number of processes may run one on the same database: a
// worker takes due rows with one atomic statement (the rows another worker is taking are skipped, not waited for),
// so each row is sent by one worker; a claim older than `claimTimeoutMs` belongs to a process that died and is
// taken again. A failure that may pass is tried again later (backoff), one that cannot is kept as failed.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../accounts/clock.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { MailProvider } from '../providers/mail/mail.ts';
import type { Delivery, SmsProvider } from '../providers/sms/sms.ts';
import { maskRecipient } from '../providers/message-calls.ts';
import { maskPersonalData } from '../log-masking.ts';
import { claimedRounds } from '../workers/claimed-rounds.ts';
import { lineLogger } from '../logging/logger.ts';

export type NotificationRow = typeof t.notificationOutbox.$inferSelect;

export interface NotificationWorkerDeps {
  db: Db;
  sms: SmsProvider;
  mail: MailProvider;
  now?: Clock;
  /** Names this worker in claimed_by; a random one per process by default. */
  id?: string;
  /** A claim older than this is taken to be a dead process's, ms. */
  claimTimeoutMs?: number;
  /** Waits before the 2nd, 3rd… attempt, ms; after the last the row is kept as failed. */
  backoffMs?: readonly number[];
  batchSize?: number;
  log?: (line: string) => void;
}

/** 5 attempts over about 45 minutes: long enough for a gateway's outage, short enough to still be news. */
export const DEFAULT_NOTIFICATION_BACKOFF_MS = [30_000, 120_000, 600_000, 1_800_000] as const;
/** Far longer than a send can take (providers give up after three 3 s attempts). */
export const DEFAULT_CLAIM_TIMEOUT_MS = 5 * 60_000;

export function createNotificationWorker(deps: NotificationWorkerDeps) {
  const { db } = deps;
  const now = deps.now ?? systemClock;
  const id = deps.id ?? `worker-${randomUUID()}`;
  const claimTimeoutMs = deps.claimTimeoutMs ?? DEFAULT_CLAIM_TIMEOUT_MS;
  const backoff = deps.backoffMs ?? DEFAULT_NOTIFICATION_BACKOFF_MS;
  const log = deps.log ?? lineLogger('error');
  const table = t.notificationOutbox;

  /** Due rows, claimed by this worker in one statement; attempts counts this try. */
  async function claim(): Promise<NotificationRow[]> {
    const at = now();
    const stale = new Date(at.getTime() - claimTimeoutMs);
    const due = db.select({ id: table.id }).from(table)
      .where(and(eq(table.status, 'pending'), lte(table.nextAttemptAt, at), or(isNull(table.claimedAt), lt(table.claimedAt, stale))))
      .orderBy(asc(table.nextAttemptAt))
      .limit(deps.batchSize ?? 20)
      .for('update', { skipLocked: true });
    return db.update(table)
      .set({ claimedBy: id, claimedAt: at, attempts: sql`${table.attempts} + 1` })
      .where(inArray(table.id, due))
      .returning();
  }

  async function deliver(row: NotificationRow): Promise<Delivery> {
    const purpose = `notification:${row.kind}`;
    try {
      if (row.channel === 'sms') return await deps.sms.send({ to: row.recipient, text: row.body, purpose, language: row.language, params: row.params });
      return await deps.mail.send({ to: row.recipient, subject: row.subject ?? '', text: row.body, purpose, language: row.language });
    } catch (error) {
      return { delivered: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Only while the claim is still ours: a row a slower twin took over after the timeout is its to finish. */
  async function settle(row: NotificationRow, delivery: Delivery) {
    const at = now();
    const ours = and(eq(table.id, row.id), eq(table.claimedBy, id));
    if (delivery.delivered) {
      await db.update(table).set({ status: 'sent', sentAt: at, claimedBy: null, claimedAt: null, lastError: null }).where(ours);
      return;
    }
    const wait = delivery.permanent ? undefined : backoff[row.attempts - 1];
    log(JSON.stringify({
      event: 'notification.send.failed', channel: row.channel, kind: row.kind, to: maskRecipient(row.recipient),
      attempt: row.attempts, permanent: delivery.permanent ?? false, retryInMs: wait ?? null, detail: maskPersonalData(delivery.error),
    }));
    await db.update(table).set(wait === undefined
      ? { status: 'failed', lastError: delivery.error, claimedBy: null, claimedAt: null }
      : { nextAttemptAt: new Date(at.getTime() + wait), lastError: delivery.error, claimedBy: null, claimedAt: null }).where(ours);
  }

  /**
   * Gives back claims not yet sent, as if never taken: another process sends them at once instead of after the claim
   * timeout. Only rows still ours, and none whose send began, so nothing is sent twice.
   */
  async function handBack(rows: NotificationRow[]) {
    if (!rows.length) return;
    await db.update(table).set({ claimedBy: null, claimedAt: null, attempts: sql`${table.attempts} - 1` })
      .where(and(inArray(table.id, rows.map((row) => row.id)), eq(table.claimedBy, id)));
  }

  const rounds = claimedRounds({
    claim, handBack, log,
    handle: async (row) => settle(row, await deliver(row)),
    failedEvent: 'notification.worker.failed',
  });

  return {
    id,
    claim,
    runOnce: rounds.runOnce,
    start: rounds.start,
    stop: rounds.stop,
  };
}

export type NotificationWorker = ReturnType<typeof createNotificationWorker>;
