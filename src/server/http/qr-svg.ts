import QRCode from 'qrcode';

const cache = new Map<string, Promise<string>>();
/** Signing and payment QRs are one-off (a token each): the cache keeps the newest few hundred, not all. */
const CACHE_LIMIT = 500;

/** QR codes are drawn from their content, not stored as images; the few distinct ones are kept after drawing. */
export function qrSvg(content: string): Promise<string> {
  let svg = cache.get(content);
  if (!svg) {
    svg = QRCode.toString(content, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    cache.set(content, svg);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  }
  return svg;
}
