import sharp from 'sharp';
import { decodeLimits } from './image-limits.ts';

// The small picture a slot shows of a file uploaded on an earlier visit (issue 12: an upload keeps its thumbnail
// after going back, a reload or another device). Turned upright by its EXIF, never enlarged, JPEG: a few KB.
export const PREVIEW_MAX_SIDE = 320;

export interface FilePreview {
  width: number;
  height: number;
  dataUrl: string;
}

export async function previewOf(image: Buffer): Promise<FilePreview> {
  const { data, info } = await sharp(image, decodeLimits)
    .rotate()
    .resize({ width: PREVIEW_MAX_SIDE, height: PREVIEW_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 72 })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, dataUrl: `data:image/jpeg;base64,${data.toString('base64')}` };
}
