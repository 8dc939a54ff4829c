import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_COST } from '../../src/server/accounts/passwords.ts';
import { createReadingMemo } from '../../src/server/recognition/reading-memo.ts';
import { createReadingGate, READING_BUDGET_MS, ReadingAbandoned, ReadingBusy } from '../../src/server/recognition/reading-gate.ts';
import { createTesseractOcr, type MrzOcr } from '../../src/server/providers/recognition/tesseract-engine.ts';
import { createFileHandlers } from '../../src/server/routes/files.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import { upload } from '../support/upload.ts';
import { login, loginToken, manualClock, register, type AccountServer } from './account-support.ts';

// Issue 39, item 1: a flat PNG of a few KB with 39 megapixels held a core for minutes and starved logins. A reading
// now works on the image at the readers' working size, within a hard deadline, one at a time per process.

/** 7000 × 5600, one grey: about 5 KB as a two-colour PNG, under every byte limit. */
const flatGiant = () => sharp({ create: { width: 7000, height: 5600, channels: 3, background: '#e8e4d8' } })
  .greyscale().png({ compressionLevel: 9, palette: true, colours: 2 }).toBuffer();

/** Grain the engines chew on for a long time: what a deadline has to end. */
const grain = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed % 3 === 0 ? 0 : 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } }).png({ palette: true, colours: 2 }).toBuffer();
};

type Recognition = { code: number; msg: string; data: { failureReason?: string | null; reason?: string; retryAfterSeconds?: number } | null };

describe('document readings are bounded (on pglite)', () => {
  let server: AccountServer;
  let alice: string;
  const ocr = createTesseractOcr();
  beforeAll(async () => {
    const clock = manualClock();
    const started = await startTestServer('pglite', {
      now: clock.now,
      // Logins hash at the production cost here: the point is that a real login still answers while reading runs.
      // The production deadline, through the process's own gate.
      config: { ...testConfig, passwordCost: PASSWORD_COST, readingBudgetMs: READING_BUDGET_MS, loginsPerIpPer10Min: 1000, codeSendsPerIpPerHour: 1000 },
      handlers: createFileHandlers({ mrzOcr: ocr }),
    });
    server = Object.assign(started, { clock });
    await register(server, '13600000101', 'alice01');
    alice = await loginToken(server, '13600000101', 'alice01');
    await ocr.warm?.();
  }, 120_000);
  afterAll(async () => {
    await ocr.close();
    await server?.close();
  });

  async function uploaded(image: Buffer) {
    const { body } = await upload(server, 'passport', image);
    if (body.code !== 0) throw new Error(`upload refused: ${body.msg}`);
    return (body.data as { fileId: string }).fileId;
  }
  const recognise = async (fileId: string, language = 'en') =>
    (await server.call('POST', '/api/file/ocr/passport', { auth: alice, body: { fileId }, language })).body as Recognition;

  it('answers a 7000 × 5600 flat PNG within 10 s, and a login meanwhile in under 1 s', { timeout: 60_000 }, async () => {
    const image = await flatGiant();
    expect(image.length).toBeLessThan(10_000);
    const fileId = await uploaded(image);
    const began = Date.now();
    const reading = recognise(fileId).then((body) => ({ body, ms: Date.now() - began }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const loginBegan = Date.now();
    const signedIn = await login(server, '13600000101', 'alice01');
    const loginMs = Date.now() - loginBegan;
    const { body, ms } = await reading;
    expect(signedIn.body.code).toBe(0);
    expect(loginMs).toBeLessThan(1000);
    expect(ms).toBeLessThan(10_000);
    expect(body.code).toBe(0);
    expect(body.data?.failureReason).toMatch(/^(notFound|unreadable)$/);
  });
});

describe('the reading gate', () => {
  it('ends a reading at its deadline: the caller hears "timed out" then, and the signal tells the reader', async () => {
    const gate = createReadingGate({ budgetMs: 200 });
    let aborted: unknown = null;
    const began = Date.now();
    const outcome = gate.run((signal) => new Promise((resolve) => {
      signal.addEventListener('abort', () => {
        aborted = signal.reason;
        setTimeout(resolve, 50);
      });
    }));
    await expect(outcome).rejects.toMatchObject({ name: 'Error', budgetMs: 200 });
    expect(Date.now() - began).toBeGreaterThanOrEqual(190);
    expect(aborted).toMatchObject({ budgetMs: 200 });
  });

  it('keeps a slot until the reading has truly stopped, and refuses at once past its waiting room', async () => {
    const gate = createReadingGate({ budgetMs: 100, maxWaiting: 1 });
    const order: string[] = [];
    let finishFirst: () => void = () => {};
    const first = gate.run(() => new Promise<void>((resolve) => {
      order.push('first began');
      finishFirst = () => {
        order.push('first stopped');
        resolve();
      };
    }));
    const second = gate.run(async () => {
      order.push('second began');
      return 'second';
    });
    const third = gate.run(async () => 'third');
    await expect(third).rejects.toMatchObject({ retryAfterSeconds: 1 });
    expect(gate.load()).toEqual({ running: 1, waiting: 1 });
    await expect(first).rejects.toMatchObject({ budgetMs: 100 });
    // Answered at its deadline, the first reading still holds its slot until it stops.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(order).toEqual(['first began']);
    finishFirst();
    await expect(second).resolves.toBe('second');
    expect(order).toEqual(['first began', 'first stopped', 'second began']);
  });
});

describe('a person who leaves', () => {
  const never = () => new Promise<never>(() => {});

  it('gives up their place at once: the reading behind takes it, and theirs never starts', async () => {
    const gate = createReadingGate({ budgetMs: 5000, maxWaiting: 1 });
    let finishRunning: () => void = () => {};
    const running = gate.run(() => new Promise<void>((resolve) => {
      finishRunning = resolve;
    }));
    const left = new AbortController();
    const started: string[] = [];
    const leaving = gate.run(async () => {
      started.push('the one who left');
    }, undefined, left.signal);
    // The waiting room (one) is full while they wait…
    await expect(gate.run(never)).rejects.toBeInstanceOf(ReadingBusy);
    left.abort();
    await expect(leaving).rejects.toBeInstanceOf(ReadingAbandoned);
    // …and free the moment they leave.
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    const next = gate.run(async () => {
      started.push('the next person');
      return 'read';
    });
    finishRunning();
    await running;
    await expect(next).resolves.toBe('read');
    expect(started).toEqual(['the next person']);
  });

  it('stops their running reading and frees the slot once it has stopped', async () => {
    const gate = createReadingGate({ budgetMs: 5000 });
    const left = new AbortController();
    let told: unknown = null;
    const reading = gate.run((signal) => new Promise<void>((resolve) => {
      signal.addEventListener('abort', () => {
        told = signal.reason;
        resolve();
      });
    }), undefined, left.signal);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    left.abort();
    await expect(reading).rejects.toBeInstanceOf(ReadingAbandoned);
    expect(told).toBeInstanceOf(ReadingAbandoned);
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });

  it('is not read when they left before asking', async () => {
    const gate = createReadingGate();
    const left = new AbortController();
    left.abort();
    await expect(gate.run(never, undefined, left.signal)).rejects.toBeInstanceOf(ReadingAbandoned);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('a person who closes the page, through the server', () => {
  let server: AccountServer;
  let alice: string;
  const gate = createReadingGate({ budgetMs: 30_000, maxWaiting: 2 });
  /** An engine that reads until it is told to stop, and says what it was told. */
  const stops: unknown[] = [];
  const stalling: MrzOcr = {
    read: (_png, _mode, _engine, _alphabet, signal) => new Promise((_resolve, reject) => {
      const stop = () => {
        stops.push(signal?.reason);
        reject(signal?.reason);
      };
      if (signal?.aborted) stop();
      else signal?.addEventListener('abort', stop, { once: true });
    }),
    startupMs: () => 0,
    close: async () => {},
  };
  beforeAll(async () => {
    const clock = manualClock();
    const started = await startTestServer('pglite', {
      now: clock.now,
      config: { ...testConfig, loginsPerIpPer10Min: 1000, codeSendsPerIpPerHour: 1000 },
      // Those who left are not waited for long (a reading goes on 5 s by default, for the page's own retry to join it).
      handlers: createFileHandlers({ mrzOcr: stalling, readingGate: gate, readingMemo: createReadingMemo({ rejoinMs: 1000 }) }),
    });
    server = Object.assign(started, { clock });
    await register(server, '13600000103', 'alice03');
    alice = await loginToken(server, '13600000103', 'alice03');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const until = async (condition: () => boolean) => {
    for (let tries = 0; tries < 200 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(condition()).toBe(true);
  };

  const fileOf = async (image: Buffer) => ((await upload(server, 'passport', image)).body.data as { fileId: string }).fileId;
  const ask = (fileId: string, signal: AbortSignal) => fetch(`${server.baseUrl}/api/file/ocr/passport`, {
    method: 'POST', signal, headers: { authorization: alice, 'content-type': 'application/json' }, body: JSON.stringify({ fileId }),
  }).catch(() => 'closed');

  it('takes them out of the queue and stops their reading: the server does not read for nobody', { timeout: 60_000 }, async () => {
    stops.length = 0;
    const [one, another] = [await fileOf(await grain(1600, 1200)), await fileOf(await grain(1600, 1201))];
    const first = new AbortController();
    const second = new AbortController();
    const asked = [ask(one, first.signal)];
    await until(() => gate.load().running === 1);
    asked.push(ask(another, second.signal));
    await until(() => gate.load().waiting === 1);
    second.abort();
    await until(() => gate.load().waiting === 0);
    expect(stops).toEqual([]);
    first.abort();
    await until(() => gate.load().running === 0);
    expect(stops).toEqual([expect.any(ReadingAbandoned)]);
    expect(await Promise.all(asked)).toEqual(['closed', 'closed']);
  });

  it("joins the same page's reading under way when they ask again: no second turn, and the reading goes on", { timeout: 60_000 }, async () => {
    stops.length = 0;
    const page = await fileOf(await grain(1600, 1202));
    const first = new AbortController();
    const again = new AbortController();
    const asked = [ask(page, first.signal)];
    await until(() => gate.load().running === 1);
    // The browser's patience ran out and the page asks again at once (reading-retry.ts): the same bytes.
    first.abort();
    asked.push(ask(page, again.signal));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    expect(stops).toEqual([]);
    again.abort();
    await until(() => gate.load().running === 0);
    expect(stops).toEqual([expect.any(ReadingAbandoned)]);
    expect(await Promise.all(asked)).toEqual(['closed', 'closed']);
  });
});

describe('a stopping process', () => {
  it('reads the waiting ones that can end within the grace, tells the others and later ones "busy" at once', async () => {
    const gate = createReadingGate({ budgetMs: 3000, maxWaiting: 3 });
    let finishRunning: (value: string) => void = () => {};
    const running = gate.run(() => new Promise<string>((resolve) => {
      finishRunning = resolve;
    }));
    const started: string[] = [];
    const waiting = [1, 2, 3].map((turn) => gate.run(async () => {
      started.push(`waiting ${turn}`);
      return `read ${turn}`;
    }));
    // 9 s left: the running reading ends by 3 s and the first waiting by 6 s at worst; the second could take till 9 s
    // and is read too; the third (12 s) is refused.
    gate.refuseWaiting(9000);
    await expect(waiting[2]).rejects.toMatchObject({ retryAfterSeconds: 2 });
    await expect(gate.run(async () => 'later')).rejects.toMatchObject({ retryAfterSeconds: 2 });
    finishRunning('the running one');
    await expect(running).resolves.toBe('the running one');
    await expect(waiting[0]).resolves.toBe('read 1');
    await expect(waiting[1]).resolves.toBe('read 2');
    expect(started).toEqual(['waiting 1', 'waiting 2']);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('at the default deadline, refuses every waiting reading: the first alone could need 16 s', async () => {
    const gate = createReadingGate({ maxWaiting: 3 });
    let finishRunning: () => void = () => {};
    const running = gate.run(() => new Promise<void>((resolve) => {
      finishRunning = resolve;
    }));
    const waiting = gate.run(async () => 'read');
    gate.refuseWaiting(9000);
    await expect(waiting).rejects.toMatchObject({ retryAfterSeconds: 2 });
    finishRunning();
    await running;
  });
});

describe('a reading past its deadline, through the server', () => {
  let server: AccountServer;
  let alice: string;
  const ocr = createTesseractOcr();
  beforeAll(async () => {
    const clock = manualClock();
    const started = await startTestServer('pglite', {
      now: clock.now,
      config: { ...testConfig, loginsPerIpPer10Min: 1000, codeSendsPerIpPerHour: 1000 },
      handlers: createFileHandlers({ mrzOcr: ocr, readingGate: createReadingGate({ budgetMs: 300, maxWaiting: 0 }) }),
    });
    server = Object.assign(started, { clock });
    await register(server, '13600000102', 'alice02');
    alice = await loginToken(server, '13600000102', 'alice02');
    await ocr.warm?.();
  }, 120_000);
  afterAll(async () => {
    await ocr.close();
    await server?.close();
  });

  const uploaded = async (image: Buffer) => {
    const { body } = await upload(server, 'passport', image);
    if (body.code !== 0) throw new Error(`upload refused: ${body.msg}`);
    return (body.data as { fileId: string }).fileId;
  };
  const recognise = async (fileId: string, language = 'en') =>
    (await server.call('POST', '/api/file/ocr/passport', { auth: alice, body: { fileId }, language })).body as Recognition;

  it('answers "could not read in time" with nothing prefilled, tells a second caller "busy" at once, and reads again after', { timeout: 60_000 }, async () => {
    const slow = await uploaded(await grain(1600, 1200));
    // Another page: the same page asked again joins the reading under way (reading-memo.ts).
    const another = await uploaded(await grain(1600, 1201));
    const first = recognise(slow);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const busy = await recognise(another, 'zh');
    expect(busy.code).toBe(429);
    expect(busy.data).toMatchObject({ reason: 'busy' });
    expect(busy.msg).toMatch(/^识别服务繁忙，请约\d+秒后重试，或直接手动填写$/);
    const late = await first;
    expect(late).toMatchObject({ code: 0, data: { failureReason: 'unreadable' } });
    expect(late.msg).toBe('The picture could not be read in time. Please type the details yourself, or take a sharper photo and upload it again');
    // The engine killed at the deadline comes back for the next reading.
    const blank = await uploaded(await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } }).png().toBuffer());
    let next: Recognition | null = null;
    for (let tries = 0; tries < 40 && next?.code !== 0; tries += 1) {
      next = await recognise(blank);
      if (next.code !== 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(next?.code).toBe(0);
    expect(next?.data?.failureReason).toMatch(/^(notFound|unreadable)$/);
  });
});
