import sharp, { type Sharp } from 'sharp';
import { decodeLimits } from '../files/image-limits.ts';

// Finding the machine-readable zone in a photo of a passport page: deskew by projection profile, then take the
// lowest two wide rows of dense text. Pure pixel work on a small binarised copy, so it costs milliseconds.

const ANALYSIS_WIDTH = 600;
/** OCR reads MRZ glyphs best at about this cap height (pixels). */
const TARGET_LINE_HEIGHT = 28;

interface Binary { width: number; height: number; dark: Uint8Array }

async function binarise(image: Sharp, width: number): Promise<Binary> {
  const { data, info } = await image.clone().greyscale().resize({ width }).normalise().median(3).raw().toBuffer({ resolveWithObject: true });
  const threshold = otsu(data);
  const dark = new Uint8Array(info.width * info.height);
  for (let i = 0; i < dark.length; i += 1) dark[i] = data[i]! < threshold ? 1 : 0;
  return { width: info.width, height: info.height, dark };
}

function otsu(pixels: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of pixels) histogram[value]! += 1;
  const total = pixels.length;
  let sum = 0;
  for (let i = 0; i < 256; i += 1) sum += i * histogram[i]!;
  let [sumBack, weightBack, best, threshold] = [0, 0, 0, 128];
  for (let i = 0; i < 256; i += 1) {
    weightBack += histogram[i]!;
    if (!weightBack || weightBack === total) continue;
    sumBack += i * histogram[i]!;
    const meanBack = sumBack / weightBack;
    const meanFore = (sum - sumBack) / (total - weightBack);
    const between = weightBack * (total - weightBack) * (meanBack - meanFore) ** 2;
    if (between > best) [best, threshold] = [between, i + 1];
  }
  return threshold;
}

/**
 * Dark-to-light transitions per row: text rows have many, page edges and dark table tops few. Counting them
 * along a sheared line measures how well rows line up at a given angle.
 */
function rowTransitions(image: Binary, angleDegrees: number): Float64Array {
  const slope = Math.tan((angleDegrees * Math.PI) / 180);
  const rows = new Float64Array(image.height);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 1; x < image.width; x += 1) {
      const at = y * image.width + x;
      if (image.dark[at] === image.dark[at - 1]) continue;
      const row = Math.round(y - x * slope);
      if (row >= 0 && row < image.height) rows[row]! += 1;
    }
  }
  return rows;
}

/** The angle (degrees, within ±maxAngle) whose projection has the sharpest rows: text lines, not smears. */
export function skewAngle(image: Binary, maxAngle = 5, step = 0.25): number {
  let [best, bestScore] = [0, -1];
  for (let angle = -maxAngle; angle <= maxAngle + 1e-9; angle += step) {
    const rows = rowTransitions(image, angle);
    let score = 0;
    for (let y = 1; y < rows.length; y += 1) score += (rows[y]! - rows[y - 1]!) ** 2;
    if (score > bestScore) [best, bestScore] = [angle, score];
  }
  return best;
}

interface TextLine { top: number; bottom: number; left: number; right: number; density: number }

function textLines(image: Binary): TextLine[] {
  const rows = rowTransitions(image, 0);
  const peak = Math.max(...rows);
  const lines: TextLine[] = [];
  let start = -1;
  for (let y = 0; y <= rows.length; y += 1) {
    const inText = y < rows.length && rows[y]! >= peak * 0.25;
    if (inText && start < 0) start = y;
    if (!inText && start >= 0) {
      let [left, right, density] = [image.width, 0, 0];
      for (let row = start; row < y; row += 1) {
        density = Math.max(density, rows[row]!);
        for (let x = 1; x < image.width; x += 1) {
          const at = row * image.width + x;
          if (image.dark[at] !== image.dark[at - 1]) [left, right] = [Math.min(left, x), Math.max(right, x)];
        }
      }
      if (y - start >= 3) lines.push({ top: start, bottom: y, left, right, density });
      start = -1;
    }
  }
  return lines;
}

export interface MrzBand {
  /** Greyscale PNG of the band, padded with white, scaled to a good glyph size. */
  band: Buffer;
  /** The whole deskewed page, greyscale PNG, for the cascade's later attempts. */
  page: Buffer;
  angle: number;
  found: boolean;
  scale: number;
}

/**
 * Deskews the page and crops the two lowest wide text lines (the MRZ sits at the foot of the data page). When no
 * such pair exists, `found` is false and `band` is the lower third of the page.
 */
export async function findMrzBand(input: Buffer): Promise<MrzBand> {
  const source = sharp(input, { failOn: 'none', ...decodeLimits }).rotate();
  const meta = await source.metadata();
  const small = await binarise(source, ANALYSIS_WIDTH);
  const angle = skewAngle(small);
  const grey = source.clone().greyscale();
  const rotated = angle === 0 ? await grey.png().toBuffer() : await grey.rotate(-angle, { background: '#ffffff' }).png().toBuffer();
  const page = sharp(rotated);
  const { width = meta.width ?? 1, height = meta.height ?? 1 } = await page.metadata();
  const analysed = await binarise(page, ANALYSIS_WIDTH);
  const factor = width / analysed.width;
  const lines = textLines(analysed).filter((line) => line.right - line.left >= analysed.width * 0.45);
  const last = lines.at(-1);
  const previous = lines.at(-2);
  const pair = last && previous && previous.bottom - previous.top < (last.bottom - last.top) * 2.2 && last.top - previous.bottom < (last.bottom - last.top) * 2.5;
  const lineHeight = last ? (last.bottom - last.top) * factor : height / 14;
  const region = pair
    ? { top: previous.top, bottom: last.bottom, left: Math.min(previous.left, last.left), right: Math.max(previous.right, last.right) }
    : { top: Math.round(analysed.height * 0.66), bottom: analysed.height, left: 0, right: analysed.width };
  const pad = Math.round(lineHeight * 0.6);
  const top = Math.max(0, Math.round(region.top * factor) - pad);
  const left = Math.max(0, Math.round(region.left * factor) - pad);
  const bottom = Math.min(height, Math.round(region.bottom * factor) + pad);
  const right = Math.min(width, Math.round(region.right * factor) + pad);
  const scale = pair ? Math.min(3, Math.max(0.5, TARGET_LINE_HEIGHT / (lineHeight * 0.75))) : 1;
  const band = await page.clone().extract({ left, top, width: right - left, height: bottom - top })
    .resize({ width: Math.round((right - left) * scale) }).normalise()
    .extend({ top: 24, bottom: 24, left: 24, right: 24, extendWith: 'copy' }).png().toBuffer();
  return { band, page: rotated, angle, found: !!pair, scale };
}

/** The band again at another scale, for the cascade's second attempt. */
export async function rescale(png: Buffer, factor: number): Promise<Buffer> {
  const { width = 1 } = await sharp(png).metadata();
  return sharp(png).resize({ width: Math.round(width * factor) }).png().toBuffer();
}
