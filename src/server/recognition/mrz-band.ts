import sharp, { type Sharp } from 'sharp';
import { decodeLimits } from '../files/image-limits.ts';

// Finding the machine-readable zone in a photo of a passport page: deskew by projection profile, take the two
// adjacent text lines with the most ink edges (44 dense characters each), turn the page over when they sit in
// its upper half (the MRZ is at the foot of a data page), then cut them out and flatten the lighting. Pixel
// work is sharp's; only the profile and the threshold choice are counted here, on a 600 px copy.

const ANALYSIS_WIDTH = 600;
/** OCR reads MRZ glyphs best at about this cap height (pixels). */
const TARGET_LINE_HEIGHT = 30;

interface Binary { width: number; height: number; dark: Uint8Array }

async function binarise(image: Sharp, width: number): Promise<Binary> {
  const small = await image.clone().greyscale().resize({ width }).png().toBuffer();
  // Lighting flattened first, so a shadow across the page does not come out as one dark block without edges.
  const background = await sharp(small).blur(12).negate().png().toBuffer();
  const { data, info } = await sharp(small).composite([{ input: background, blend: 'colour-dodge' }]).greyscale().normalise().median(3)
    .raw().toBuffer({ resolveWithObject: true });
  const threshold = otsu(data);
  const dark = new Uint8Array(info.width * info.height);
  for (let i = 0; i < dark.length; i += 1) dark[i] = data[i]! < threshold ? 1 : 0;
  return { width: info.width, height: info.height, dark };
}

/** Otsu's threshold: the grey level that best splits the histogram into ink and paper. */
export function otsu(pixels: Uint8Array): number {
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

/** Every place where a row changes from ink to paper or back: text rows have many, page edges and table tops few. */
interface Transitions { xs: Int32Array; ys: Int32Array; height: number }

function transitionsOf(image: Binary): Transitions {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 1; x < image.width; x += 1) {
      const at = y * image.width + x;
      if (image.dark[at] !== image.dark[at - 1]) [xs[xs.length], ys[ys.length]] = [x, y];
    }
  }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys), height: image.height };
}

/**
 * Transitions per row counted along a sheared line: how well rows line up at a given angle. The transitions are
 * listed once and only re-binned per angle (the skew search tries some thirty angles).
 */
function rowProfile(transitions: Transitions, angleDegrees: number): Float64Array {
  const slope = Math.tan((angleDegrees * Math.PI) / 180);
  const rows = new Float64Array(transitions.height);
  const { xs, ys } = transitions;
  for (let i = 0; i < xs.length; i += 1) {
    const row = Math.round(ys[i]! - xs[i]! * slope);
    if (row >= 0 && row < rows.length) rows[row]! += 1;
  }
  return rows;
}

const rowTransitions = (image: Binary, angleDegrees: number) => rowProfile(transitionsOf(image), angleDegrees);

function sharpness(rows: Float64Array): number {
  let score = 0;
  for (let y = 1; y < rows.length; y += 1) score += (rows[y]! - rows[y - 1]!) ** 2;
  return score;
}

/** The angle (degrees, within ±maxAngle) whose projection has the sharpest rows: coarse, then fine around it. */
export function skewAngle(image: Binary, maxAngle = 6): number {
  const transitions = transitionsOf(image);
  const search = (from: number, to: number, step: number) => {
    let [best, bestScore] = [0, -1];
    for (let angle = from; angle <= to + 1e-9; angle += step) {
      const score = sharpness(rowProfile(transitions, angle));
      if (score > bestScore) [best, bestScore] = [angle, score];
    }
    return best;
  };
  const coarse = search(-maxAngle, maxAngle, 0.5);
  return Math.round(search(coarse - 0.4, coarse + 0.4, 0.1) * 10) / 10;
}

interface TextLine { top: number; bottom: number; left: number; right: number; ink: number }

function textLines(image: Binary): TextLine[] {
  const rows = rowTransitions(image, 0);
  const peak = Math.max(...rows);
  const lines: TextLine[] = [];
  let start = -1;
  for (let y = 0; y <= rows.length; y += 1) {
    const inText = y < rows.length && rows[y]! >= peak * 0.2;
    if (inText && start < 0) start = y;
    if (!inText && start >= 0) {
      let [left, right, ink] = [image.width, 0, 0];
      for (let row = start; row < y; row += 1) {
        ink += rows[row]!;
        for (let x = 1; x < image.width; x += 1) {
          const at = row * image.width + x;
          if (image.dark[at] !== image.dark[at - 1]) [left, right] = [Math.min(left, x), Math.max(right, x)];
        }
      }
      if (y - start >= 3) lines.push({ top: start, bottom: y, left, right, ink });
      start = -1;
    }
  }
  return lines;
}

/** The adjacent pair of lines of like height with the most ink edges: the MRZ's two lines of 44 characters. */
function mrzPair(lines: TextLine[], width: number): [TextLine, TextLine] | null {
  let best: [TextLine, TextLine] | null = null;
  let bestInk = 0;
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const [a, b] = [lines[i]!, lines[i + 1]!];
    const [ha, hb] = [a.bottom - a.top, b.bottom - b.top];
    const alike = Math.max(ha, hb) < Math.min(ha, hb) * 2.2 && b.top - a.bottom < Math.max(ha, hb) * 2.5;
    const wide = Math.min(a.right - a.left, b.right - b.left) >= width * 0.35;
    if (alike && wide && a.ink + b.ink > bestInk) [best, bestInk] = [[a, b], a.ink + b.ink];
  }
  return best;
}

export interface MrzBand {
  /** Greyscale PNG of the band, padded, scaled to a good glyph size, lighting flattened. */
  band: Buffer;
  /** The same band thresholded (Otsu after flattening), for the cascade's next attempt. */
  binary: Buffer;
  angle: number;
  upsideDown: boolean;
  found: boolean;
  scale: number;
}

/**
 * Evens out shadows and tinted paper: the band divided by its own heavily blurred copy (colour-dodge with the
 * negated blur is exactly that division), so paper comes out white wherever it lies.
 */
async function flatten(band: Sharp, lineHeight: number): Promise<Buffer> {
  const grey = await band.greyscale().png().toBuffer();
  const background = await sharp(grey).blur(Math.max(3, lineHeight * 1.2)).negate().png().toBuffer();
  return sharp(grey).composite([{ input: background, blend: 'colour-dodge' }]).greyscale().normalise().png().toBuffer();
}

async function threshold(png: Buffer): Promise<Buffer> {
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return sharp(png).greyscale().threshold(otsu(data)).png().toBuffer();
}

/**
 * Deskews the page, finds the MRZ's two lines (turning the page over if they are upside down) and cuts them
 * out. When no such pair exists, `found` is false and `band` is the lower third of the page.
 */
export async function findMrzBand(input: Buffer): Promise<MrzBand> {
  const source = sharp(input, { failOn: 'none', ...decodeLimits }).rotate();
  const small = await binarise(source, ANALYSIS_WIDTH);
  const angle = skewAngle(small);
  // A transparent area is paper; flattened, the raw pixels below are one grey channel whatever the file had.
  const grey = source.clone().flatten({ background: '#ffffff' }).greyscale();
  // Raw pixels between steps: encoding the full page as PNG and decoding it again cost more than the skew search.
  const { data, info } = await (angle === 0 ? grey : grey.rotate(-angle, { background: '#ffffff' })).raw().toBuffer({ resolveWithObject: true });
  const straight = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const analysed = await binarise(straight(), ANALYSIS_WIDTH);
  const { width, height } = info;
  const factor = width / analysed.width;
  const pair = mrzPair(textLines(analysed), analysed.width);
  const upsideDown = !!pair && (pair[0].top + pair[1].bottom) / 2 < analysed.height * 0.45;
  const lineHeight = pair ? ((pair[0].bottom - pair[0].top + pair[1].bottom - pair[1].top) / 2) * factor : height / 14;
  const region = pair
    ? { top: pair[0].top, bottom: pair[1].bottom, left: Math.min(pair[0].left, pair[1].left), right: Math.max(pair[0].right, pair[1].right) }
    : { top: Math.round(analysed.height * 0.66), bottom: analysed.height, left: 0, right: analysed.width };
  const pad = Math.round(lineHeight * 0.7);
  const top = Math.max(0, Math.round(region.top * factor) - pad);
  const left = Math.max(0, Math.round(region.left * factor) - pad);
  const bottom = Math.min(height, Math.round(region.bottom * factor) + pad);
  const right = Math.min(width, Math.round(region.right * factor) + pad);
  const scale = pair ? Math.min(3, Math.max(0.4, TARGET_LINE_HEIGHT / (lineHeight * 0.75))) : 1;
  let cut = straight().extract({ left, top, width: right - left, height: bottom - top });
  if (upsideDown) {
    const turned = await cut.rotate(180).raw().toBuffer({ resolveWithObject: true });
    cut = sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels: turned.info.channels } });
  }
  // Raw pixels carry no resolution; the photo's is kept so the OCR sizes its glyphs as it would from the file.
  const { density = 72 } = await source.metadata();
  const resized = sharp(await cut.resize({ width: Math.round((right - left) * scale), kernel: 'lanczos3' }).withDensity(density).png().toBuffer());
  const flat = await flatten(resized, lineHeight * scale);
  const band = await sharp(flat).extend({ top: 24, bottom: 24, left: 24, right: 24, background: '#ffffff' }).png().toBuffer();
  return { band, binary: await threshold(band), angle, upsideDown, found: !!pair, scale };
}

/** The band again at another scale, for the cascade's later attempts. */
export async function rescale(png: Buffer, factor: number): Promise<Buffer> {
  const { width = 1 } = await sharp(png).metadata();
  return sharp(png).resize({ width: Math.round(width * factor) }).png().toBuffer();
}
