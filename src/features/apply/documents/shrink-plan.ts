// The decisions of shrinking a photo before upload, without the browser: which files are images we can send,
// which need shrinking, and the sizes and qualities tried in turn. shrink-image.ts does the pixel work with them.
// Tested in tests/app/apply-documents-shrink.test.ts.
import { UPLOAD_MAX_BYTES } from '../../../domain/constants';

/** Beyond this the server's reading gains nothing and a phone's upload takes longer (issue 17). */
export const SHRINK_LONG_SIDE = 2000;

/**
 * Quality falls before size does: the MRZ's letters survive JPEG loss down to about 0.6 better than they survive
 * losing pixels. Each smaller size starts lower, as the larger one already failed at the qualities above it.
 */
const LADDER: readonly { longSide: number; qualities: readonly number[] }[] = [
  { longSide: SHRINK_LONG_SIDE, qualities: [0.9, 0.82, 0.75, 0.68, 0.6] },
  { longSide: 1600, qualities: [0.75, 0.6] },
  { longSide: 1280, qualities: [0.7, 0.6] },
];

export interface ShrinkAttempt {
  width: number;
  height: number;
  quality: number;
}

export type ImageFormat = { ok: true; mime: 'image/jpeg' | 'image/png' } | { ok: false; label: string | null };

const OTHER_FORMATS: readonly [RegExp, string][] = [
  [/hei[cf]/i, 'HEIC'], [/webp/i, 'WebP'], [/gif/i, 'GIF'], [/pdf/i, 'PDF'], [/bmp/i, 'BMP'], [/tiff?/i, 'TIFF'], [/avif/i, 'AVIF'],
];

/** What the chosen file is, by its MIME type or (when the system gives none) its name; other formats are named. */
export function formatOf(file: { name: string; type: string }): ImageFormat {
  const type = file.type.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (type === 'image/jpeg' || (!type && (extension === 'jpg' || extension === 'jpeg'))) return { ok: true, mime: 'image/jpeg' };
  if (type === 'image/png' || (!type && extension === 'png')) return { ok: true, mime: 'image/png' };
  const named = OTHER_FORMATS.find(([pattern]) => pattern.test(type) || pattern.test(extension));
  return { ok: false, label: named ? named[1] : extension ? extension.toUpperCase() : null };
}

/**
 * A file within the limit and no larger than 2000 px is sent untouched: a PNG screenshot stays PNG, and its bytes
 * (a sandbox card's text chunk too) reach the server as chosen.
 */
export const needsShrinking = (bytes: number, width: number, height: number) =>
  bytes > UPLOAD_MAX_BYTES || Math.max(width, height) > SHRINK_LONG_SIDE;

/** The encodings to try, best first; the first one under the limit is sent. A small image is never enlarged. */
export function shrinkAttempts(width: number, height: number): ShrinkAttempt[] {
  const longest = Math.max(width, height);
  const attempts: ShrinkAttempt[] = [];
  for (const { longSide, qualities } of LADDER) {
    const scale = Math.min(1, longSide / longest);
    // A step that would not make this image any smaller than the previous one only repeats its tries.
    if (attempts.length && scale === 1) continue;
    const size = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
    for (const quality of qualities) attempts.push({ ...size, quality });
  }
  return attempts;
}

/** "3.2 MB", "420 KB": in the units the limit is given in (1 KB = 1024 bytes), the same in every language. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The shrunk file's name: the same name, now saying what it is. */
export const jpegName = (name: string) => `${name.replace(/\.[a-z0-9]+$/i, '') || 'photo'}.jpg`;
