import QRCode from 'qrcode';

const cache = new Map<string, Promise<string>>();

/** QR codes are drawn from their content, not stored as images; the few distinct ones are kept after drawing. */
export function qrSvg(content: string): Promise<string> {
  let svg = cache.get(content);
  if (!svg) {
    svg = QRCode.toString(content, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    cache.set(content, svg);
  }
  return svg;
}
