import sharp from 'sharp';

/**
 * The most pixels an uploaded image may have: a 50-megapixel phone photo fits in the 500 KB limit only as a
 * blur, while a 31 KB PNG can claim 16000×16000 (256 MP, a gigabyte decoded). Read from the header, before decoding.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Every decode of a user's image passes this too, so no path decodes past the cap even if it skipped the check. */
export const decodeLimits = { limitInputPixels: MAX_IMAGE_PIXELS } as const;

/** Whether the image's header claims no more pixels than the cap (an unreadable header is left to the decoder). */
export async function withinPixelLimit(image: Buffer): Promise<boolean> {
  try {
    const { width = 0, height = 0, pages = 1 } = await sharp(image, { ...decodeLimits, limitInputPixels: false }).metadata();
    return width * height * Math.max(1, pages) <= MAX_IMAGE_PIXELS;
  } catch {
    return true;
  }
}
