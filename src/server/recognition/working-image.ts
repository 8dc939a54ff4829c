import sharp from 'sharp';
import { decodeLimits } from '../files/image-limits.ts';

/**
 * The longest side any reader works on. The browser already shrinks a photo to this before sending it
 * (`SHRINK_LONG_SIDE` in the documents feature), so an ordinary upload reaches the readers untouched; only a file
 * that skipped the browser (a script, a flat 39-megapixel PNG of a few KB) is scaled. Without it the reader's
 * fallback band of a page with no MRZ was a third of the page at full size, and one reading held a core for
 * minutes (issue 39, item 1).
 */
export const READING_LONG_SIDE = 2000;

/**
 * The image a reader may spend its budget on: within `READING_LONG_SIDE`, turned upright by its EXIF orientation.
 * Lossless (PNG), since the MRZ's thin strokes are what the engines read; the density is scaled along, as the OCR
 * sizes its glyphs by it.
 */
export async function toWorkingImage(image: Buffer): Promise<Buffer> {
  const source = sharp(image, { failOn: 'none', ...decodeLimits });
  const { width = 0, height = 0, density = 72 } = await source.metadata();
  const longSide = Math.max(width, height, 1);
  if (longSide <= READING_LONG_SIDE) return image;
  const factor = READING_LONG_SIDE / longSide;
  return source
    .rotate()
    .resize({ width: READING_LONG_SIDE, height: READING_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .withDensity(Math.max(1, Math.round(density * factor)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
