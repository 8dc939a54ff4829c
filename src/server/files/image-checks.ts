import sharp from 'sharp';
import { checkPhoto, type PhotoMeasurements, type PhotoRefusal } from '../../domain/photo-rules.ts';
import { decodeLimits } from './image-limits.ts';

/** Decodes the whole image: the right magic bytes in front of garbage must not pass as an image. */
export async function decodes(image: Buffer): Promise<boolean> {
  try {
    const { info } = await sharp(image, { failOn: 'error', ...decodeLimits }).raw().toBuffer({ resolveWithObject: true });
    return info.width > 0 && info.height > 0;
  } catch {
    return false;
  }
}

/** The strip along the edges that a visa photo's background fills, as a share of the shorter side. */
const BORDER_SHARE = 0.08;

/** What a machine can measure of a visa photo: size, shape, colour (channel spread) and border lightness. */
export async function measurePhoto(image: Buffer): Promise<PhotoMeasurements> {
  const { data, info } = await sharp(image, decodeLimits).rotate().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const border = Math.max(1, Math.round(Math.min(width, height) * BORDER_SHARE));
  let [chroma, lightness, borderPixels] = [0, 0, 0];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      const [r, g, b] = [data[at]!, data[at + 1] ?? data[at]!, data[at + 2] ?? data[at]!];
      chroma += (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
      // Top and side strips only: the bottom of a visa photo is the shoulders.
      if (y < border || x < border || x >= width - border) {
        lightness += (0.299 * r + 0.587 * g + 0.114 * b) / 255;
        borderPixels += 1;
      }
    }
  }
  return { width, height, meanChroma: chroma / (width * height), backgroundLightness: lightness / Math.max(1, borderPixels) };
}

export const PHOTO_RULES: readonly PhotoRefusal[] = ['photoTooSmall', 'photoAspect', 'photoGreyscale', 'photoBackgroundDark'];

export async function photoChecks(image: Buffer): Promise<{ rule: PhotoRefusal; passed: boolean }[]> {
  const failed = checkPhoto(await measurePhoto(image));
  return PHOTO_RULES.map((rule) => ({ rule, passed: !failed.includes(rule) }));
}
