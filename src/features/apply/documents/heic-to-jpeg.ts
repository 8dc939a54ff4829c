// An iPhone's photos are HEIC by default, which neither the portal's checks nor most browsers can read. Loaded only
// when a HEIC file is chosen: the decoder (libheif compiled to WebAssembly, inside heic-to) is about 3 MB, so no page
// carries it. The CSP build of heic-to is used: it runs without eval.
import { heicTo } from 'heic-to/csp';
import { jpegName } from './shrink-plan';

/** The HEIC photo as a JPEG of the same size (the shrinking that follows brings it under the limit). */
export async function heicToJpeg(file: File): Promise<File> {
  const blob = await heicTo({ blob: file, type: 'image/jpeg', quality: 0.92 });
  return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
