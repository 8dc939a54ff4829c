import sharp from 'sharp';
import { parseTd3, type MrzFields } from '../../domain/mrz.ts';
import { findMrzBand, rescale } from './mrz-band.ts';
import type { MrzOcr, PageMode } from './tesseract-engine.ts';

export type PassportRead =
  | { ok: true; fields: MrzFields; confidence: Record<string, number>; attempt: string; attempts: number }
  | { ok: false; reason: 'notFound' | 'unreadable'; attempts: number };

interface Attempt { name: string; image: () => Promise<Buffer>; mode: PageMode }

/** Each MRZ line alone, read as a single line: the last resort when a block read merges or drops characters. */
async function lines(band: Buffer): Promise<Buffer[]> {
  const { width = 1, height = 1 } = await sharp(band).metadata();
  const half = Math.round(height / 2);
  return Promise.all([0, 1].map((index) => sharp(band).extract({ left: 0, top: index * half, width, height: index ? height - half : half })
    .extend({ top: 12, bottom: 12, background: '#ffffff' }).png().toBuffer()));
}

/**
 * Reads a passport data page: deskewed MRZ band, then the band scaled, then the whole page, then line by line.
 * The first reading whose check digits all hold wins; nothing unverified is ever answered.
 */
export async function readPassport(ocr: MrzOcr, image: Buffer, today: string): Promise<PassportRead> {
  const found = await findMrzBand(image);
  const attempts: Attempt[] = [
    { name: 'band', image: async () => found.band, mode: 'block' },
    { name: 'band smaller', image: () => rescale(found.band, 0.8), mode: 'block' },
    { name: 'band larger', image: () => rescale(found.band, 1.25), mode: 'block' },
    { name: 'band binarised', image: () => sharp(found.band).threshold(140).png().toBuffer(), mode: 'block' },
    { name: 'page', image: async () => found.page, mode: 'sparse' },
  ];
  let sawZone = false;
  let tried = 0;
  for (const attempt of attempts) {
    tried += 1;
    const read = await ocr.read(await attempt.image(), attempt.mode);
    const result = parseTd3(read.text, today);
    if (result.ok) return success(result.fields, result.corrected, read.confidence, attempt.name, tried);
    if (result.reason === 'checkDigits') sawZone = true;
  }
  tried += 1;
  const [first, second] = await lines(found.band);
  const readLines = [await ocr.read(first!, 'line'), await ocr.read(second!, 'line')];
  const result = parseTd3(readLines.map((read) => read.text.replace(/\s+/g, '')).join('\n'), today);
  if (result.ok) return success(result.fields, result.corrected, Math.min(readLines[0]!.confidence, readLines[1]!.confidence), 'lines', tried);
  if (result.reason === 'checkDigits') sawZone = true;
  return { ok: false, reason: sawZone ? 'unreadable' : 'notFound', attempts: tried };
}

/**
 * Fields a check digit covers are as sure as the check (a wrong read passes 1 time in 10 at worst, and the
 * composite check again); names and sex have no check, so they carry the OCR's own confidence.
 */
function success(fields: MrzFields, corrected: boolean, ocrConfidence: number, attempt: string, attempts: number): PassportRead {
  const unchecked = Math.round(Math.max(0, Math.min(1, ocrConfidence - (corrected ? 0.05 : 0))) * 100) / 100;
  const confidence: Record<string, number> = { passportNum: 0.99, birthDate: 0.99, issuancePeriod: 0.99, surnameEn: unchecked, nameEn: unchecked };
  if (fields.sex) confidence.gender = unchecked;
  return { ok: true, fields, confidence, attempt, attempts };
}
