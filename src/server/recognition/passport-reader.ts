import sharp from 'sharp';
import { parseTd3, TD3_LINE_LENGTH, type MrzFields } from '../../domain/mrz.ts';
import { findMrzBand, rescale } from './mrz-band.ts';
import type { Engine, MrzOcr, PageMode } from './tesseract-engine.ts';

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

/** Everything a read prefills. Names (and sex) carry no check digit, so the other engine must read them alike. */
const keyOf = (fields: MrzFields) => [fields.surname, fields.givenNames, fields.sex, fields.passportNumber, fields.birthDate, fields.expiryDate].join('|');

interface Candidate { fields: MrzFields; lines: readonly [string, string]; engine: Engine; confidence: number; corrected: boolean }

/**
 * The first MRZ line alone, as a confirmer needs it. The LSTM engine reads trailing fillers as L or K and adds
 * some, so the line may be longer than 44: past the names everything is filler, and the cut keeps the names.
 */
function firstLineOf(text: string): string | null {
  const line = text.split(/\r?\n/).map((row) => row.toUpperCase().replace(/[^A-Z0-9<]/g, '')).find((row) => /^P/.test(row) && row.includes('<') && row.length >= 30);
  return line ? line.slice(0, TD3_LINE_LENGTH) : null;
}

/**
 * Surname and given names of a first line: the surname ends at the first run of two or more fillers, every other
 * run just separates words. The LSTM engine reads an OCR-B filler as "<K", so it turns one separator into two
 * and cannot tell them apart after the surname; it still confirms where the surname ends, which is what a legacy
 * misread of "<<" as "<" would move.
 */
function nameParts(line1: string): string {
  const body = line1.slice(5).replace(/<+$/, '');
  const at = body.search(/<</);
  const words = (text: string) => text.split(/<+/).filter(Boolean).join(' ');
  return at < 0 ? `${words(body)}|` : `${words(body.slice(0, at))}|${words(body.slice(at))}`;
}

const other = (engine: Engine): Engine => (engine === 'legacy' ? 'lstm' : 'legacy');

/**
 * Reads a passport data page: the deskewed MRZ band as grey, as thresholded, scaled, then line by line, by two
 * engines. A reading counts only when all its check digits hold, and it is answered only once the other engine
 * reads the same first line: check digits cannot catch a W read as N in a name, and the legacy and LSTM engines
 * do not share their confusions. Nothing unverified is ever answered.
 */
export async function readPassport(ocr: MrzOcr, image: Buffer, today: string): Promise<PassportRead> {
  const found = await findMrzBand(image);
  const larger = () => rescale(found.band, 1.3);
  const attempts: Attempt[] = [
    { name: 'band', image: async () => found.band, mode: 'block', engine: 'legacy' },
    { name: 'band (lstm)', image: async () => found.band, mode: 'block', engine: 'lstm' },
    { name: 'band binarised', image: async () => found.binary, mode: 'block', engine: 'legacy' },
    { name: 'band binarised (lstm)', image: async () => found.binary, mode: 'block', engine: 'lstm' },
    { name: 'band larger', image: larger, mode: 'block', engine: 'legacy' },
    { name: 'band smaller', image: () => rescale(found.band, 0.75), mode: 'block', engine: 'legacy' },
    { name: 'band larger (lstm)', image: larger, mode: 'block', engine: 'lstm' },
    { name: 'binarised larger', image: () => rescale(found.binary, 1.3), mode: 'block', engine: 'legacy' },
  ];
  const candidates: Candidate[] = [];
  let sawZone = false;
  let tried = 0;
  const consider = (text: string, engine: Engine, confidence: number, name: string): PassportRead | null => {
    const result = parseTd3(text, today);
    if (!result.ok && result.reason === 'checkDigits') sawZone = true;
    const firstLine = firstLineOf(text);
    for (const candidate of candidates.filter((earlier) => earlier.engine === other(engine))) {
      // This engine's first line with the other's verified second line: the names confirmed, the rest checked.
      const confirmed = firstLine ? parseTd3([firstLine, candidate.lines[1]], today) : null;
      const sameNames = confirmed?.ok && nameParts(confirmed.lines[0]) === `${candidate.fields.surname}|${candidate.fields.givenNames}`;
      if (sameNames || (result.ok && keyOf(result.fields) === keyOf(candidate.fields))) {
        return success(candidate.fields, candidate.corrected, Math.min(confidence, candidate.confidence), name, tried);
      }
    }
    if (result.ok) candidates.push({ fields: result.fields, lines: result.lines, engine, confidence, corrected: result.corrected });
    return null;
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
  // Check digits held but the engines never agreed on the names: as unreadable as a failed check.
  return { ok: false, reason: sawZone || candidates.length ? 'unreadable' : 'notFound', attempts: tried };
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
