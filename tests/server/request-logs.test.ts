// Structured logs (issue 36 item 3, decision 090): one JSON line per event, every line written while a request is
// served carries that request's id, the id comes back in X-Request-Id, and no line holds a mobile number, a passport
// number or a token. A real server process goes through a signed-in journey carrying all three (sign-up with a code
// sent to the mobile, sign-in, an upload through its tokened address, a passport read) and its whole output is grepped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Handler } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import type { AppEnv } from '../../src/server/http/env.ts';
import { createLogger } from '../../src/server/logging/logger.ts';
import { openTestDatabase, type TestDatabase } from '../support/database.ts';
import { passportPng, samplePassports } from '../support/images.ts';
import { basicCredential, testConfig } from '../support/server.ts';
import { freePort, spawnedProcess, type StartedProcess } from '../support/server-process.ts';
import { postFile } from '../support/upload.ts';
import { latestCode, loginToken, register, type AccountServer } from './account-support.ts';

interface LogLine { level: string; msg: string; reqId?: string; event?: string; route?: string; status?: number; method?: string; ms?: number }

const MOBILE = '13687654321';
const PASSPORT = samplePassports[0]!;

/** Every line parsed; a line that is not JSON fails the test, naming it. */
function parsed(output: string): LogLine[] {
  return output.split('\n').filter((line) => line.trim()).map((line) => {
    try {
      return JSON.parse(line) as LogLine;
    } catch {
      throw new Error(`not a JSON log line: ${line}`);
    }
  });
}

describe('the log of a real server process through a signed-in journey', () => {
  let dir: string;
  const spawned: StartedProcess[] = [];
  let started: StartedProcess;
  let baseUrl: string;
  /** Each answer's X-Request-Id, with the operation the test called. */
  const answered: { id: string | null; what: string }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-logs-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    started = spawnedProcess(spawned, {
      SANDBOX: '1', PORT: String(port), HOST: '127.0.0.1', PGLITE_DIR: join(dir, 'pglite'), STATIC_DIR: '',
      // The first reading starts its engines; on a loaded machine its read may still need more than 8 s.
      READING_BUDGET_MS: '40000',
    });
    await started.ready;
  }, 120_000);
  afterAll(() => {
    for (const process of spawned) process.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  /** What the account helpers need of a server: calls, and a clock they may move (the process's own is not moved). */
  const server = {
    get baseUrl() {
      return baseUrl;
    },
    clock: { advance: () => {} },
    async call(method: string, path: string, init: { auth?: string | null; body?: unknown; language?: string } = {}) {
      const headers: Record<string, string> = { 'accept-language': init.language ?? 'zh' };
      const auth = init.auth === undefined ? basicCredential : init.auth;
      if (auth) headers.authorization = auth;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(baseUrl + path, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
      answered.push({ id: response.headers.get('x-request-id'), what: `${method} ${path.split('?')[0]}` });
      return { status: response.status, body: await response.json() };
    },
  } as unknown as AccountServer;

  it('writes JSON lines only, each request\'s with its id, and none with the mobile, the passport number or a token', async () => {
    await register(server, MOBILE, 'journey01');
    const code = (await latestCode(server, MOBILE))!;
    const bearer = await loginToken(server, MOBILE, 'journey01');
    const image = await passportPng(PASSPORT);
    const token = await server.call('POST', '/api/file/upload/token/common', { body: { purpose: 'passport', size: image.length } });
    const uploadUrl = (token.body.data as { uploadUrl: string }).uploadUrl;
    const uploadToken = new URL(uploadUrl, baseUrl).searchParams.get('token') ?? uploadUrl.split('/').pop()!;
    const uploaded = await postFile(server, uploadUrl, image);
    const fileId = (uploaded.body.data as { fileId: string }).fileId;
    // The read, with the id a proxy in front would send.
    const read = await fetch(`${baseUrl}/api/file/ocr/passport`, {
      method: 'POST',
      headers: { authorization: bearer, 'content-type': 'application/json', 'x-request-id': 'edge-7f3a-0001' },
      body: JSON.stringify({ fileId }),
    });
    const readBody = (await read.json()) as { data: { fields: { passportNum?: string } } };
    expect(read.headers.get('x-request-id')).toBe('edge-7f3a-0001');
    // The number was read: the log below had every chance to hold it.
    expect(readBody.data.fields.passportNum).toBe(PASSPORT.passportNumber);
    // An incoming id that is a mobile number is not taken (it would put the number on every line of the request).
    const forged = await fetch(`${baseUrl}/api-visa/center/all`, { headers: { authorization: basicCredential, 'x-request-id': MOBILE } });
    const forgedId = forged.headers.get('x-request-id');
    expect(forgedId).toMatch(/^[0-9a-f-]{36}$/);

    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    const output = started.output();
    const lines = parsed(output);

    // Nothing personal and no secret anywhere, in any form a line could hold it.
    const bearerToken = bearer.replace(/^Bearer /, '');
    for (const secret of [MOBILE, MOBILE.slice(3), PASSPORT.passportNumber, bearerToken, bearerToken.split('.')[2]!, uploadToken, `code=${code}`, `"${code}"`]) {
      expect(output, `the log holds ${secret}`).not.toContain(secret);
    }

    // One access line per request, each with the id its answer carried.
    const access = lines.filter((line) => line.event === 'request');
    for (const { id, what } of answered) {
      expect(id, what).toBeTruthy();
      expect(access.filter((line) => line.reqId === id), what).toHaveLength(1);
    }
    for (const line of access) {
      expect(line).toMatchObject({ level: 'info', reqId: expect.any(String), method: expect.any(String), route: expect.any(String), status: expect.any(Number), ms: expect.any(Number) });
      // The operation, never the path (which carries the mobile in /validata/smscode/{mobile}) or its query.
      expect(line.route).not.toContain('/');
    }
    expect(access.find((line) => line.reqId === 'edge-7f3a-0001')).toMatchObject({ route: 'recognisePassport', status: 200, method: 'POST' });
    expect(access.find((line) => line.reqId === forgedId)).toMatchObject({ route: 'listCenters' });
    expect(access.map((line) => line.route)).toEqual(expect.arrayContaining(['sendSmsCode', 'signUp', 'login', 'createUploadToken', 'uploadFile']));
    // Whatever else was written during the read (its engines' start, a warning) is the read's too.
    const readLines = lines.filter((line) => line.reqId === 'edge-7f3a-0001');
    expect(readLines.length).toBeGreaterThanOrEqual(1);
    // The start and the sandbox banner are JSON too, their words in msg.
    expect(lines.find((line) => line.msg.startsWith('Visa Portal on '))).toMatchObject({ level: 'info' });
    expect(lines.find((line) => line.msg.includes('SANDBOX MODE'))).toMatchObject({ level: 'warn' });
  }, 240_000);
});

describe('the lines of one request in the app', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('all carry its id, also an error\'s, with the personal data in the error masked', async () => {
    const written: string[] = [];
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logger = createLogger(capture);
    // A handler that logs on its own, then fails the way a provider or a query does: quoting what it was given.
    const failing: Handler<AppEnv> = () => {
      logger.warn({ detail: `calling the gateway for ${MOBILE}` }, `checking passport ${PASSPORT.passportNumber}`);
      throw new Error(`Failed query: select * from users where mobile = $1 and passport = '${PASSPORT.passportNumber}' token=s3cr3t-t0ken-value\nparams: ${MOBILE}`);
    };
    const app = createApp({ db: database.db, config: testConfig, logger, handlers: { listCenters: failing } });
    const answer = await app.request('/api-visa/center/all', { headers: { authorization: basicCredential } });
    expect(answer.status).toBe(500);
    const id = answer.headers.get('x-request-id');
    expect(id).toBeTruthy();
    await new Promise((resolve) => setImmediate(resolve));
    const lines = written.map((line) => JSON.parse(line) as LogLine & { err?: { message: string; stack: string }; detail?: string });
    // The handler's warning, the error and the access line: three lines, one id.
    expect(lines.map((line) => [line.level, line.reqId])).toEqual([['warn', id], ['error', id], ['info', id]]);
    expect(lines[1]!.err!.message).toContain('Failed query');
    expect(lines[2]).toMatchObject({ event: 'request', route: 'listCenters', status: 500 });
    const text = written.join('\n');
    for (const secret of [MOBILE, PASSPORT.passportNumber, 's3cr3t-t0ken-value']) expect(text).not.toContain(secret);
    // Masked, not dropped: enough is left to find a complaint.
    expect(text).toContain('136****4321');
  });
});
