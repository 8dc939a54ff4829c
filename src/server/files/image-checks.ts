import sharp from 'sharp';
import { checkPhoto, type PhotoMeasurements, type PhotoRefusal } from '../../domain/photo-rules.ts';
import { decodeLimits } from './image-limits.ts';

/** Decodes the whole image: the right magic bytes in front of garbage must not pass as an image. */
export async function decodes(image: Buffer): Promise<boolean> {
  try {
    // Every pixel is still decoded (a resize needs them all), but streamed: a 40-megapixel image no longer becomes
    // 120 MB of raw pixels in memory just to be found whole.
    const { info } = await sharp(image, { failOn: 'error', ...decodeLimits }).resize({ width: 64, height: 64, fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
    return info.width > 0 && info.height > 0;
  } catch {
    return false;
  }
}

/** The longest side photo measurements are taken on: plenty for shares of colour and lightness. */
const MEASURED_SIDE = 800;

/** The strip along the edges that a visa photo's background fills, as a share of the shorter side. */
const BORDER_SHARE = 0.08;

/** What a machine can measure of a visa photo: size, shape, colour (channel spread) and border lightness. */
export async function measurePhoto(image: Buffer): Promise<PhotoMeasurements> {
  const { width: stored = 0, height: storedHeight = 0, orientation = 1 } = await sharp(image, decodeLimits).metadata();
  // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const [width, height] = orientation >= 5 ? [storedHeight, stored] : [stored, storedHeight];
  // Colour and lightness are shares, the same on a copy at most MEASURED_SIDE px long: the loop below runs on the
  // event loop, and over a 40-megapixel photo it held every other request for most of a second.
  const { data, info } = await sharp(image, decodeLimits).rotate().resize({ width: MEASURED_SIDE, height: MEASURED_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const { width: across, height: down, channels } = info;
  const border = Math.max(1, Math.round(Math.min(across, down) * BORDER_SHARE));
  let [chroma, lightness, borderPixels] = [0, 0, 0];
  for (let y = 0; y < down; y += 1) {
    for (let x = 0; x < across; x += 1) {
      const at = (y * across + x) * channels;
      const [r, g, b] = [data[at]!, data[at + 1] ?? data[at]!, data[at + 2] ?? data[at]!];
      chroma += (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
      // Top and side strips only: the bottom of a visa photo is the shoulders.
      if (y < border || x < border || x >= across - border) {
        lightness += (0.299 * r + 0.587 * g + 0.114 * b) / 255;
        borderPixels += 1;
      }
    }
  }
  return { width, height, meanChroma: chroma / (across * down), backgroundLightness: lightness / Math.max(1, borderPixels) };
}

export const PHOTO_RULES: readonly PhotoRefusal[] = ['photoTooSmall', 'photoAspect', 'photoGreyscale', 'photoBackgroundDark'];

export async function photoChecks(image: Buffer): Promise<{ rule: PhotoRefusal; passed: boolean }[]> {
  const failed = checkPhoto(await measurePhoto(image));
  return PHOTO_RULES.map((rule) => ({ rule, passed: !failed.includes(rule) }));
}
