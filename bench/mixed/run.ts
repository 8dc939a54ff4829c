// The mixed load (issue 36 item 4) on one process and on two over one PostgreSQL database: signed-in people each
// looping public read, upload (token + bytes), file preview, feedback, message list, payment creation and status
// poll, their calls spread over the processes in turn as a load balancer would. Prints requests per second and p99
// for each. Needs TEST_DATABASE_URL or BENCH_DATABASE_URL; BENCH_SECONDS (default 15) and BENCH_PEOPLE (default 16).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { openDatabase } from '../../src/server/db/open.ts';
import * as t from '../../src/server/db/schema.ts';
import { freePort } from '../../tests/support/server-process.ts';
import { plainCardPng } from '../../tests/support/images.ts';
import { testSecrets } from '../../tests/support/secrets.ts';
import { signedInPerson } from '../../tests/server/process-support.ts';
import { throwAwayDatabase } from '../../tests/support/postgres-template.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.');
  process.exit(2);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const peopleCount = Number(process.env.BENCH_PEOPLE ?? 16);
const basic = `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`;

async function startProcess(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...testSecrets, SANDBOX: '1', PORT: String(port), HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl, STATIC_DIR: '', PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, UPLOAD_TOKENS_PER_IP_PER_HOUR: '100000',
      SANDBOX_PAYMENT_LATENCY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Visa Portal on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  child.stdout!.resume();
  return child;
}

interface Result { requests: number; failures: number; rps: number; p99: number; p50: number }

async function measure(processes: number): Promise<Result> {
  const database = await throwAwayDatabase(adminUrl!, 'portal_bench_mixed');
  const children: ChildProcess[] = [];
  try {
    const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
    // One after the other: the first migrates and seeds, the others find it done.
    for (const port of ports) children.push(await startProcess(port, database.url));
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    const db = await openDatabase({ url: database.url });
    const people = [];
    for (let i = 0; i < peopleCount; i += 1) {
      const person = await signedInPerson(db.db, testSecrets.TOKEN_SECRET);
      const orderId = randomUUID();
      const at = new Date();
      await db.db.insert(t.orders).values({
        id: orderId, orderNo: `B${Date.now()}${i}`, userId: person.userId, status: { stage: 'pendingPayment', extraPaymentDue: false, decision: null }, applyIds: [], currency: 'USD',
        fees: { currency: 'USD', visaFee: 50, serviceFee: 0, urgentFee: 0, deliveryFee: 0, returnExpressFee: 0, total: 50 }, amount: 50, delivery: {}, returns: [], createdAt: at, updatedAt: at,
      });
      people.push({ ...person, orderId });
    }
    await db.close();
    const image = await plainCardPng();

    let turn = 0;
    const latencies: number[] = [];
    let failures = 0;
    const call = async (path: string, init: { method?: string; auth?: string; json?: unknown; body?: BodyInit; type?: string } = {}) => {
      const base = bases[(turn += 1) % bases.length]!;
      const began = performance.now();
      const headers: Record<string, string> = { authorization: init.auth ?? basic, 'accept-language': 'zh' };
      if (init.json !== undefined) headers['content-type'] = 'application/json';
      try {
        const response = await fetch(base + path, { method: init.method ?? 'GET', headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
        const body = (await response.json()) as { code: number; data: Record<string, unknown> };
        latencies.push(performance.now() - began);
        if (response.status !== 200 || body.code !== 0) failures += 1;
        return body.data;
      } catch {
        latencies.push(performance.now() - began);
        failures += 1;
        return null;
      }
    };

    const endAt = Date.now() + seconds * 1000;
    const startedAt = performance.now();
    await Promise.all(people.map(async (person, index) => {
      for (let round = 0; Date.now() < endAt; round += 1) {
        await call('/api-visa/center/all');
        const token = await call('/api/file/upload/token/common', { method: 'POST', json: { purpose: 'passport', size: image.length, fileName: 'card.png' } });
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'card.png');
        const file = token ? await call(token.uploadUrl as string, { method: 'POST', body: form }) : null;
        if (file) await call('/api/file/preview', { method: 'POST', auth: person.bearer, json: { fileId: file.fileId } });
        await call('/api-user/feedback/user', { method: 'POST', auth: person.bearer, json: { content: `bench ${index} round ${round}` } });
        await call('/api-msg/message/list', { auth: person.bearer });
        const payment = await call(`/api-pay/wechat/pc/order/${person.orderId}`, { auth: person.bearer });
        if (payment) await call(`/api-pay/wechat/status/${payment.outTradeNo as string}`, { auth: person.bearer });
      }
    }));
    const elapsed = (performance.now() - startedAt) / 1000;
    latencies.sort((x, y) => x - y);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    return { requests: latencies.length, failures, rps: latencies.length / elapsed, p99: at(0.99), p50: at(0.5) };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))));
    await database.drop();
  }
}

console.log(`load average before: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
for (const processes of [1, 2]) {
  const result = await measure(processes);
  console.log(`${processes} process${processes > 1 ? 'es' : ''} on PostgreSQL, ${peopleCount} people, ${seconds} s: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (${result.requests} requests, ${result.failures} failed)`);
}
console.log(`load average after: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
process.exit(0);
