import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCardOcr } from '../../src/server/providers/recognition/sandbox-ocr.ts';
import { createTesseractOcr } from '../../src/server/providers/recognition/tesseract-engine.ts';
import { createReadingGate, type ReadingGate } from '../../src/server/recognition/reading-gate.ts';
import { createReadingMemo } from '../../src/server/recognition/reading-memo.ts';
import { passportPng, samplePassports, sandboxCardPng } from '../support/images.ts';
import type { AccountServer } from './account-support.ts';
import { startReadingServer } from './files-support.ts';

const bytes = (text: string) => Buffer.from(text);

describe('the readings already made (decision 124)', () => {
  it('reads the same bytes by the same reader on the same day once', async () => {
    const memo = createReadingMemo();
    let reads = 0;
    const read = async () => ({ ok: true, fields: { n: ++reads } });
    expect(await memo.through('passport', '2026-11-30', bytes('page'), read)).toEqual({ ok: true, fields: { n: 1 } });
    expect(await memo.through('passport', '2026-11-30', bytes('page'), read)).toEqual({ ok: true, fields: { n: 1 } });
    expect(reads).toBe(1);
  });

  it('reads again for other bytes, another reader or another day', async () => {
    const memo = createReadingMemo();
    let reads = 0;
    const read = async () => ({ ok: true, n: ++reads });
    await memo.through('passport', '2026-11-30', bytes('page'), read);
    expect(await memo.through('passport', '2026-11-30', bytes('page '), read)).toEqual({ ok: true, n: 2 });
    expect(await memo.through('idCardFront', '2026-11-30', bytes('page'), read)).toEqual({ ok: true, n: 3 });
    // A passport that expires tomorrow is valid today and expired then: the answer depends on the day.
    expect(await memo.through('passport', '2026-12-01', bytes('page'), read)).toEqual({ ok: true, n: 4 });
    expect(memo.size()).toBe(4);
  });

  it('keeps no failure and no reading cut short: the next try reads afresh', async () => {
    const memo = createReadingMemo();
    let reads = 0;
    const unreadable = async () => {
      reads += 1;
      return { ok: false, reason: 'unreadable' };
    };
    await memo.through('passport', '2026-11-30', bytes('blurred'), unreadable);
    await memo.through('passport', '2026-11-30', bytes('blurred'), unreadable);
    const timedOut = async () => {
      reads += 1;
      return null;
    };
    await memo.through('passport', '2026-11-30', bytes('busy hour'), timedOut);
    await memo.through('passport', '2026-11-30', bytes('busy hour'), timedOut);
    expect(reads).toBe(4);
    expect(memo.size()).toBe(0);
  });

  it('lets a failed reading through to its caller and keeps nothing of it', async () => {
    const memo = createReadingMemo();
    await expect(memo.through('passport', '2026-11-30', bytes('page'), async () => {
      throw new Error('engine crashed');
    })).rejects.toThrow('engine crashed');
    expect(memo.size()).toBe(0);
  });

  it('hands each caller a copy: one answer changed by its handler does not change the next', async () => {
    const memo = createReadingMemo();
    const first = await memo.through('passport', '2026-11-30', bytes('page'), async () => ({ ok: true, fields: { surname: 'WANG' } }));
    first.fields.surname = 'CHANGED';
    const second = await memo.through('passport', '2026-11-30', bytes('page'), async () => ({ ok: true, fields: { surname: 'READ AGAIN' } }));
    expect(second.fields.surname).toBe('WANG');
  });

  it('lets a second caller of the same bytes join the reading under way: read once, both answered', async () => {
    const memo = createReadingMemo();
    let reads = 0;
    let finish: (value: { ok: boolean; n: number }) => void = () => {};
    const read = () => new Promise<{ ok: boolean; n: number }>((resolve) => {
      reads += 1;
      finish = resolve;
    });
    const first = memo.through('passport', 'd', bytes('page'), read);
    const second = memo.through('passport', 'd', bytes('page'), read);
    finish({ ok: true, n: 1 });
    expect(await first).toEqual({ ok: true, n: 1 });
    expect(await second).toEqual({ ok: true, n: 1 });
    expect(reads).toBe(1);
  });

  it('goes on reading after its caller left, for one who asks again within the rejoin time', async () => {
    const memo = createReadingMemo({ rejoinMs: 200 });
    const callersOf: AbortSignal[] = [];
    let finish: (value: { ok: boolean }) => void = () => {};
    const read = (callers: AbortSignal) => new Promise<{ ok: boolean }>((resolve) => {
      callersOf.push(callers);
      finish = resolve;
    });
    const left = new AbortController();
    void memo.through('passport', 'd', bytes('page'), read, left.signal);
    left.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const back = new AbortController();
    const again = memo.through('passport', 'd', bytes('page'), read, back.signal);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callersOf).toHaveLength(1);
    expect(callersOf[0]!.aborted).toBe(false);
    finish({ ok: true });
    expect(await again).toEqual({ ok: true });
  });

  it('stops the reading once every caller has left and none came back in time; the next caller reads afresh', async () => {
    const memo = createReadingMemo({ rejoinMs: 50 });
    const callersOf: AbortSignal[] = [];
    const read = (callers: AbortSignal) => new Promise<{ ok: boolean } | null>((resolve) => {
      callersOf.push(callers);
      callers.addEventListener('abort', () => resolve(null), { once: true });
    });
    const [one, two] = [new AbortController(), new AbortController()];
    const first = memo.through('passport', 'd', bytes('page'), read, one.signal);
    const second = memo.through('passport', 'd', bytes('page'), read, two.signal);
    one.abort();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callersOf[0]!.aborted).toBe(false);
    two.abort();
    expect(await first).toBeNull();
    expect(await second).toBeNull();
    expect(callersOf[0]!.aborted).toBe(true);
    void memo.through('passport', 'd', bytes('page'), read, new AbortController().signal);
    expect(callersOf).toHaveLength(2);
  });

  it('keeps at most its size, the least recently asked going first', async () => {
    const memo = createReadingMemo({ max: 2 });
    let reads = 0;
    const read = async () => ({ ok: true, n: ++reads });
    await memo.through('passport', 'd', bytes('a'), read);
    await memo.through('passport', 'd', bytes('b'), read);
    await memo.through('passport', 'd', bytes('a'), read);
    await memo.through('passport', 'd', bytes('c'), read);
    expect(memo.size()).toBe(2);
    expect(await memo.through('passport', 'd', bytes('a'), read)).toEqual({ ok: true, n: 1 });
    expect(await memo.through('passport', 'd', bytes('b'), read)).toEqual({ ok: true, n: 4 });
  });

  it('forgets a reading after its time', async () => {
    const memo = createReadingMemo({ ttlMs: 30 });
    let reads = 0;
    const read = async () => ({ ok: true, n: ++reads });
    await memo.through('passport', 'd', bytes('a'), read);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await memo.through('passport', 'd', bytes('a'), read)).toEqual({ ok: true, n: 2 });
  });
});

describe('the same page sent twice, through the server', () => {
  let server: AccountServer;
  let alice: string;
  let bob: string;
  let turns = 0;
  const ocr = createTesseractOcr();
  const gate = createReadingGate({ budgetMs: 60_000 });
  // Every reading takes a turn at the gate: a turn counted is a reading made.
  const countingGate: ReadingGate = { ...gate, run: (...args) => { turns += 1; return gate.run(...args); } };
  let uploaded: (purpose: string, image: Buffer) => Promise<string>;
  beforeAll(async () => {
    const readers = { mrzOcr: ocr, cardOcr: sandboxCardOcr(), readingGate: countingGate };
    ({ server, alice, bob, uploaded } = await startReadingServer('pglite', readers, ['13600000011', '13600000012']));
  });
  afterAll(async () => {
    await ocr.close();
    await server?.close();
  });

  const recognise = (path: string, fileId: string, auth: string) => server.call('POST', `/api/file/ocr/${path}`, { auth, body: { fileId }, language: 'en' });

  it('reads a passport page once for two uploads of it, and each answer names its own file', { timeout: 180_000 }, async () => {
    const page = await passportPng(samplePassports[2]!);
    const first = await uploaded('passport', page);
    const second = await uploaded('passport', page);
    const before = turns;
    const firstAnswer = (await recognise('passport', first, alice)).body;
    const secondAnswer = (await recognise('passport', second, bob)).body;
    expect(turns - before).toBe(1);
    expect(firstAnswer).toMatchObject({ code: 0, data: { failureReason: null, fields: { fileId: first, passportNum: samplePassports[2]!.passportNumber } } });
    expect(secondAnswer).toEqual({ ...firstAnswer, data: { ...(firstAnswer.data as object), fields: { ...(firstAnswer.data as { fields: object }).fields, fileId: second } } });
  });

  it('reads a page that had no machine-readable zone every time it is sent', { timeout: 180_000 }, async () => {
    const page = await passportPng(null);
    const before = turns;
    for (let time = 0; time < 2; time += 1) {
      const { body } = await recognise('passport', await uploaded('passport', page), alice);
      expect(body).toMatchObject({ code: 0, data: { failureReason: 'notFound' } });
    }
    expect(turns - before).toBe(2);
  });

  it('reads a card once for two uploads of it', async () => {
    const card = await sandboxCardPng({ kind: 'idCardBack', fields: { idcardAuthority: '广州市公安局天河分局', idcardStartDate: '2019-04-01', idcardEndDate: '2039-04-01', longTerm: false } });
    const before = turns;
    const answers = [];
    for (const auth of [alice, bob]) answers.push((await recognise('idcard/back', await uploaded('idCardBack', card), auth)).body);
    expect(turns - before).toBe(1);
    expect(answers[0]).toMatchObject({ code: 0, data: { failureReason: null } });
    expect(answers[1]).toEqual(answers[0]);
  });
});
