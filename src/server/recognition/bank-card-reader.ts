import sharp from 'sharp';
import { isBankCardNumber } from '../../domain/bank-card.ts';
import { decodeLimits } from '../files/image-limits.ts';
import { skewAngle } from './mrz-band.ts';
import type { MrzOcr } from '../providers/recognition/tesseract-engine.ts';

// The number on the front of a bank card, read offline (issue 17 item 5) with the engine the passport reader
// uses. Only the number is read: bank, grade and type stay the person's to choose. A line of the card is read
// prepared several ways, and its reading is the one most of them give: at least two, and more than any other. It
// counts as the number only when it is 12 to 19 digits and its Luhn digit holds. The vote is what the Luhn digit
// cannot do alone: the engine drops a line's first digit on some photos, the same way on the line as seen and as
// its negative, and one time in ten the shorter number passes Luhn. Two readings alike were once the rule, and a
// card with a wrong Luhn digit was prefilled as one digit shorter (CI, stop 58); the other preparations read it whole.

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

/** Marks of one or two digits beside a line's number (a stray mark, the engine's guess at the card's edge). */
const STRAY_DIGITS = 2;

/**
 * What one attempt read on a line: the digit groups of its fullest line, joined, without stray marks at either
 * end. Expiry dates and the name are lines of their own; a reading is a number only if the vote and the Luhn digit
 * say so.
 */
export function lineReading(text: string): string {
  const lines = text.split(/\r?\n/).map((line) => line.split(/\s+/).filter((group) => /^\d+$/.test(group)));
  const groups = lines.reduce((fullest, line) => (line.join('').length > fullest.join('').length ? line : fullest), [] as string[]);
  while (groups.length > 1 && groups[0]!.length <= STRAY_DIGITS) groups.shift();
  while (groups.length > 1 && groups.at(-1)!.length <= STRAY_DIGITS) groups.pop();
  return groups.join('');
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
 * on a darker face), with its lighting evened out, and smaller: one list of attempts per line.
 */
async function linesOn(input: Buffer): Promise<Attempt[][]> {
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
  return wide.map((band, index) => {
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

/** The readings of a line so far, the most given first. */
const ranked = (votes: Map<string, number>) => [...votes.entries()].sort((a, b) => b[1] - a[1]);

/**
 * Reads the card number, line by line, each line prepared several ways, within `budgetMs` when given. A line's
 * reading is the one most of its attempts give, at least two and more than any other; a line stops being read
 * once no remaining attempt could change that. The first line whose reading is a card number (12 to 19 digits,
 * Luhn digit holding) is answered; none, and the card is unreadable: nothing unchecked is ever prefilled.
 */
export async function readBankCard(ocr: MrzOcr, image: Buffer, options: { budgetMs?: number } = {}): Promise<BankCardRead> {
  const began = Date.now();
  let tried = 0;
  for (const attempts of await linesOn(image)) {
    const votes = new Map<string, number>();
    for (const [index, attempt] of attempts.entries()) {
      // A photo nothing agrees on would take every attempt; the person waiting is told "unreadable" in time instead.
      if (options.budgetMs !== undefined && Date.now() - began > options.budgetMs) return { ok: false, reason: 'unreadable', attempts: tried };
      tried += 1;
      const reading = lineReading((await ocr.read(await attempt.image(), 'line', 'lstm', DIGITS)).text);
      // An attempt that read no digit has no say.
      if (reading) votes.set(reading, (votes.get(reading) ?? 0) + 1);
      const [leader, runnerUp] = ranked(votes);
      const left = attempts.length - index - 1;
      const decided = leader !== undefined && leader[1] >= 2 && leader[1] > (runnerUp?.[1] ?? 0) + left;
      if (!decided && left > 0) continue;
      if (decided && isBankCardNumber(leader[0])) return { ok: true, cardNo: leader[0], attempt: attempt.name, attempts: tried };
      break;
    }
  }
  return { ok: false, reason: 'unreadable', attempts: tried };
}
