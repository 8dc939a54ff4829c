// Bounded input (issue 13): hostile or broken input gets a clear 4xx in the caller's language, never a 500, never
// the server's memory, and the log keeps no user data. Each case here was a 500, a gigabyte or a mobile number in
// the log before.
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileHandlers } from '../../src/server/routes/files.ts';
import { databaseKinds } from '../support/database.ts';
import { basicCredential, startTestServer, testConfig, type TestServer } from '../support/server.ts';
import { postFile } from '../support/upload.ts';

type Envelope = { code: number; msg: string; data: { fields?: Record<string, string>; reason?: string } | null };

/**
 * A raw POST, so the test decides the headers (a declared length, or chunks) and sees the HTTP status. `unfinished`
 * sends the parts and never ends the body: the answer must come without it. A server that answers a body too large
 * closes the connection, and a client still writing then meets a reset that can take the answer with it (a suite on
 * two cores hung here twice), so such a test stops writing, as a browser's request would once answered.
 */
function rawPost(baseUrl: string, path: string, parts: Buffer[], options: { headers?: Record<string, string | number>; unfinished?: boolean } = {}) {
  return new Promise<{ status: number; body: Envelope }>((resolve, reject) => {
    const outgoing = request(baseUrl + path, {
      method: 'POST',
      headers: { authorization: basicCredential, 'content-type': 'application/json', 'accept-language': 'en', ...options.headers },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope });
        outgoing.destroy();
      });
    });
    outgoing.on('error', (error) => reject(new Error(`cut off before an answer: ${error.message}`)));
    for (const part of parts) outgoing.write(part);
    if (!options.unfinished) outgoing.end();
  });
}

// A 16000×16000 black PNG of 249 KB, made once for both databases: sharp takes 7 s of CPU to make it in grey, and
// took 14.6 s a database for the two-colour palette it was made with before (vitest's slowest file after the OCR).
let huge: Promise<Buffer> | undefined;
const hugePng = () => (huge ??= sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#000' } }).toColourspace('b-w').png({ compressionLevel: 9 }).toBuffer());

describe.each(databaseKinds())('bounded input on %s', (kind) => {
  let server: TestServer;
  const logged: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind, {
      config: { ...testConfig, uploadTokensPerIpPerHour: 1000 },
      log: (message, error) => logged.push(`${message} ${error instanceof Error ? `${error.message}\n${error.stack}` : String(error)}`),
      handlers: {
        ...createFileHandlers(),
        // A handler whose query fails with the user's data among its parameters, as a bug would.
        getHome: async () => {
          await server.database.db.execute(sql`select ${'13912345678'}::integer`);
          throw new Error('unreachable');
        },
      },
    });
  });
  afterAll(() => server?.close());

  it('a NUL or another control character in any text field is refused, naming the field', async () => {
    for (const text of ['张三\u0000', 'a\u0007b', '\u001b[31m']) {
      const { status, body } = await rawPost(server.baseUrl, '/api-uaa/oauth/user/token', [Buffer.from(JSON.stringify({
        username: text, password: 'x', keyId: 'k', deviceId: 'd', captchaCode: 'abcd',
      }))]);
      expect(status).toBe(200);
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/invisible control characters/);
      expect(body.data?.fields).toHaveProperty('username');
    }
    // A line break in a text area is not a control character to refuse.
    const { body } = await rawPost(server.baseUrl, '/api-uaa/oauth/user/token', [Buffer.from(JSON.stringify({ username: 'a\nb', password: 'x', keyId: 'k', deviceId: 'd', captchaCode: 'abcd' }))]);
    expect(body.msg).not.toMatch(/control characters/);
  });

  it('a control character in a query value or a path is refused too', async () => {
    const query = await fetch(`${server.baseUrl}/api/account/status?account=139%0012345678`, { headers: { authorization: basicCredential, 'accept-language': 'en' } });
    expect(query.status).toBe(200);
    expect(((await query.json()) as Envelope)).toMatchObject({ code: 400, data: { fields: { account: expect.stringMatching(/control characters/) } } });
    const path = await fetch(`${server.baseUrl}/api-uaa/validata/code/dev%00ice`, { headers: { authorization: basicCredential, 'accept-language': 'zh' } });
    expect(((await path.json()) as Envelope)).toMatchObject({ code: 400, msg: '内容中含有不可见的控制字符，请删除后重新输入' });
  });

  it('JSON nested 10,000 deep is refused without parsing it', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const { status, body } = await rawPost(server.baseUrl, '/api-uaa/oauth/user/token', [Buffer.from(`{"username":${deep}}`)]);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 400, msg: expect.stringMatching(/not in a form the portal accepts/) });
  });

  it('a 100 MB body is a 413 in the envelope, declared or streamed, answered before the body is all sent', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    // 100 MB declared and 1 MB of it sent: the length alone refuses it.
    const declared = await rawPost(server.baseUrl, '/api-user/feedback/user', [chunk], { headers: { 'content-length': 100 * 1024 * 1024 }, unfinished: true });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ code: 413, msg: expect.stringMatching(/too large/) });
    // No length, 3 MB in chunks of a body that would go on: refused once it passes 2 MB, not at its end.
    const streamed = await rawPost(server.baseUrl, '/api-user/feedback/user', [chunk, chunk, chunk], { headers: { 'transfer-encoding': 'chunked' }, unfinished: true });
    expect(streamed.status).toBe(413);
    expect(streamed.body.code).toBe(413);
  });

  it('a 16000×16000 PNG is refused from its header, without the server\'s memory growing by 100 MB', async () => {
    const huge = await hugePng();
    expect(huge.length).toBeLessThan(512_000);
    global.gc?.();
    const before = process.memoryUsage().rss;
    const { body } = await server.call('POST', '/api/file/upload/token/common', { body: { purpose: 'passport' } });
    const answer = await postFile(server, (body.data as { uploadUrl: string }).uploadUrl, huge, { fileName: 'passport.png', language: 'en' });
    const grown = process.memoryUsage().rss - before;
    expect(answer.body).toMatchObject({ code: 400, msg: expect.stringMatching(/too many pixels/), data: { reason: 'size' } });
    expect(grown).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);

  it('a failed query is logged by its route and without its parameters', async () => {
    const response = await fetch(`${server.baseUrl}/api-visa/home`, { headers: { authorization: basicCredential } });
    expect(((await response.json()) as Envelope).code).toBe(500);
    const line = logged.find((entry) => entry.includes('/api-visa/home'));
    expect(line).toBeDefined();
    expect(line).toContain('params: (not logged)');
    expect(line).not.toContain('13912345678');
  });
});

describe('upload tokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { config: { ...testConfig, uploadTokensPerIpPerHour: 3 }, handlers: createFileHandlers() });
  });
  afterAll(() => server?.close());

  it('are limited per client address', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await server.call('POST', '/api/file/upload/token/common', { body: { purpose: 'photo' } })).body.code);
    expect(codes).toEqual([0, 0, 0, 429]);
  });
});
