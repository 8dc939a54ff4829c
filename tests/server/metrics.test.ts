// /metrics (issue 36 item 3, decision 090): the Prometheus text of the named series — request durations by operation
// and status, the readings' queue and wait, payments by state, the notification queue, the PostgreSQL pool — only for
// a caller with the bearer token and, when a list is set, from a listed address; without either setting it is not there.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { createApp } from '../../src/server/app.ts';
import { createReadingMemo } from '../../src/server/recognition/reading-memo.ts';
import { sharedReadingGate } from '../../src/server/recognition/reading-gate.ts';
import { databaseKinds } from '../support/database.ts';
import { basicCredential, startTestServer, testConfig, type TestServer } from '../support/server.ts';
import { bearer, newOrder, newUser, startPaymentServer, type PaymentServer } from './payment-support.ts';

const TOKEN = 'Kq2v9Rz7mW4pT8xN1bY6cH3jL5sD0fGa';

async function scrape(baseUrl: string, authorization?: string) {
  const response = await fetch(`${baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The value of one series line, e.g. `portal_payments{state="pending"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds())('/metrics on %s', (kind) => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await startPaymentServer(kind, { metrics: { token: TOKEN } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a caller without the bearer, with another scheme, or with a wrong token', async () => {
    for (const authorization of [undefined, basicCredential, `Bearer ${TOKEN.slice(0, -1)}x`, `Bearer ${TOKEN}${TOKEN}`, 'Bearer ']) {
      const answer = await scrape(server.baseUrl, authorization);
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(answer.text).not.toContain('portal_');
    }
  });

  it('serves the named series, read from the requests, the readings and the database', async () => {
    for (let index = 0; index < 3; index += 1) expect((await server.call('GET', '/api-visa/center/all')).status).toBe(200);
    const user = await newUser(server);
    const orderId = await newOrder(server, user);
    expect((await server.call('GET', `/api-pay/wechat/pc/order/${orderId}`, { auth: bearer(user) })).body.code).toBe(0);
    const at = new Date();
    const row = { userId: user, kind: 'paid', channel: 'sms' as const, recipient: '13900000000', language: 'zh' as const, body: 'paid', nextAttemptAt: at, createdAt: at };
    await server.database.db.insert(t.notificationOutbox).values([
      { ...row, id: randomUUID(), status: 'pending', attempts: 1 },
      { ...row, id: randomUUID(), status: 'failed', attempts: 5 },
    ]);
    expect(await sharedReadingGate().run(async () => 'read')).toBe('read');
    const memo = createReadingMemo();
    for (let time = 0; time < 2; time += 1) await memo.through('passport', '2026-11-30', Buffer.from('page'), async () => ({ ok: true }));

    const { status, headers, text } = await scrape(server.baseUrl, `Bearer ${TOKEN}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-store');
    // By operation and status, with its buckets; the route kinds for what is not an operation.
    expect(valueOf(text, 'portal_http_request_duration_seconds_count{operation="listCenters",status="200"}')).toBe(3);
    expect(text).toMatch(/^portal_http_request_duration_seconds_bucket\{le="0\.005",operation="listCenters",status="200"\} \d+$/m);
    expect(valueOf(text, 'portal_http_request_duration_seconds_bucket{le="+Inf",operation="payWechatOrder",status="200"}')).toBe(1);
    // Never the path: the order id (or a mobile number) is not a label.
    expect(text).not.toContain(orderId);
    expect(valueOf(text, 'portal_reading_queue_waiting')).toBe(0);
    expect(valueOf(text, 'portal_reading_running')).toBe(0);
    expect(valueOf(text, 'portal_reading_wait_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^portal_reading_busy_total \d+$/m);
    expect(valueOf(text, 'portal_readings_remembered_total')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'portal_payments{state="pending"}')).toBe(1);
    expect(valueOf(text, 'portal_payments{state="paid"}')).toBe(0);
    expect(valueOf(text, 'portal_notifications{state="pending"}')).toBe(1);
    expect(valueOf(text, 'portal_notifications{state="retrying"}')).toBe(1);
    expect(valueOf(text, 'portal_notifications{state="failed"}')).toBe(1);
    expect(valueOf(text, 'portal_notifications_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^portal_process_resident_memory_bytes \d+$/m);
    if (kind === 'postgres') {
      expect(valueOf(text, 'portal_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'portal_db_pool_connections{state="max"}')).toBe(10);
      expect(valueOf(text, 'portal_db_pool_waiting')).toBe(0);
    } else {
      // One embedded connection: nothing to report.
      expect(text).not.toContain('portal_db_pool');
    }
    // The scrape itself is a request like the others.
    expect((await scrape(server.baseUrl, `Bearer ${TOKEN}`)).text).toMatch(/^portal_http_request_duration_seconds_count\{operation="metrics",status="200"\} 1$/m);
  });
});

describe('who may scrape', () => {
  const servers: TestServer[] = [];
  const serverWith = async (metrics: NonNullable<typeof testConfig.metrics> | undefined) => {
    const server = await startTestServer('pglite', { config: { ...testConfig, metrics } });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('is not there at all when neither METRICS_TOKEN nor METRICS_ALLOW_FROM is set', async () => {
    const server = await serverWith(undefined);
    expect((await scrape(server.baseUrl)).status).toBe(404);
    expect((await scrape(server.baseUrl, `Bearer ${TOKEN}`)).status).toBe(404);
    // Not the SPA's page either, which a scraper would take for an answer.
    const app = createApp({ db: server.database.db, config: { ...testConfig, staticDir: undefined } });
    expect((await app.request('/metrics')).status).toBe(404);
  });

  it('with an allow-list refuses other addresses even with the token, and serves a listed one by address alone', async () => {
    const elsewhere = await serverWith({ token: TOKEN, allowFrom: ['10.0.0.0/8', '192.168.1.7'] });
    expect((await scrape(elsewhere.baseUrl, `Bearer ${TOKEN}`)).status).toBe(403);
    const local = await serverWith({ allowFrom: ['127.0.0.1', '::1'] });
    const answer = await scrape(local.baseUrl);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('portal_http_request_duration_seconds');
    // Both set: the address is not enough without the token.
    const both = await serverWith({ token: TOKEN, allowFrom: ['127.0.0.1'] });
    expect((await scrape(both.baseUrl)).status).toBe(401);
    expect((await scrape(both.baseUrl, `Bearer ${TOKEN}`)).status).toBe(200);
  });
});
