// What a browser receives: compressed files and answers when it accepts them, hashed files kept for a year, API
// answers not kept, and public reference reads served from each process's cache, revalidated by ETag and changed
// as soon as their data changes — also when the change is made by another server process on the same PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { rawGet } from '../support/raw-http.ts';
import { databaseKinds } from '../support/database.ts';
import { basicCredential, startTestServer, type TestServer } from '../support/server.ts';
import { serverOnBuiltSpa } from '../support/spa-server.ts';

const script = `console.log(${JSON.stringify('the portal '.repeat(200))});\n`;

const spa = {
  'index.html': `<!doctype html><html><head><title>Visa Portal</title></head><body>${'<div></div>'.repeat(100)}</body></html>`,
  'assets/index-Ab12Cd34.js': script,
};

describe('static files as a browser receives them', () => {
  const servedSpa = serverOnBuiltSpa(spa, Object.keys(spa));
  let server: TestServer;
  beforeAll(() => {
    server = servedSpa.server();
  });

  it('sends a hashed asset as brotli to a browser that accepts it, immutable for a year', async () => {
    const response = await rawGet(server.baseUrl, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.body.length).toBeLessThan(script.length / 5);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await rawGet(server.baseUrl, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(server.baseUrl, '/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('sends the page itself (any route of the app) compressed but never kept without asking', async () => {
    const page = await rawGet(server.baseUrl, '/orderList', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const plain = await rawGet(server.baseUrl, '/orderList', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('<title>Visa Portal</title>');
  });
});

describe.each(databaseKinds())('API answers on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { referenceCache: { checkEveryMs: 0 } });
  });
  afterAll(() => server?.close());

  const credential = { authorization: basicCredential, 'accept-language': 'zh' };

  it('compresses a large JSON answer and tells browsers not to keep it', async () => {
    const response = await rawGet(server.baseUrl, '/api/place/common/list?parentCode=440000', { ...credential, 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    const captcha = await rawGet(server.baseUrl, '/api-uaa/validata/code/device-1', credential);
    expect(captcha.headers['cache-control']).toBe('no-store');
  });

  it('answers a public reference read with an ETag, and 304 without a body when the browser has it', async () => {
    const first = await rawGet(server.baseUrl, '/api-visa/home', { ...credential, 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Accept-Language/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await rawGet(server.baseUrl, '/api-visa/home', { ...credential, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const english = await rawGet(server.baseUrl, '/api-visa/home', { ...credential, 'accept-language': 'en', 'if-none-match': etag });
    expect(english.status).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });

  it('answers a short cached read plainly, with its length and one Vary naming each header it depends on', async () => {
    for (const round of ['fills the cache', 'from the cache']) {
      const response = await rawGet(server.baseUrl, '/api-content/config/find/footer.hotline', { ...credential, 'accept-encoding': 'gzip, br' });
      expect(response.status, round).toBe(200);
      expect(response.headers['content-encoding'], round).toBeUndefined();
      expect(Number(response.headers['content-length']), round).toBe(response.body.length);
      expect(String(response.headers.vary).split(',').map((name) => name.trim().toLowerCase()).sort(), round).toEqual(['accept-encoding', 'accept-language']);
      expect(JSON.parse(response.body.toString('utf8')).code, round).toBe(0);
    }
  });

  it('serves a changed center name on the next read after the change', async () => {
    const nameOf = async () => ((await server.call('GET', '/api-visa/center/all')).body.data as { id: string; name: string }[])
      .find((center) => center.id === 'center-beijing')?.name;
    const before = await nameOf();
    expect(before).toBeTruthy();
    const [row] = await server.database.db.select().from(t.centers).where(eq(t.centers.id, 'center-beijing'));
    await server.database.db.update(t.centers).set({ name: { ...row!.name, zh: '北京签证中心（新址）' } }).where(eq(t.centers.id, 'center-beijing'));
    expect(await nameOf()).toBe('北京签证中心（新址）');
  });

  it('keeps refusals out of the cache', async () => {
    const missing = await server.call('GET', '/api-content/article/detail/no-such-article');
    expect(missing.body.code).toBe(404);
    const [article] = await server.database.db.select().from(t.articles).limit(1);
    await server.database.db.update(t.articles).set({ id: 'no-such-article' }).where(eq(t.articles.id, article!.id));
    expect((await server.call('GET', '/api-content/article/detail/no-such-article')).body.code).toBe(0);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe.runIf(databaseKinds().includes('postgres'))('two server processes on one PostgreSQL database', () => {
  let first: TestServer;
  let second: ChildProcess;
  let secondUrl: string;
  beforeAll(async () => {
    first = await startTestServer('postgres');
    const port = await freePort();
    secondUrl = `http://127.0.0.1:${port}`;
    second = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: first.database.url, STATIC_DIR: '',
        SANDBOX: '1', TOKEN_SECRET: 'Wq7#second-process:tkn/9ZbXyVfHmJ2pL4' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      second.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Visa Portal on') && resolve());
      second.once('exit', (code) => reject(new Error(`the second server exited with ${code}`)));
    });
  }, 60_000);
  afterAll(async () => {
    second?.kill('SIGTERM');
    await first?.close();
  });

  it('a change written through one process is served by the other within seconds', async () => {
    const nameIn = async () => {
      const response = await rawGet(secondUrl, '/api-visa/center/all', { authorization: basicCredential, 'accept-language': 'zh' });
      return (JSON.parse(response.body.toString('utf8')).data as { id: string; name: string }[]).find((center) => center.id === 'center-shanghai')?.name;
    };
    const before = await nameIn();
    expect(before).toBeTruthy();
    expect(await nameIn()).toBe(before);
    // Written by the first process's connection, as another process (or an operator) would.
    await first.database.db.execute(sql`UPDATE centers SET name = jsonb_set(name, '{zh}', '"上海签证中心（迁址）"') WHERE id = 'center-shanghai'`);
    const deadline = Date.now() + 5_000;
    let seen = await nameIn();
    while (seen !== '上海签证中心（迁址）' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await nameIn();
    }
    expect(seen).toBe('上海签证中心（迁址）');
  });
});
