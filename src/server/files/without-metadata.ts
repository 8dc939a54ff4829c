import sharp from 'sharp';
import type { UploadType } from '../../domain/photo-rules.ts';
import { readPngText, withPngText } from '../providers/recognition/png-text.ts';
import { SANDBOX_OCR_KEYWORD } from '../providers/recognition/sandbox-ocr.ts';
import { decodeLimits } from './image-limits.ts';

/** High enough that a document's small print stays as sharp as the phone took it (decision 079). */
const JPEG_QUALITY = 92;

/**
 * The copy of an upload that is kept: its pixels only, turned upright by its EXIF orientation and encoded afresh in
 * its own format, so that no EXIF (GPS included), XMP, IPTC, ICC profile or text chunk reaches the store, the
 * previews or the application form PDF, which can be mailed or opened by QR (issue 39 item 6). sharp writes no
 * metadata unless asked.
 *
 * The one exception is the sandbox OCR's answer chunk (decision 042): with `sandbox` on, a PNG's
 * `portal-sandbox-ocr` text is copied onto the new PNG, since the sandbox reader finds its answers nowhere else.
 * It is text the tests wrote, never a camera's, and in production it is dropped like the rest.
 */
export async function withoutMetadata(image: Buffer, type: UploadType, options: { sandbox: boolean }): Promise<Buffer> {
  const upright = sharp(image, decodeLimits).rotate();
  if (type === 'image/jpeg') return upright.jpeg({ quality: JPEG_QUALITY }).toBuffer();
  const png = await upright.png().toBuffer();
  const answer = options.sandbox ? readPngText(image, SANDBOX_OCR_KEYWORD) : null;
  return answer === null ? png : withPngText(png, SANDBOX_OCR_KEYWORD, answer);
}
