// Posts the order events of webhook_deliveries to the integrations' receivers. Any number of processes may run one on
// the same database, as with the notification worker (notifications/worker.ts): a worker claims due rows with one
// atomic statement (rows another worker is claiming are skipped, not waited for), so each attempt is made by one
// worker; a claim older than `claimTimeoutMs` belongs to a process that died and is taken again. Any 2xx is the
// receiver's acknowledgement; anything else is tried again with a doubling wait, and after the last attempt the
// delivery is kept as failed for an admin to see and send again (routes/staff-integrations.ts).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../accounts/clock.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { openSecret } from '../integrations/sealed.ts';
import { maskPersonalData } from '../log-masking.ts';
import { claimedRounds } from '../workers/claimed-rounds.ts';
import { lineLogger } from '../logging/logger.ts';
import { webhookSignature } from './signature.ts';

export type DeliveryRow = typeof t.webhookDeliveries.$inferSelect;

export interface WebhookWorkerDeps {
  db: Db;
  /** Opens the sealed webhook secrets (integrations/sealed.ts). */
  storedSecretsKey: string;
  now?: Clock;
  /** Names this worker in claimed_by; a random one per process by default. */
  id?: string;
  claimTimeoutMs?: number;
  /** A receiver that has not answered by then counts as a failed attempt. */
  timeoutMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  log?: (line: string) => void;
  fetch?: typeof fetch;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** 12 attempts over about five hours: a receiver's deploy or a night's outage is waited out. */
export const WEBHOOK_MAX_ATTEMPTS = 12;
/** Far longer than one attempt can take (the timeout), so a live worker's claim is never taken from it. */
export const WEBHOOK_CLAIM_TIMEOUT_MS = 2 * 60_000;

/** The wait after the `attempt`-th failed attempt: 30 s, doubling, at most an hour. */
export const webhookBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

type Outcome = { acknowledged: true; status: number } | { acknowledged: false; status: number | null; error: string };

export function createWebhookWorker(deps: WebhookWorkerDeps) {
  const { db } = deps;
  const now = deps.now ?? systemClock;
  const id = deps.id ?? `webhooks-${randomUUID()}`;
  const claimTimeoutMs = deps.claimTimeoutMs ?? WEBHOOK_CLAIM_TIMEOUT_MS;
  const timeoutMs = deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const maxAttempts = deps.maxAttempts ?? WEBHOOK_MAX_ATTEMPTS;
  const log = deps.log ?? lineLogger('warn');
  const post = deps.fetch ?? fetch;
  const table = t.webhookDeliveries;

  /** Due rows, claimed by this worker in one statement; attempts counts this try. */
  async function claim(): Promise<DeliveryRow[]> {
    const at = now();
    const stale = new Date(at.getTime() - claimTimeoutMs);
    const due = db.select({ id: table.id }).from(table)
      .where(and(eq(table.status, 'pending'), lte(table.nextAttemptAt, at), or(isNull(table.claimedAt), lt(table.claimedAt, stale))))
      .orderBy(asc(table.nextAttemptAt))
      .limit(deps.batchSize ?? 10)
      .for('update', { skipLocked: true });
    return db.update(table)
      .set({ claimedBy: id, claimedAt: at, attempts: sql`${table.attempts} + 1` })
      .where(inArray(table.id, due))
      .returning();
  }

  async function attempt(row: DeliveryRow): Promise<Outcome> {
    const [integration] = await db.select().from(t.integrations).where(eq(t.integrations.id, row.integrationId));
    // Switched off or its address removed after the event: nothing to post to; kept as failed, an admin may resend.
    if (!integration?.active || !integration.webhookUrl) return { acknowledged: false, status: null, error: 'the integration is inactive or has no webhook address' };
    const body = JSON.stringify(row.payload);
    const timestamp = Math.floor(now().getTime() / 1000);
    try {
      const response = await post(integration.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'VisaPortal-Webhooks/1',
          'portal-webhook-id': row.id,
          'portal-webhook-timestamp': String(timestamp),
          'portal-webhook-signature': webhookSignature(openSecret(integration.webhookSecret, deps.storedSecretsKey), timestamp, body),
        },
        body,
        // A redirect is not an acknowledgement, and following one could send the order elsewhere.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel().catch(() => {});
      if (response.status >= 200 && response.status < 300) return { acknowledged: true, status: response.status };
      return { acknowledged: false, status: response.status, error: `HTTP ${response.status}` };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { acknowledged: false, status: null, error: (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : cause?.code ?? cause?.message ?? (error as Error).message };
    }
  }

  /** Only while the claim is still ours: a row a slower twin took over after the timeout is its to finish. */
  async function settle(row: DeliveryRow, outcome: Outcome) {
    const at = now();
    const ours = and(eq(table.id, row.id), eq(table.claimedBy, id));
    if (outcome.acknowledged) {
      await db.update(table).set({ status: 'delivered', deliveredAt: at, lastStatus: outcome.status, lastError: null, claimedBy: null, claimedAt: null }).where(ours);
      return;
    }
    const last = row.attempts >= maxAttempts;
    const error = outcome.error.slice(0, 500);
    log(JSON.stringify({
      event: 'webhook.delivery.failed', delivery: row.id, integration: row.integrationId, webhook: row.event,
      attempt: row.attempts, status: outcome.status, retryInMs: last ? null : webhookBackoffMs(row.attempts), detail: maskPersonalData(error),
    }));
    await db.update(table).set({
      ...(last ? { status: 'failed' as const } : { nextAttemptAt: new Date(at.getTime() + webhookBackoffMs(row.attempts)) }),
      lastStatus: outcome.status, lastError: error, claimedBy: null, claimedAt: null,
    }).where(ours);
  }

  /** Gives back claims not yet attempted, as if never taken, so another process posts them at once. */
  async function handBack(rows: DeliveryRow[]) {
    if (!rows.length) return;
    await db.update(table).set({ claimedBy: null, claimedAt: null, attempts: sql`${table.attempts} - 1` })
      .where(and(inArray(table.id, rows.map((row) => row.id)), eq(table.claimedBy, id)));
  }

  const rounds = claimedRounds({
    claim, handBack, log,
    handle: async (row) => settle(row, await attempt(row)),
    failedEvent: 'webhook.worker.failed',
  });

  return {
    id,
    claim,
    runOnce: rounds.runOnce,
    start: rounds.start,
    stop: rounds.stop,
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
