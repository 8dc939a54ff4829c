import sharp from 'sharp';
import { BANK_CARD_MAX_DIGITS, BANK_CARD_MIN_DIGITS, luhnValid } from '../../domain/bank-card.ts';
import { decodeLimits } from '../files/image-limits.ts';
import { skewAngle } from './mrz-band.ts';
import type { MrzOcr } from '../providers/recognition/tesseract-engine.ts';

// The number on the front of a bank card, read offline (issue 17 item 5) with the engine the passport reader
// uses. Only the number is read: bank, grade and type stay the person's to choose. A number counts only when its
// Luhn digit holds and two differently prepared images of the card give the same one; the Luhn digit catches
// every single misread digit, and the second reading the rare pair of misreads that happens to pass it.

const DIGITS = '0123456789';
/** Cards are photographed at any size; they are worked on at about this width. */
const WORK_WIDTH = 1200;
const ANALYSIS_WIDTH = 600;
/** The engine reads digits best at about this line height (pixels). */
const LINE_HEIGHT = 48;
/** Text lines tried, the most ink edges first: the number is among the densest lines on a card. */
const BANDS_TRIED = 4;
/** A grey step (of 255, after normalising) between a pixel's neighbours that counts as a stroke's edge. */
const EDGE_STEP = 40;

export type BankCardRead =
  | { ok: true; cardNo: string; attempt: string; attempts: number }
  | { ok: false; reason: 'unreadable'; attempts: number };

/**
 * Every Luhn-valid number a line of digit groups holds: runs of adjacent groups of 12 to 19 digits in all, the
 * longest first. A card's number is one such run; expiry dates and stray marks are groups of their own.
 */
export function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const groups = line.split(/\s+/).filter((group) => /^\d+$/.test(group));
    for (let from = 0; from < groups.length; from += 1) {
      let digits = '';
      for (let to = from; to < groups.length; to += 1) {
        digits += groups[to];
        if (digits.length > BANK_CARD_MAX_DIGITS) break;
        if (digits.length >= BANK_CARD_MIN_DIGITS && luhnValid(digits) && !found.includes(digits)) found.push(digits);
      }
    }
  }
  return found.sort((a, b) => b.length - a.length);
}

interface Binary { width: number; height: number; dark: Uint8Array }
interface Band { top: number; bottom: number; left: number; right: number; edges: number }

/**
 * Where the grey level jumps between neighbours, on a small, slightly blurred copy: the strokes of printed and of
 * embossed digits alike, while sensor noise and the card's gradients stay under the step.
 */
async function edgeMap(grey: Buffer, width: number): Promise<Binary> {
  const { data, info } = await sharp(grey).removeAlpha().greyscale().resize({ width }).blur(1).normalise().raw().toBuffer({ resolveWithObject: true });
  const dark = new Uint8Array(data.length);
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 1; x + 1 < info.width; x += 1) {
      const at = y * info.width + x;
      if (Math.abs(data[at + 1]! - data[at - 1]!) > EDGE_STEP) dark[at] = 1;
    }
  }
  return { width: info.width, height: info.height, dark };
}

/**
 * Lines of text as bands of rows with many ink edges, the most edges first. Embossed digits are light with a
 * dark shadow and printed ones dark: an edge is any change between ink and face, so both count alike.
 */
function textBands(image: Binary): Band[] {
  const edges = new Float64Array(image.height);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 1; x < image.width; x += 1) if (image.dark[y * image.width + x] !== image.dark[y * image.width + x - 1]) edges[y]! += 1;
  }
  const peak = Math.max(...edges);
  const bands: Band[] = [];
  let start = -1;
  for (let y = 0; y <= image.height; y += 1) {
    const inText = y < image.height && edges[y]! >= peak * 0.25;
    if (inText && start < 0) start = y;
    if (inText || start < 0) continue;
    if (y - start >= 4) bands.push({ top: start, bottom: y, ...extent(image, start, y), edges: edges.slice(start, y).reduce((sum, count) => sum + count, 0) });
    start = -1;
  }
  return bands.sort((a, b) => b.edges - a.edges);
}

/**
 * The columns of a band's text: the run of columns with edges whose gaps stay under 1.3 line heights (the space
 * between groups of digits is about one), the one with the most edges. The card's border, 1.5 or more line
 * heights from the number on a card, stays out.
 */
function extent(image: Binary, top: number, bottom: number): { left: number; right: number } {
  const gapAllowed = (bottom - top) * 1.3;
  let best = { left: 0, right: image.width, edges: -1 };
  let run = { left: -1, right: -1, edges: 0 };
  for (let x = 0; x <= image.width; x += 1) {
    let count = 0;
    for (let y = top; x < image.width && y < bottom; y += 1) count += image.dark[y * image.width + x]!;
    if (count > 0 && run.left >= 0 && x - run.right > gapAllowed) {
      if (run.edges > best.edges) best = run;
      run = { left: -1, right: -1, edges: 0 };
    }
    if (count > 0) run = { left: run.left < 0 ? x : run.left, right: x, edges: run.edges + count };
  }
  if (run.edges > best.edges) best = run;
  return { left: best.left, right: best.right };
}

interface Attempt { name: string; image: () => Promise<Buffer> }

/** Each image made once, when an attempt first needs it. */
const once = (make: () => Promise<Buffer>) => {
  let made: Promise<Buffer> | null = null;
  return () => (made ??= make());
};

/**
 * The card upright (EXIF tag, then the projection-profile deskew the MRZ reader uses), grey, and its densest text
 * lines cut out at the line height the engine reads best, each as seen, as a negative (embossed digits are light
 * on a darker face), with its lighting evened out, and smaller.
 */
async function attemptsOn(input: Buffer): Promise<Attempt[]> {
  // A card scanned with transparent round corners gets a neutral face behind them.
  const grey = await sharp(input, { failOn: 'none', ...decodeLimits }).rotate().flatten({ background: '#808080' }).greyscale().png().toBuffer();
  const angle = skewAngle(await edgeMap(grey, ANALYSIS_WIDTH));
  const turned = angle === 0 ? grey : await sharp(grey).rotate(-angle, { background: '#808080' }).png().toBuffer();
  const { width = 1 } = await sharp(turned).metadata();
  const straight = await sharp(turned).resize({ width: Math.round(Math.min(2, Math.max(0.5, WORK_WIDTH / width)) * width) }).png().toBuffer();
  const { width: fullWidth = 1, height: fullHeight = 1 } = await sharp(straight).metadata();
  const analysed = await edgeMap(straight, ANALYSIS_WIDTH);
  const factor = fullWidth / analysed.width;
  const wide = textBands(analysed).filter((band) => band.right - band.left >= analysed.width * 0.25).slice(0, BANDS_TRIED);
  return wide.flatMap((band, index) => {
    const lineHeight = (band.bottom - band.top) * factor;
    // Tight at the sides: the card's edge or the table just beyond the number makes the engine drop a digit.
    const [padX, padY] = [Math.round(lineHeight * 0.2), Math.round(lineHeight * 0.6)];
    const top = Math.max(0, Math.round(band.top * factor) - padY);
    const left = Math.max(0, Math.round(band.left * factor) - padX);
    const cut = { top, left, width: Math.min(fullWidth, Math.round(band.right * factor) + padX) - left, height: Math.min(fullHeight, Math.round(band.bottom * factor) + padY) - top };
    const scale = Math.min(3, Math.max(0.3, LINE_HEIGHT / lineHeight));
    const width = Math.round(cut.width * scale);
    const line = once(async () => {
      const grey = await sharp(straight).extract(cut).resize({ width }).median(3).normalise().png().toBuffer();
      // The margin the engine wants, in the line's own mean grey so that no edge is drawn.
      const level = Math.round((await sharp(grey).stats()).channels[0]!.mean);
      const margin = Math.round(LINE_HEIGHT * 0.6);
      return sharp(grey).extend({ left: margin, right: margin, background: { r: level, g: level, b: level } }).png().toBuffer();
    });
    const negative = once(async () => sharp(await line()).negate().png().toBuffer());
    const evened = once(async () => {
      // Divided by its own blur (colour-dodge with the negated blur): shadows and the card's colours turn even.
      const background = await sharp(await line()).blur(LINE_HEIGHT * 1.2).negate().png().toBuffer();
      return sharp(await line()).composite([{ input: background, blend: 'colour-dodge' }]).greyscale().normalise().png().toBuffer();
    });
    const smaller = (image: () => Promise<Buffer>) => async () => sharp(await image()).resize({ width: Math.round((width + LINE_HEIGHT * 1.2) * 0.75) }).png().toBuffer();
    const name = `line ${index + 1}`;
    const thresholded = (image: () => Promise<Buffer>) => async () => sharp(await image()).threshold().png().toBuffer();
    return [
      { name, image: line },
      { name: `${name} negative`, image: negative },
      { name: `${name} negative thresholded`, image: thresholded(negative) },
      { name: `${name} thresholded`, image: thresholded(line) },
      { name: `${name} evened`, image: evened },
      { name: `${name} negative smaller`, image: smaller(negative) },
      { name: `${name} smaller`, image: smaller(line) },
    ];
  });
}

/**
 * Reads the card number, line by line, each line prepared several ways, within `budgetMs` when given. The first Luhn-valid number two
 * attempts read alike is answered; none, and the card is unreadable: nothing unchecked is ever prefilled.
 */
export async function readBankCard(ocr: MrzOcr, image: Buffer, options: { budgetMs?: number } = {}): Promise<BankCardRead> {
  const began = Date.now();
  const seen = new Set<string>();
  let tried = 0;
  for (const attempt of await attemptsOn(image)) {
    // A photo nothing agrees on would take every attempt; the person waiting is told "unreadable" in time instead.
    if (options.budgetMs !== undefined && Date.now() - began > options.budgetMs) break;
    tried += 1;
    const read = await ocr.read(await attempt.image(), 'line', 'lstm', DIGITS);
    for (const number of cardNumbersIn(read.text)) {
      if (seen.has(number)) return { ok: true, cardNo: number, attempt: attempt.name, attempts: tried };
      seen.add(number);
    }
  }
  return { ok: false, reason: 'unreadable', attempts: tried };
}
