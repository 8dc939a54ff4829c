import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

// One warm tesseract worker per process, started on first use. Reads are queued one at a time: a worker runs
// one job anyway, and a queue keeps concurrent uploads from interleaving parameter changes.

const require = createRequire(import.meta.url);
// The legacy-capable data (4.0.0) carries both engines; the best_int set has LSTM only. Nothing is fetched:
// without langPath and cacheMethod 'none' the worker would try a CDN and crash the process offline.
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

export type PageMode = 'block' | 'line' | 'sparse';
const PAGE_MODES: Record<PageMode, PSM> = { block: PSM.SINGLE_BLOCK, line: PSM.SINGLE_LINE, sparse: PSM.SPARSE_TEXT };

export interface OcrRead { text: string; confidence: number }

export interface MrzOcr {
  read(png: Buffer, mode: PageMode): Promise<OcrRead>;
  /** Milliseconds the worker took to start, once it has. */
  startupMs(): number | null;
  close(): Promise<void>;
}

export function createTesseractOcr(): MrzOcr {
  let worker: Promise<Worker> | null = null;
  let startup: number | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let currentMode: PageMode | null = null;

  const start = () => {
    worker ??= (async () => {
      const began = Date.now();
      // No dictionaries: an MRZ is not words, and the word lists pull fillers towards letters.
      const created = await createWorker('eng', OEM.TESSERACT_ONLY, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true, legacyCore: true, legacyLang: true }, { load_system_dawg: '0', load_freq_dawg: '0' } as never);
      await created.setParameters({ tessedit_char_whitelist: MRZ_ALPHABET });
      startup = Date.now() - began;
      return created;
    })().catch((error: unknown) => {
      worker = null;
      throw error;
    });
    return worker;
  };

  return {
    read(png, mode) {
      const job = queue.then(async () => {
        const ready = await start();
        if (currentMode !== mode) {
          await ready.setParameters({ tessedit_pageseg_mode: PAGE_MODES[mode] });
          currentMode = mode;
        }
        const { data } = await ready.recognize(png);
        return { text: data.text, confidence: data.confidence / 100 };
      });
      queue = job.catch(() => undefined);
      return job;
    },
    startupMs: () => startup,
    async close() {
      const running = worker;
      worker = null;
      if (running) await (await running).terminate();
    },
  };
}

let shared: MrzOcr | null = null;

/** The process's worker; the server and the benchmark share it, tests may pass their own reader instead. */
export function sharedTesseractOcr(): MrzOcr {
  shared ??= createTesseractOcr();
  return shared;
}
