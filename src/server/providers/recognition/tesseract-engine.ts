import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { createOcrPool } from '../../recognition/ocr-pool.ts';

// Two warm tesseract workers per process, started on first use: the legacy engine (fast, exact on clean MRZ
// glyphs) and the LSTM engine (slower, but it does not share the legacy engine's confusions such as W for N),
// so a reading one makes can be confirmed by the other. Reads are queued one at a time: a worker runs one job
// anyway, and a queue keeps concurrent uploads from interleaving parameter changes.

const require = createRequire(import.meta.url);
// The legacy-capable data (4.0.0) carries both engines; the best_int set has LSTM only. Nothing is fetched:
// without langPath and cacheMethod 'none' the worker would try a CDN and crash the process offline.
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

export type PageMode = 'block' | 'line' | 'sparse';
const PAGE_MODES: Record<PageMode, PSM> = { block: PSM.SINGLE_BLOCK, line: PSM.SINGLE_LINE, sparse: PSM.SPARSE_TEXT };

export interface OcrRead { text: string; confidence: number }

export type Engine = 'legacy' | 'lstm';

export interface MrzOcr {
  /**
   * `alphabet` limits the characters read: the MRZ's unless told (card numbers read digits only). When `signal`
   * aborts, the read rejects with its reason at once: a queued read never starts, and a running one has its
   * engine's thread terminated (a recognition cannot be interrupted any other way) and started afresh.
   */
  read(png: Buffer, mode: PageMode, engine?: Engine, alphabet?: string, signal?: AbortSignal): Promise<OcrRead>;
  /**
   * Starts both engines now instead of on the first upload: a cold start takes seconds (more on a busy machine),
   * and the first person to upload a document after a restart would otherwise wait them out against the
   * browser's 12 s request timeout.
   */
  warm?(): Promise<void>;
  /** Milliseconds the worker took to start, once it has. */
  startupMs(): number | null;
  close(): Promise<void>;
}

export function createTesseractOcr(): MrzOcr {
  const workers = new Map<Engine, Promise<Worker>>();
  const modes = new Map<Engine, PageMode>();
  const alphabets = new Map<Engine, string>();
  let startup: number | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const start = (engine: Engine) => {
    const running = workers.get(engine);
    if (running) return running;
    const starting = (async () => {
      const began = Date.now();
      // No dictionaries: an MRZ is not words, and the word lists pull fillers towards letters.
      const options = engine === 'legacy'
        ? { langPath: LANG_PATH, cacheMethod: 'none', gzip: true, legacyCore: true, legacyLang: true }
        : { langPath: LANG_PATH, cacheMethod: 'none', gzip: true };
      const created = await createWorker('eng', engine === 'legacy' ? OEM.TESSERACT_ONLY : OEM.LSTM_ONLY, options, { load_system_dawg: '0', load_freq_dawg: '0' } as never);
      await created.setParameters({ tessedit_char_whitelist: MRZ_ALPHABET });
      alphabets.set(engine, MRZ_ALPHABET);
      if (engine === 'legacy') startup = Date.now() - began;
      return created;
    })().catch((error: unknown) => {
      workers.delete(engine);
      throw error;
    });
    workers.set(engine, starting);
    return starting;
  };

  /** Closed engines are not warmed again after a kill; a later read opens them as before. */
  let closed = false;
  /** Ends the engine's thread mid-recognition; the next read (or the warm-up below) starts a fresh one. */
  const kill = (engine: Engine) => {
    const running = workers.get(engine);
    workers.delete(engine);
    modes.delete(engine);
    alphabets.delete(engine);
    void running?.then((worker) => worker.terminate()).catch(() => undefined);
    // Warm again now, so the next person's reading does not pay the engine's cold start within its own budget.
    if (!closed) start(engine).catch(() => undefined);
  };

  return {
    read(png, mode, engine = 'legacy', alphabet = MRZ_ALPHABET, signal) {
      closed = false;
      const job = queue.then(async () => {
        signal?.throwIfAborted();
        const ready = await start(engine);
        if (alphabets.get(engine) !== alphabet) {
          await ready.setParameters({ tessedit_char_whitelist: alphabet });
          alphabets.set(engine, alphabet);
        }
        if (modes.get(engine) !== mode) {
          await ready.setParameters({ tessedit_pageseg_mode: PAGE_MODES[mode] });
          modes.set(engine, mode);
        }
        signal?.throwIfAborted();
        const { data } = await untilAborted(ready.recognize(png), signal, () => kill(engine));
        return { text: data.text, confidence: data.confidence / 100 };
      });
      queue = job.catch(() => undefined);
      return job;
    },
    async warm() {
      await Promise.all((['legacy', 'lstm'] as const).map(start));
    },
    startupMs: () => startup,
    async close() {
      closed = true;
      const running = [...workers.values()];
      workers.clear();
      modes.clear();
      alphabets.clear();
      await Promise.all(running.map(async (worker) => (await worker).terminate()));
    },
  };
}

/**
 * `work`, or the signal's reason as soon as it aborts, calling `onAbort` first. Tesseract.js leaves a terminated
 * worker's job pending for ever, so the abort must settle the read itself.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined, onAbort: () => void): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** `ocr` whose every read ends when `signal` aborts: what a reader is given for one reading. */
export function boundTo(ocr: MrzOcr, signal: AbortSignal | undefined): MrzOcr {
  if (!signal) return ocr;
  return { ...ocr, read: (png, mode, engine, alphabet) => ocr.read(png, mode, engine, alphabet, signal) };
}

let shared: MrzOcr | null = null;

/**
 * The process's readers: `sets` engine sets in one pool (recognition/ocr-pool.ts), fixed by the first call that makes them; the
 * server and the benchmark share it, tests may pass their own reader instead. Engines start on first use.
 */
export function sharedTesseractOcr(sets = 1): MrzOcr {
  shared ??= createOcrPool(Array.from({ length: sets }, () => createTesseractOcr()));
  return shared;
}
