import { availableParallelism } from 'node:os';
import type { MrzOcr } from '../providers/recognition/tesseract-engine.ts';

// Readings on several engine sets at once (issue 36 item 2). One set (createTesseractOcr) is two tesseract threads
// that read one image at a time; a pool of N sets reads N documents at once, and the reading gate lets exactly N
// readings run. Each read goes to the set with the fewest reads outstanding, so a reading's attempts stay together
// on an idle set when there is one; an aborted read ends only its own set's engine.

/**
 * One set per core but one: the API, the database driver and the image work of uploads keep a core, so logins and
 * public reads never wait behind readings (bench/RESULTS.md, "Reading pool"). Never more than four: each set holds
 * two engines of about 60 MB.
 */
export function defaultReadingWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores - 1, 4));
}

export function createOcrPool(sets: MrzOcr[]): MrzOcr {
  if (sets.length === 0) throw new Error('an OCR pool needs at least one engine set');
  if (sets.length === 1) return sets[0]!;
  const outstanding = sets.map(() => 0);
  const leastBusy = () => outstanding.indexOf(Math.min(...outstanding));
  return {
    async read(png, mode, engine, alphabet, signal) {
      const index = leastBusy();
      outstanding[index]! += 1;
      try {
        return await sets[index]!.read(png, mode, engine, alphabet, signal);
      } finally {
        outstanding[index]! -= 1;
      }
    },
    async warm() {
      await Promise.all(sets.map((set) => set.warm?.()));
    },
    startupMs: () => sets[0]!.startupMs(),
    async close() {
      await Promise.all(sets.map((set) => set.close()));
    },
  };
}
