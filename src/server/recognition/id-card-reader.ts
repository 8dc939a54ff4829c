import sharp from 'sharp';
import { isIsoDate } from '../../domain/dates.ts';
import { parseIdNumber, type Gender } from '../../domain/id-card.ts';
import { decodeLimits } from '../files/image-limits.ts';
import { otsu, skewAngle } from './mrz-band.ts';
import type { Engine, MrzOcr, PageMode } from '../providers/recognition/tesseract-engine.ts';

// Reading a resident ID card (GB 11643) from a photo with the offline engine the passports use. Only what a check
// covers is read: the front's 18-character number (its check character) and the back's validity period (the
// card's fixed terms); name, address and authority are Chinese text the English engine cannot read and stay
// typed by the person (decision 042).

const NUMBER_ALPHABET = '0123456789X';
const DATE_ALPHABET = '0123456789.-';
/** No whitelist: "长期" has to come out as something that is not a date for the long-term test to see it. */
const ANY_ALPHABET = '';

interface Attempt { name: string; image: () => Promise<Buffer>; mode: PageMode; engine: Engine; alphabet: string }

export type IdCardFrontRead =
  | { ok: true; idNumber: string; birthDate: string; gender: Gender; attempt: string; attempts: number }
  /** `unchecked`: an 18-character number was seen but its check character never held (decision 042). */
  | { ok: false; reason: 'unreadable'; unchecked: boolean; attempts: number };

export type IdCardBackRead =
  | { ok: true; startDate: string; endDate: string | null; longTerm: boolean; attempt: string; attempts: number }
  | { ok: false; reason: 'unreadable'; attempts: number };

interface Prepared { grey: Buffer; flat: Buffer; binary: Buffer }

export interface ReadOptions {
  /** YYYY-MM-DD: a birth date or a start of validity after it is a misread. */
  today: string;
  /**
   * No attempt is started past this many milliseconds (the first two always run): the browser gives up on a
   * request after 12 s, and an answer "type it" in time is worth more than a late read. Unlimited unless given.
   */
  budgetMs?: number;
}

/** Whether another attempt may start: the first two always do, the rest within the budget. */
const withinBudget = (began: number, tried: number, options: ReadOptions) =>
  tried < 2 || options.budgetMs === undefined || Date.now() - began < options.budgetMs;

/**
 * The photo three ways: as it came (greyscale), deskewed with its lighting flattened and scaled to a card
 * about 1200 px wide, and that thresholded. Pixel work is sharp's; the angle is mrz-band's projection search.
 */
async function prepare(input: Buffer): Promise<Prepared> {
  const source = sharp(input, { failOn: 'none', ...decodeLimits }).rotate().greyscale();
  const grey = await source.clone().png().toBuffer();
  const small = await sharp(grey).resize({ width: 600 }).median(3).raw().toBuffer({ resolveWithObject: true });
  const level = otsu(small.data);
  const dark = new Uint8Array(small.data.length);
  for (let i = 0; i < dark.length; i += 1) dark[i] = small.data[i]! < level ? 1 : 0;
  const angle = skewAngle({ width: small.info.width, height: small.info.height, dark });
  const straight = angle === 0 ? grey : await sharp(grey).rotate(-angle, { background: '#ffffff' }).png().toBuffer();
  const { width = 1 } = await sharp(straight).metadata();
  const sized = await sharp(straight).resize({ width: Math.round(Math.min(2, Math.max(0.5, 1200 / width)) * width) }).png().toBuffer();
  // Divided by its own blur (colour-dodge with the negated blur), so shadows and tinted card stock turn white.
  const background = await sharp(sized).blur(20).negate().png().toBuffer();
  const flat = await sharp(sized).composite([{ input: background, blend: 'colour-dodge' }]).greyscale().normalise().png().toBuffer();
  const { data } = await sharp(flat).raw().toBuffer({ resolveWithObject: true });
  return { grey, flat, binary: await sharp(flat).threshold(otsu(data)).png().toBuffer() };
}

/**
 * The renderings by each engine. `alternate`: the two engines take turns on each rendering, so two agreeing reads
 * come from engines that do not share their confusions (the LSTM engine drops a final X the legacy one reads).
 * Otherwise the LSTM engine goes through every rendering first: it reads the dates and 长期's glyphs best.
 */
function attemptsOn(prepared: Prepared, alphabets: readonly string[], alternate: boolean): Attempt[] {
  const images = [['photo', prepared.grey], ['flattened', prepared.flat], ['binarised', prepared.binary]] as const;
  const engines = ['lstm', 'legacy'] as const;
  const pairs = alternate
    ? images.flatMap((image) => engines.map((engine) => [image, engine] as const))
    : engines.flatMap((engine) => images.map((image) => [image, engine] as const));
  return pairs.flatMap(([[name, image], engine]) => alphabets.map((alphabet) => ({
    name: `${name} (${engine}${alphabet === ANY_ALPHABET ? ', any glyph' : ''})`, image: async () => image, mode: 'sparse' as PageMode, engine, alphabet,
  })));
}

/** Every run of 18 number characters on a line of the read (the number is printed without spaces). */
export function numberCandidates(text: string): string[] {
  return text.split(/\r?\n/).flatMap((line) => line.split(/\s+/)).filter((token) => /^[0-9X]{18}$/.test(token));
}

/**
 * The front's number: read until one 18-character number whose GB 11643 check character, region and birth date
 * hold has been read twice, by two different attempts (the check alone lets one misread in eleven through).
 * A number that never passes is reported as unreadable and never returned.
 */
export async function readIdCardFront(ocr: MrzOcr, image: Buffer, options: ReadOptions): Promise<IdCardFrontRead> {
  const began = Date.now();
  const prepared = await prepare(image);
  const seen = new Map<string, string>();
  let unchecked = false;
  let tried = 0;
  for (const attempt of attemptsOn(prepared, [NUMBER_ALPHABET], true)) {
    if (!withinBudget(began, tried, options)) break;
    tried += 1;
    const read = await ocr.read(await attempt.image(), attempt.mode, attempt.engine, attempt.alphabet);
    for (const candidate of numberCandidates(read.text)) {
      const parsed = parseIdNumber(candidate, { today: options.today });
      if (!parsed.ok) {
        unchecked = true;
        continue;
      }
      const earlier = seen.get(parsed.idNumber);
      if (earlier && earlier !== attempt.name) {
        return { ok: true, idNumber: parsed.idNumber, birthDate: parsed.birthDate, gender: parsed.gender, attempt: attempt.name, attempts: tried };
      }
      seen.set(parsed.idNumber, attempt.name);
    }
  }
  return { ok: false, reason: 'unreadable', unchecked: unchecked || seen.size > 0, attempts: tried };
}

const DATE = String.raw`(\d{4})\.(\d{2})\.(\d{2})`;
const isoOf = (year: string, month: string, day: string) => `${year}-${month}-${day}`;

/** Resident ID cards run 5, 10 or 20 years to the day (GB/T 11643 and the ID card law); other periods are misreads. */
const CARD_TERMS = [5, 10, 20];

export type ValidityRead = { startDate: string; endDate: string | null; longTerm: boolean };

/**
 * The validity period in one read: `start-end`, where the end must fall exactly 5, 10 or 20 years after the
 * start, or `start-长期`. The English engine cannot read 长期, so long-term is what the read shows when, right
 * after the start date and its dash, it finds one to four glyphs with something that is no digit among them and
 * no dot: a date there, however badly read, is ten characters with two dots.
 */
export function validityOf(text: string, today: string): ValidityRead | null {
  const compact = text.replace(/[ \t]+/g, '').replace(/[—–~]/g, '-');
  const full = new RegExp(`${DATE}-${DATE}`).exec(compact);
  if (full) {
    const [start, end] = [isoOf(full[1]!, full[2]!, full[3]!), isoOf(full[4]!, full[5]!, full[6]!)];
    const term = Number(full[4]) - Number(full[1]);
    const sameDay = start.slice(4) === end.slice(4);
    if (isIsoDate(start) && isIsoDate(end) && start <= today && sameDay && CARD_TERMS.includes(term)) return { startDate: start, endDate: end, longTerm: false };
    return null;
  }
  const open = new RegExp(`${DATE}-(\\S{1,4})$`, 'm').exec(compact);
  if (!open) return null;
  const start = isoOf(open[1]!, open[2]!, open[3]!);
  const rest = open[4]!;
  if (!isIsoDate(start) || start > today || rest.includes('.') || /^\d+$/.test(rest)) return null;
  return { startDate: start, endDate: null, longTerm: true };
}

/**
 * The back's validity period. A period with an end date is answered once read with its terms holding; a
 * long-term card once the unrestricted read shows 长期 after a start date that a date-only read confirms.
 */
export async function readIdCardBack(ocr: MrzOcr, image: Buffer, options: ReadOptions): Promise<IdCardBackRead> {
  const began = Date.now();
  const prepared = await prepare(image);
  const starts = new Set<string>();
  let longTerm: string | null = null;
  let tried = 0;
  for (const attempt of attemptsOn(prepared, [DATE_ALPHABET, ANY_ALPHABET], false)) {
    if (!withinBudget(began, tried, options)) break;
    tried += 1;
    const read = await ocr.read(await attempt.image(), attempt.mode, attempt.engine, attempt.alphabet);
    const validity = validityOf(read.text, options.today);
    if (validity?.longTerm === false) return { ok: true, ...validity, attempt: attempt.name, attempts: tried };
    if (validity?.longTerm && attempt.alphabet === ANY_ALPHABET) longTerm = validity.startDate;
    const start = new RegExp(`${DATE}-`).exec(read.text.replace(/[ \t]+/g, ''));
    if (start && attempt.alphabet === DATE_ALPHABET) starts.add(isoOf(start[1]!, start[2]!, start[3]!));
    if (longTerm && starts.has(longTerm)) return { ok: true, startDate: longTerm, endDate: null, longTerm: true, attempt: attempt.name, attempts: tried };
  }
  return { ok: false, reason: 'unreadable', attempts: tried };
}
