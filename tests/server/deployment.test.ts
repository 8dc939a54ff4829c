// Safe to deploy (issue 13): production behaviour unless the sandbox is asked for, no address a client's Host header
// can steer, a process that refuses to start without its secrets, and several processes starting together on one
// empty PostgreSQL database.
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { liveMessagingEnv } from '../support/messaging-env.ts';
import { testSecrets } from '../support/secrets.ts';
import { freePort, spawnedProcess, startProcess, type StartedProcess } from '../support/server-process.ts';
import { rawGet } from '../support/raw-http.ts';
import { startTestServer, testConfig, type TestServer } from '../support/server.ts';
import { bearer, newOrder, newUser, paymentsOf, startPaymentServer, type PaymentServer } from './payment-support.ts';


function builtSpa(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-spa-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Visa Portal</title></head><body><div id="root"></div></body></html>');
  return dir;
}

const pageText = (response: { headers: Record<string, unknown>; body: Buffer }) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
};

describe('outside the sandbox', () => {
  let server: TestServer;
  let spaDir: string;
  beforeAll(async () => {
    spaDir = builtSpa();
    server = await startTestServer('pglite', { config: { ...testConfig, sandbox: false, staticDir: spaDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it.each(['/dev/outbox.json', '/dev/outbox', '/dev', '/sandbox/pay/anything', '/sandbox'])('%s does not exist (not even as the app page)', async (path) => {
    const response = await rawGet(server.baseUrl, path);
    expect(response.status).toBe(404);
    expect(pageText(response)).not.toContain('<div id="root">');
  });

  it('serves the app without a sandbox banner', async () => {
    const page = await rawGet(server.baseUrl, '/orderList', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(pageText(page)).toContain('<div id="root">');
    expect(pageText(page)).not.toContain('sandbox-banner');
    // Only our own scripts run, and no other site may frame the portal.
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });
});

describe('in the sandbox', () => {
  let server: TestServer;
  let spaDir: string;
  beforeAll(async () => {
    spaDir = builtSpa();
    server = await startTestServer('pglite', { config: { ...testConfig, sandbox: true, staticDir: spaDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'br'],
    ['/index.html', 'gzip'],
    ['/orderList', ''],
    ['/apply/visa-type', 'br'],
  ])('every page (%s, %s) says it is a sandbox, in the three languages', async (path, encoding) => {
    const page = await rawGet(server.baseUrl, path, encoding ? { 'accept-encoding': encoding } : {});
    expect(page.status).toBe(200);
    if (encoding) expect(page.headers['content-encoding']).toBe(encoding);
    const html = pageText(page);
    expect(html).toContain('id="sandbox-banner"');
    expect(html).toMatch(/沙盒环境[\s\S]*Sandbox[\s\S]*샌드박스/);
    expect(html).toContain('<div id="root">');
  });

  it('keeps the SMS outbox readable for trying the portal', async () => {
    expect((await rawGet(server.baseUrl, '/dev/outbox.json')).status).toBe(200);
  });

  it('keeps an idle connection open past Node\'s default 5 s, so a client that reuses it gets its answer', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () => new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const sent = request(`${server.baseUrl}/health`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: sent.reusedSocket }));
      });
      sent.on('error', reject).end();
    });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});

describe('addresses the server hands out', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await startPaymentServer('pglite', { sandboxPaymentLatencyMs: 0, publicOrigin: 'https://visa.example.cn' });
  });
  afterAll(() => server?.close());

  it('builds the payment QR and the gateway notify URL on PUBLIC_ORIGIN, whatever Host a client sends', async () => {
    const user = await newUser(server);
    const orderId = await newOrder(server, user, 77);
    const answer = await rawGet(server.baseUrl, `/api-pay/wechat/pc/order/${orderId}`, {
      authorization: bearer(user), host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http',
    });
    expect(answer.status).toBe(200);
    const body = JSON.parse(pageText(answer)) as { code: number; data: { qrContent: string } };
    expect(body.code).toBe(0);
    expect(body.data.qrContent.startsWith('https://visa.example.cn/')).toBe(true);
    const [payment] = await paymentsOf(server, orderId);
    const [trade] = await server.database.db.select().from(t.sandboxTrades).where(eq(t.sandboxTrades.outTradeNo, payment!.outTradeNo));
    expect(trade!.notifyUrl).toBe('https://visa.example.cn/api-pay/wechat/notify');
    expect(JSON.stringify(trade)).not.toContain('evil.example');
  });
});

const secrets = testSecrets;

describe('starting the server', () => {
  it('refuses to start without its secrets outside the sandbox, and names the variable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-start-'));
    const spawned: StartedProcess[] = [];
    const start = (env: Record<string, string>) => spawnedProcess(spawned, env);
    try {
      const base = { PORT: String(await freePort()), PGLITE_DIR: join(dir, 'pglite'), STATIC_DIR: '' };
      // Started together: each refusal is a whole process loading the server (about 3 s of CPU), and they share
      // nothing but an empty directory none of them opens.
      const bare = start(base);
      const noSecret = start({ ...base, PUBLIC_ORIGIN: 'https://visa.example.cn' });
      // The SMS and mail providers are part of going live: a code nobody receives locks people out.
      const noSmsKey = start({ ...base, ...secrets, PUBLIC_ORIGIN: 'https://visa.example.cn' });
      const noSmtp = start({ ...base, ...secrets, ...liveMessagingEnv, SMTP_HOST: '', PUBLIC_ORIGIN: 'https://visa.example.cn' });
      // A typo is not a yes.
      const typo = start({ ...base, SANDBOX: 'yes please', PUBLIC_ORIGIN: 'https://visa.example.cn' });
      expect(await bare.exited).toBe(1);
      expect(bare.output()).toMatch(/did not start: [\s\S]*PUBLIC_ORIGIN is not set/);
      expect(await noSecret.exited).toBe(1);
      expect(noSecret.output()).toMatch(/did not start: [\s\S]*TOKEN_SECRET is not set/);
      expect(await noSmsKey.exited).toBe(1);
      expect(noSmsKey.output()).toMatch(/did not start: [\s\S]*ALIYUN_ACCESS_KEY_ID is not set/);
      expect(await noSmtp.exited).toBe(1);
      expect(noSmtp.output()).toMatch(/did not start: SMTP_HOST is not set/);
      expect(await typo.exited).toBe(1);
    } finally {
      // Should one of them start after all, it must not outlive the test.
      for (const started of spawned) started.child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a short or a repeated secret, and a PUBLIC_ORIGIN with a path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-start-'));
    const spawned: StartedProcess[] = [];
    const start = (env: Record<string, string>) => spawnedProcess(spawned, env);
    const base = { PORT: String(await freePort()), PGLITE_DIR: join(dir, 'pglite'), STATIC_DIR: '', PUBLIC_ORIGIN: 'https://visa.example.cn' };
    try {
      // Started together, as above.
      const short = start({ ...base, ...secrets, ...liveMessagingEnv, TOKEN_SECRET: 'secret' });
      const repeated = start({ ...base, ...secrets, ...liveMessagingEnv, STORED_SECRETS_KEY: secrets.TOKEN_SECRET });
      const withPath = start({ ...base, ...secrets, ...liveMessagingEnv, PUBLIC_ORIGIN: 'https://visa.example.cn/portal' });
      expect(await short.exited).toBe(1);
      expect(short.output()).toMatch(/TOKEN_SECRET is too short/);
      expect(await repeated.exited).toBe(1);
      expect(repeated.output()).toMatch(/must differ/);
      expect(await withPath.exited).toBe(1);
      expect(withPath.output()).toMatch(/PUBLIC_ORIGIN must be a scheme, host and port only/);
    } finally {
      for (const started of spawned) started.child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('several processes on one empty PostgreSQL database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  let name: string;
  let url: string;
  beforeAll(async () => {
    name = `portal_deploy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const address = new URL(adminUrl);
    address.pathname = `/${name}`;
    url = address.toString();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('three processes started at once all migrate, seed and answer (one migrates, the others wait)', async () => {
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const processes = ports.map((port) => startProcess({
      ...secrets, ...liveMessagingEnv, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, STATIC_DIR: '', PUBLIC_ORIGIN: 'https://visa.example.cn',
    }));
    try {
      await Promise.all(processes.map((started) => started.ready));
      for (const port of ports) {
        const response = await fetch(`http://127.0.0.1:${port}/api-visa/center/all`, {
          headers: { authorization: `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`, 'accept-language': 'zh' },
        });
        const body = (await response.json()) as { code: number; data: unknown[] };
        expect(body.code).toBe(0);
        expect(body.data.length).toBeGreaterThan(0);
      }
    } finally {
      for (const started of processes) started.child.kill('SIGTERM');
      await Promise.all(processes.map((started) => started.exited));
    }
  }, 120_000);
});
