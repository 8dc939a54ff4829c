// Readiness at /health/ready (issue 36 item 3, decision 090): 200 only while the database answers, its migrations are
// all applied and the documents' store answers; otherwise 503 naming the failed checks, never why. /health, the
// liveness check, stays 200 meanwhile: the process is up, it just should not be sent traffic.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.ts';
import { startTestServer, testConfig, type TestServer } from '../support/server.ts';

async function ready(baseUrl: string) {
  const response = await fetch(`${baseUrl}/health/ready`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as { status: string; failed?: string[]; checks: Record<string, string> } };
}

describe.each(databaseKinds())('readiness on %s', (kind) => {
  let server: TestServer;
  let storageUp = true;
  beforeAll(async () => {
    server = await startTestServer(kind, { storageReady: async () => storageUp });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is ready when the database answers, the migrations are applied and the storage answers', async () => {
    const answer = await ready(server.baseUrl);
    expect(answer).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ready', checks: { accepting: 'ok', database: 'ok', migrations: 'ok', storage: 'ok' } } });
  });

  it('is not ready, naming the storage, while the store does not answer; /health stays up', async () => {
    storageUp = false;
    try {
      const answer = await ready(server.baseUrl);
      expect(answer.status).toBe(503);
      expect(answer.cacheControl).toBe('no-store');
      expect(answer.body).toEqual({ status: 'not ready', failed: ['storage'], checks: { accepting: 'ok', database: 'ok', migrations: 'ok', storage: 'failed' } });
      expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
    } finally {
      storageUp = true;
    }
    expect((await ready(server.baseUrl)).status).toBe(200);
  });
});

describe('readiness of a database that goes away', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose().catch(() => {});
  });

  it('is not ready while the newest migration is missing, and is again once it is back', async () => {
    const app = createApp({ db: database.db, config: testConfig });
    const newest = await database.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    const [row] = (newest as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row!.id}`);
    const behind = await app.request('/health/ready');
    expect(behind.status).toBe(503);
    expect(await behind.json()).toMatchObject({ status: 'not ready', failed: ['migrations'] });
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at})`);
    expect((await app.request('/health/ready')).status).toBe(200);
  });

  it('is not ready once the database is closed, naming what depends on it, and says no more than that', async () => {
    const app = createApp({ db: database.db, config: testConfig });
    expect((await app.request('/health/ready')).status).toBe(200);
    await database.close();
    const answer = await app.request('/health/ready');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      status: 'not ready', failed: ['database', 'migrations', 'storage'],
      checks: { accepting: 'ok', database: 'failed', migrations: 'failed', storage: 'failed' },
    });
    expect((await app.request('/health')).status).toBe(200);
  });

  it('answers a store that hangs within its time limit, as failed', async () => {
    const db = (await openTestDatabase('pglite'));
    try {
      const app = createApp({ db: db.db, config: testConfig, storageReady: () => new Promise<boolean>(() => {}) });
      const started = performance.now();
      const answer = await app.request('/health/ready');
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ failed: ['storage'] });
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await db.dispose();
    }
  });
});
