// The series of one app (issue 36 item 3), in a registry of its own so that several apps in one process (the tests)
// never share or collide. Requests are timed as they are answered; what lives in the database (payments by state,
// the notification queue) is read when Prometheus scrapes, one grouped query each, so nothing is kept twice.
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { PAYMENT_REFUND_STATES } from '../db/tables/orders.ts';
import { logger } from '../logging/logger.ts';
import { processRegistry } from './process-metrics.ts';

type PaymentState = typeof t.payments.$inferSelect.status;
const PAYMENT_STATES: readonly PaymentState[] = ['pending', 'paid', 'closed', 'failed', ...PAYMENT_REFUND_STATES];

export interface AppMetrics {
  /** One answered request: its operation (or route kind), HTTP status and duration. */
  observeRequest(route: string, status: number, seconds: number): void;
  /** The Prometheus text of this app's series and the process's. */
  text(): Promise<string>;
  contentType: string;
}

export function createAppMetrics(db: Db): AppMetrics {
  // The process's series count from the first app on, not from the first scrape.
  const shared = processRegistry();
  const registry = new Registry();
  const requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by operation (operationId, or page, static, health, metrics, download, dev) and status.',
    labelNames: ['operation', 'status'] as const,
    // Reads answer in milliseconds; a document reading may take its whole budget and its wait (up to 40 s).
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 45],
    registers: [registry],
  });

  new Gauge({
    name: 'portal_payments',
    help: 'Payments (attempts handed to a gateway) by state.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await fromDatabase('payments', () => db.select({ state: t.payments.status, count: sql<number>`count(*)::int` }).from(t.payments).groupBy(t.payments.status));
      this.reset();
      if (!rows) return;
      for (const state of PAYMENT_STATES) this.set({ state }, 0);
      for (const row of rows) this.set({ state: row.state }, Number(row.count));
    },
  });

  const outbox = t.notificationOutbox;
  const oldest = new Gauge({ name: 'portal_notifications_oldest_pending_seconds', help: 'Age of the oldest pending notification (0 when none).', registers: [registry] });
  new Gauge({
    name: 'portal_notifications',
    help: 'Milestone SMS and e-mails in the queue: pending (the backlog), retrying (pending after a failed attempt), failed (given up).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await fromDatabase('notifications', () => db.select({
        pending: sql<number>`(count(*) filter (where ${outbox.status} = 'pending'))::int`,
        retrying: sql<number>`(count(*) filter (where ${outbox.status} = 'pending' and ${outbox.attempts} > 0))::int`,
        failed: sql<number>`(count(*) filter (where ${outbox.status} = 'failed'))::int`,
        oldestSeconds: sql<number | null>`extract(epoch from now() - min(${outbox.createdAt}) filter (where ${outbox.status} = 'pending'))::float8`,
      }).from(outbox).where(inArray(outbox.status, ['pending', 'failed'])));
      this.reset();
      oldest.reset();
      const [row] = rows ?? [];
      if (!row) return;
      for (const state of ['pending', 'retrying', 'failed'] as const) this.set({ state }, Number(row[state]));
      // The sandbox's clock may be moved ahead of the database's (decision 048): an age is never negative.
      oldest.set(Math.max(0, Number(row.oldestSeconds ?? 0)));
    },
  });
  // PostgreSQL's pool only: PGlite is one embedded connection with nothing to share out, so it has no such series.
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const pool = client;
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and the pool size (max).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'max' }, pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL pool connection.',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  return {
    observeRequest(route, status, seconds) {
      requests.observe({ operation: route, status: String(status) }, seconds);
    },
    async text() {
      // Two registries, one text: their series' names never overlap (the process's are Node's and the readings').
      return `${await shared.metrics()}\n${await registry.metrics()}`;
    },
    contentType: registry.contentType,
  };
}

/** A scrape while the database is away still answers, without the series it could not read (readiness says why). */
async function fromDatabase<T>(what: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    logger.warn({ err: error, event: 'metrics.collect.failed', series: what }, 'metrics: could not read %s', what);
    return undefined;
  }
}
