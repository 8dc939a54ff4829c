import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** The best of our encodings a request's Accept-Encoding allows: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().toLowerCase())
    // "br;q=0" refuses brotli; any other q keeps it (the order of preference is ours, as browsers expect).
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]!.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** A body made per request, compressed at levels cheap enough for that (the build's files use the highest). */
export function compressedFor(plain: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(plain, { level: 6 });
}
