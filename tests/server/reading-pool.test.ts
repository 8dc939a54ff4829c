import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrPool, defaultReadingWorkers } from '../../src/server/recognition/ocr-pool.ts';
import { createReadingGate } from '../../src/server/recognition/reading-gate.ts';
import { createTesseractOcr, type MrzOcr, type OcrRead } from '../../src/server/providers/recognition/tesseract-engine.ts';
import { createFileHandlers } from '../../src/server/routes/files.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import { passportPng, samplePassports } from '../support/images.ts';
import { upload } from '../support/upload.ts';
import { loginToken, manualClock, register, type AccountServer } from './account-support.ts';

// Issue 36 item 2: readings run on a pool of engine sets, as many at once as the pool has sets; a full queue is
// told "busy" at once in the caller's words, and every reading accepted is answered with its own document.

/** An engine set whose reads the test ends by hand, remembering which images it was given. */
function heldSet(name: string) {
  const pending: { image: string; finish: (read: OcrRead) => void; signal?: AbortSignal }[] = [];
  let closed = false;
  const set: MrzOcr = {
    read: (png, _mode, _engine, _alphabet, signal) => new Promise<OcrRead>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      pending.push({ image: png.toString(), finish: resolve, signal });
    }),
    startupMs: () => null,
    close: async () => {
      closed = true;
    },
  };
  return { name, set, pending, isClosed: () => closed };
}

describe('the OCR pool', () => {
  it('gives reads at once to different engine sets, and an aborted read stops only its own', async () => {
    const one = heldSet('one');
    const two = heldSet('two');
    const pool = createOcrPool([one.set, two.set]);
    const stop = new AbortController();
    const first = pool.read(Buffer.from('first'), 'block', 'legacy', undefined, stop.signal);
    const second = pool.read(Buffer.from('second'), 'block');
    expect(one.pending.map((read) => read.image)).toEqual(['first']);
    expect(two.pending.map((read) => read.image)).toEqual(['second']);
    stop.abort(new Error('deadline'));
    await expect(first).rejects.toThrow('deadline');
    // The set that was freed takes the next read; the busy one keeps its own.
    const third = pool.read(Buffer.from('third'), 'line');
    expect(one.pending.map((read) => read.image)).toEqual(['first', 'third']);
    two.pending[0]!.finish({ text: 'SECOND', confidence: 0.9 });
    one.pending[1]!.finish({ text: 'THIRD', confidence: 0.8 });
    await expect(second).resolves.toEqual({ text: 'SECOND', confidence: 0.9 });
    await expect(third).resolves.toEqual({ text: 'THIRD', confidence: 0.8 });
    await pool.close();
    expect([one.isClosed(), two.isClosed()]).toEqual([true, true]);
  });

  it('is one set per core but one, at least one and at most four', () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => defaultReadingWorkers(cores))).toEqual([1, 1, 2, 3, 4, 4]);
  });
});

type Recognition = { code: number; msg: string; data: { fields?: { passportNum?: string }; reason?: string; retryAfterSeconds?: number } | null };

describe('readings on a pool of two engine sets, through the server (on pglite)', () => {
  let server: AccountServer;
  let token: string;
  const pool = createOcrPool([createTesseractOcr(), createTesseractOcr()]);
  // Two read at once, two wait; the budget is generous, as readings here share two cores with the suite.
  const gate = createReadingGate({ slots: 2, maxWaiting: 2, budgetMs: 30_000 });
  beforeAll(async () => {
    const clock = manualClock();
    const started = await startTestServer('pglite', {
      now: clock.now,
      config: { ...testConfig, loginsPerIpPer10Min: 1000, codeSendsPerIpPerHour: 1000, uploadTokensPerIpPerHour: 1000 },
      handlers: createFileHandlers({ mrzOcr: pool, readingGate: gate }),
    });
    server = Object.assign(started, { clock });
    await register(server, '13600000131', 'pool0131');
    token = await loginToken(server, '13600000131', 'pool0131');
    await pool.warm?.();
  }, 120_000);
  afterAll(async () => {
    await pool.close();
    await server?.close();
  });

  it('reads four passports, tells the other four "busy" before any reading ends, and answers each with its own number', { timeout: 120_000 }, async () => {
    const passports = [0, 1, 2, 3, 4, 5, 6, 7].map((index) => ({ ...samplePassports[index % 3]!, passportNumber: `E${String(20_000_000 + index * 1_111_111).padStart(8, '0')}` }));
    const fileIds: string[] = [];
    for (const passport of passports) {
      const { body } = await upload(server, 'passport', await passportPng(passport));
      expect(body.code).toBe(0);
      fileIds.push((body.data as { fileId: string }).fileId);
    }
    const answered: { index: number; body: Recognition }[] = [];
    await Promise.all(fileIds.map(async (fileId, index) => {
      const { body } = await server.call('POST', '/api/file/ocr/passport', { auth: token, body: { fileId }, language: 'zh' });
      answered.push({ index, body: body as Recognition });
    }));

    const busy = answered.filter((entry) => entry.body.code === 429);
    const read = answered.filter((entry) => entry.body.code === 0);
    expect(busy).toHaveLength(4);
    expect(read).toHaveLength(4);
    // "At once": every refusal came back before the first reading was answered.
    const firstRead = answered.findIndex((entry) => entry.body.code === 0);
    expect(answered.slice(0, firstRead).every((entry) => entry.body.code === 429)).toBe(true);
    expect(firstRead).toBe(4);
    for (const refusal of busy) {
      expect(refusal.body.data).toMatchObject({ reason: 'busy' });
      expect(refusal.body.data?.retryAfterSeconds).toBeGreaterThan(0);
      expect(refusal.body.msg).toContain('识别服务繁忙');
      expect(refusal.body.msg).toContain('手动填写');
    }
    // No reading lost, none answered with another's document.
    for (const { index, body } of read) {
      expect(body.code).toBe(0);
      expect(body.data?.fields?.passportNum).toBe(passports[index]!.passportNumber);
    }
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
