// Shrinks a phone photo in the browser before it is uploaded (issue 17), an iPhone's HEIC turned into JPEG first
// (issue 38, heic-to-jpeg.ts, loaded only then): decoded with its EXIF orientation applied,
// scaled to at most 2000 px and re-encoded as JPEG until it is within the spec's 500 KB. The server's limit is
// unchanged; this only spares a person a refusal they could not act on from a phone.
//
// The platform does the work rather than browser-image-compression: createImageBitmap's
// `imageOrientation: 'from-image'` turns the picture the way its EXIF tag says in every current browser, a canvas
// scales with high-quality smoothing and encodes JPEG at a chosen quality, and the library's default worker is
// loaded from a CDN, which this portal's pages do not fetch from. What to try in which order is in shrink-plan.ts.
import { UPLOAD_MAX_BYTES } from '../../../domain/constants';
import { formatOf, jpegName, needsShrinking, shrinkAttempts, type ShrinkAttempt } from './shrink-plan';

export interface PreparedFile {
  /** The file to upload: the chosen one, or its shrunk copy. */
  file: File;
  /** Set when the file was shrunk: its size before and after, in bytes. */
  shrunk?: { before: number; after: number };
  /** Set when a HEIC photo was turned into the JPEG that is sent. */
  convertedFrom?: 'HEIC';
}

/** A HEIC photo as JPEG, or null when it cannot be decoded (the upload's own check then refuses it, saying why). */
async function fromHeic(file: File): Promise<File | null> {
  try {
    const { heicToJpeg } = await import('./heic-to-jpeg');
    return await heicToJpeg(file);
  } catch {
    return null;
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function drawScaled(bitmap: ImageBitmap, { width, height }: ShrinkAttempt): Canvas {
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('no 2d context');
  // JPEG has no transparency: a PNG's transparent parts would turn black, so they become white paper.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

function encodeJpeg(canvas: Canvas, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob gave nothing'))), 'image/jpeg', quality);
  });
}

/**
 * The file to upload for the one chosen. Anything this cannot improve (not a JPEG or PNG, not decodable, too big
 * even at the smallest step) is given back unchanged, so the upload's own check refuses it with its reason.
 */
export async function prepareImage(file: File): Promise<PreparedFile> {
  const format = formatOf(file);
  if (!format.ok && format.label === 'HEIC') {
    const jpeg = await fromHeic(file);
    if (!jpeg) return { file };
    const prepared = await prepareImage(jpeg);
    return { ...prepared, shrunk: prepared.shrunk && { ...prepared.shrunk, before: file.size }, convertedFrom: 'HEIC' };
  }
  if (!format.ok) return { file };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { file };
  }
  try {
    if (!needsShrinking(file.size, bitmap.width, bitmap.height)) return { file };
    let canvas: Canvas | null = null;
    let drawn = '';
    for (const attempt of shrinkAttempts(bitmap.width, bitmap.height)) {
      const size = `${attempt.width}x${attempt.height}`;
      if (size !== drawn) {
        canvas = drawScaled(bitmap, attempt);
        drawn = size;
      }
      const blob = await encodeJpeg(canvas!, attempt.quality);
      if (blob.size <= UPLOAD_MAX_BYTES) {
        const shrunk = new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
        return { file: shrunk, shrunk: { before: file.size, after: shrunk.size } };
      }
    }
    return { file };
  } catch {
    return { file };
  } finally {
    bitmap.close();
  }
}
