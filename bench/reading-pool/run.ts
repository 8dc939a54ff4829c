// Passport readings on 1 and 2 engine sets (READING_WORKERS), through the real server after `npm run build`: how
// many readings a minute the pool gives when kept full, how many callers are told "busy", and the p95 of a public
// read (GET /api-visa/center/all) asked every 50 ms meanwhile, against the same read with nothing being read.
// Run: npm run bench:reading-pool [-- --seconds 40] [--workers 1,2]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { request as apiRequest } from 'playwright-core';
import { apiSignIn, basic, createUser } from '../../e2e/account-support.ts';
import { passportPng, samplePassports } from '../../tests/support/images.ts';
import { startBenchServer } from '../support/server.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '40' }, workers: { type: 'string', default: '1,2' } } });
const seconds = Number(values.seconds);
const workerCounts = values.workers.split(',').map(Number);
const dist = process.env.BENCH_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 8197);

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Public reads one after another every `everyMs` until `until()`; their latencies. */
async function probePublicReads(baseUrl: string, until: () => boolean, everyMs = 50): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const began = performance.now();
    const response = await fetch(`${baseUrl}/api-visa/center/all`, { headers: { authorization: basic, 'accept-language': 'zh' } });
    await response.arrayBuffer();
    latencies.push(performance.now() - began);
    await sleep(everyMs);
  }
  return latencies;
}

async function uploadPassport(baseUrl: string, image: Buffer): Promise<string> {
  // The upload token is asked with the web client's credential, as the browser does; the reading with the session.
  const headers = { authorization: basic, 'content-type': 'application/json', 'accept-language': 'zh' };
  const issued = await (await fetch(`${baseUrl}/api/file/upload/token/common`, { method: 'POST', headers, body: JSON.stringify({ purpose: 'passport', size: image.length }) })).json() as { msg: string; data: { uploadUrl: string } | null };
  if (!issued.data) throw new Error(`no upload token: ${issued.msg}`);
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'passport.png');
  const stored = await (await fetch(baseUrl + issued.data.uploadUrl, { method: 'POST', headers: { authorization: basic }, body: form })).json() as { code: number; data: { fileId: string } };
  if (stored.code !== 0) throw new Error('upload refused');
  return stored.data.fileId;
}

async function measure(workers: number) {
  const server = await startBenchServer({ dist, port, env: { READING_WORKERS: String(workers), UPLOAD_TOKENS_PER_IP_PER_HOUR: '100000' } });
  const api = await apiRequest.newContext({ baseURL: server.baseUrl });
  try {
    const user = await createUser(api);
    const token = await apiSignIn(api, user.mobile, user.password);
    const fileIds: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      fileIds.push(await uploadPassport(server.baseUrl, await passportPng({ ...samplePassports[index % 3]!, passportNumber: `E${30_000_000 + index * 1_234_567}` })));
    }
    const read = async (fileId: string) => {
      const began = performance.now();
      const response = await fetch(`${server.baseUrl}/api/file/ocr/passport`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'zh' }, body: JSON.stringify({ fileId }),
      });
      const body = await response.json() as { code: number; data: { fields?: { passportNum?: string } } | null };
      // The envelope's code says it: 0 read, 429 busy (HTTP 200 either way, decision 004).
      return { status: response.status === 200 ? body.code : response.status, ok: body.code === 0 && Boolean(body.data?.fields?.passportNum), ms: performance.now() - began };
    };
    // The engines' cold start is the server's, not the bench's: one reading per set first.
    await Promise.all(fileIds.slice(0, workers).map(read));

    const idleEnd = Date.now() + 5000;
    const idleReads = await probePublicReads(server.baseUrl, () => Date.now() > idleEnd);

    // Keep the pool and its waiting room (4) full and two more knocking: each caller reads again as soon as answered,
    // a second after being told "busy".
    const end = Date.now() + seconds * 1000;
    const callers = workers + 4 + 2;
    const outcomes: { status: number; ok: boolean; ms: number }[] = [];
    const probing = probePublicReads(server.baseUrl, () => Date.now() > end);
    await Promise.all(Array.from({ length: callers }, async (_, caller) => {
      let turn = caller;
      while (Date.now() < end) {
        const outcome = await read(fileIds[turn % fileIds.length]!);
        outcomes.push(outcome);
        if (outcome.status === 429) await sleep(1000);
        turn += callers;
      }
    }));
    const busyReads = await probing;
    const done = outcomes.filter((outcome) => outcome.status === 0);
    return {
      workers,
      readingsPerMinute: (done.length / seconds) * 60,
      readRight: done.filter((outcome) => outcome.ok).length,
      readings: done.length,
      busy: outcomes.filter((outcome) => outcome.status === 429).length,
      other: outcomes.filter((outcome) => outcome.status !== 0 && outcome.status !== 429).length,
      readingP50: percentile(done.map((outcome) => outcome.ms), 50),
      readingP95: percentile(done.map((outcome) => outcome.ms), 95),
      publicIdleP95: percentile(idleReads, 95),
      publicBusyP95: percentile(busyReads, 95),
      publicBusyCount: busyReads.length,
    };
  } finally {
    await api.dispose();
    await server.stop();
  }
}

console.log(`reading pool: ${seconds} s per run, load before ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
for (const workers of workerCounts) {
  const row = await measure(workers);
  console.log(`  ${workers} set(s): ${row.readingsPerMinute.toFixed(1)} readings/min (${row.readRight}/${row.readings} read right), `
    + `${row.busy} told busy, ${row.other} other; reading p50 ${Math.round(row.readingP50)} ms p95 ${Math.round(row.readingP95)} ms; `
    + `public read p95 ${row.publicIdleP95.toFixed(1)} ms idle, ${row.publicBusyP95.toFixed(1)} ms while reading (${row.publicBusyCount} reads); load ${loadavg()[0]!.toFixed(1)}`);
}
