import sharp from 'sharp';
import type { MrzFields } from '../../domain/mrz.ts';
import { voteTd3, type MrzReading, type MrzVote } from '../../domain/mrz-vote.ts';
import { findMrzBand, rescale } from './mrz-band.ts';
import type { Engine, MrzOcr, PageMode } from '../providers/recognition/tesseract-engine.ts';

export type PassportRead =
  | { ok: true; fields: MrzFields; confidence: Record<string, number>; attempt: string; attempts: number }
  | { ok: false; reason: 'notFound' | 'unreadable'; attempts: number };

interface Attempt { name: string; image: () => Promise<Buffer>; mode: PageMode; engine: Engine }

/** Each MRZ line alone, read as a single line: the last resort when a block read merges or drops characters. */
async function lines(band: Buffer): Promise<Buffer[]> {
  const { width = 1, height = 1 } = await sharp(band).metadata();
  const half = Math.round(height / 2);
  return Promise.all([0, 1].map((index) => sharp(band).extract({ left: 0, top: index * half, width, height: index ? height - half : half })
    .extend({ top: 12, bottom: 12, background: '#ffffff' }).png().toBuffer()));
}

/**
 * Reads a passport data page: the deskewed MRZ band as grey, as thresholded, scaled, then line by line, by two
 * engines, until the readings so far agree (domain/mrz-vote): line 2 field by field under its check digits, the
 * names read alike by both engines (check digits cannot catch a W read as N, and the legacy and LSTM engines do
 * not share their confusions), the sex read alike twice. Nothing unverified is ever answered.
 */
export async function readPassport(ocr: MrzOcr, image: Buffer, today: string): Promise<PassportRead> {
  const found = await findMrzBand(image);
  const larger = () => rescale(found.band, 1.3);
  let median: Promise<Buffer> | undefined;
  const denoised = () => (median ??= sharp(found.band).median(3).png().toBuffer());
  const attempts: Attempt[] = [
    { name: 'band', image: async () => found.band, mode: 'block', engine: 'legacy' },
    { name: 'band (lstm)', image: async () => found.band, mode: 'block', engine: 'lstm' },
    { name: 'band binarised', image: async () => found.binary, mode: 'block', engine: 'legacy' },
    { name: 'band binarised (lstm)', image: async () => found.binary, mode: 'block', engine: 'lstm' },
    { name: 'band larger', image: larger, mode: 'block', engine: 'legacy' },
    { name: 'band smaller', image: () => rescale(found.band, 0.75), mode: 'block', engine: 'legacy' },
    { name: 'band larger (lstm)', image: larger, mode: 'block', engine: 'lstm' },
    { name: 'binarised larger', image: () => rescale(found.binary, 1.3), mode: 'block', engine: 'legacy' },
    // A noisy phone photo: sensor grain breaks the thin strokes of the names into specks both engines read as letters
    // (XIAO LAN, XTIAOQOLAN); a 3 × 3 median keeps the strokes and drops the specks. Last of the band's attempts, so a
    // clean page pays nothing for it.
    { name: 'band denoised', image: denoised, mode: 'block', engine: 'legacy' },
    { name: 'band denoised (lstm)', image: denoised, mode: 'block', engine: 'lstm' },
    { name: 'denoised larger (lstm)', image: async () => rescale(await denoised(), 1.3), mode: 'block', engine: 'lstm' },
  ];
  const readings: MrzReading[] = [];
  const confidences: number[] = [];
  let tried = 0;
  let last: MrzVote = { ok: false, reason: 'notFound' };
  const consider = (text: string, engine: Engine, confidence: number, name: string): PassportRead | null => {
    readings.push({ text, engine });
    confidences.push(confidence);
    last = voteTd3(readings, today);
    return last.ok ? success(last.fields, Math.min(...last.nameReadings.map((index) => confidences[index]!)), name, tried) : null;
  };
  for (const attempt of attempts) {
    tried += 1;
    const read = await ocr.read(await attempt.image(), attempt.mode, attempt.engine);
    const agreed = consider(read.text, attempt.engine, read.confidence, attempt.name);
    if (agreed) return agreed;
  }
  for (const [name, band, engine] of [['lines', found.band, 'legacy'], ['lines (lstm)', found.band, 'lstm']] as const) {
    tried += 1;
    const [first, second] = await lines(band);
    const readLines = [await ocr.read(first!, 'line', engine), await ocr.read(second!, 'line', engine)];
    const agreed = consider(readLines.map((read) => read.text.replace(/\s+/g, '')).join('\n'), engine, Math.min(readLines[0]!.confidence, readLines[1]!.confidence), name);
    if (agreed) return agreed;
  }
  // Check digits failed, or held but the engines never agreed on the names: unreadable either way.
  return { ok: false, reason: last.reason, attempts: tried };
}

/**
 * Fields a check digit covers are as sure as the check (a wrong read passes 1 time in 10 at worst, and the
 * composite check again); names and sex have no check, so they carry the OCR's own confidence.
 */
function success(fields: MrzFields, ocrConfidence: number, attempt: string, attempts: number): PassportRead {
  const unchecked = Math.round(Math.max(0, Math.min(1, ocrConfidence)) * 100) / 100;
  const confidence: Record<string, number> = { passportNum: 0.99, birthDate: 0.99, issuancePeriod: 0.99, surnameEn: unchecked, nameEn: unchecked };
  if (fields.sex) confidence.gender = unchecked;
  return { ok: true, fields, confidence, attempt, attempts };
}
