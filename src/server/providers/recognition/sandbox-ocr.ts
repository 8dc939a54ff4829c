import { createHash } from 'node:crypto';
import { readPngText } from './png-text.ts';

// SANDBOX card OCR, for test fixtures only: it never looks at pixels. In sandbox mode a PNG carrying its keyword is
// answered here (card-ocr.ts); every other image, every real photo, goes to the offline readers (decision 042).
// It behaves like a cloud OCR service: it keeps state (calls per image), takes time, and can fail. It reads the
// answer a test wrote into the PNG's tEXt chunk
// `portal-sandbox-ocr` as JSON:
//   { "kind": "idCardFront" | "idCardBack" | "bankCard", "fields": { ... }, "confidence"?: { field: 0..1 },
//     "sandbox"?: { "delayMs"?: number, "failTimes"?: number } }
// `failTimes` makes the first N calls for that image fail as an unavailable service would. An image without
// the chunk is "unreadable", one of another kind "wrongDocument".

export const SANDBOX_OCR_KEYWORD = 'portal-sandbox-ocr';

export type CardKind = 'idCardFront' | 'idCardBack' | 'bankCard';

export type CardRead =
  | { ok: true; fields: Record<string, unknown>; confidence: Record<string, number> }
  /** `unchecked`: a number was seen but its check never held, so the person is told to type it or retake. */
  | { ok: false; reason: 'unreadable' | 'wrongDocument'; unchecked?: boolean };

/**
 * What a reader may check a read against: the applicant's today (YYYY-MM-DD, Beijing); and the reading's deadline,
 * which ends its OCR work when it aborts (recognition/reading-gate.ts).
 */
export interface CardContext { today: string; signal?: AbortSignal }

export interface CardOcr {
  /** Rejects with CardOcrUnavailable when the service is down or times out. */
  recognise(kind: CardKind, image: Buffer, context: CardContext): Promise<CardRead>;
  /** Gets ready to read `image` (starts an engine), outside the reading's deadline; nothing to do if absent. */
  prepare?(image: Buffer): Promise<void>;
}

export class CardOcrUnavailable extends Error {}

interface SandboxAnswer { kind?: string; fields?: Record<string, unknown>; confidence?: Record<string, number>; sandbox?: { delayMs?: number; failTimes?: number } }

export function sandboxCardOcr(options: { latencyMs?: number } = {}): CardOcr & { calls(image: Buffer): number } {
  const calls = new Map<string, number>();
  const keyOf = (image: Buffer) => createHash('sha256').update(image).digest('hex');
  return {
    calls: (image) => calls.get(keyOf(image)) ?? 0,
    async recognise(kind, image) {
      const key = keyOf(image);
      const count = (calls.get(key) ?? 0) + 1;
      calls.set(key, count);
      const text = readPngText(image, SANDBOX_OCR_KEYWORD);
      let answer: SandboxAnswer | null = null;
      try {
        answer = text ? (JSON.parse(text) as SandboxAnswer) : null;
      } catch {
        answer = null;
      }
      const delay = answer?.sandbox?.delayMs ?? options.latencyMs ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (count <= (answer?.sandbox?.failTimes ?? 0)) throw new CardOcrUnavailable(`sandbox OCR failing call ${count}`);
      if (!answer?.fields) return { ok: false, reason: 'unreadable' };
      if (answer.kind !== kind) return { ok: false, reason: 'wrongDocument' };
      const confidence = answer.confidence ?? Object.fromEntries(Object.keys(answer.fields).map((field) => [field, 0.95]));
      return { ok: true, fields: answer.fields, confidence };
    },
  };
}
