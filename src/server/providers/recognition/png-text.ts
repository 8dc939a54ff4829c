import { crc32 } from 'node:zlib';

// PNG tEXt chunks (keyword, NUL, Latin-1 text). The sandbox OCR reads its answers from one; tests write it.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function* chunks(png: Buffer): Generator<{ type: string; data: Buffer; end: number }> {
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) return;
  let at = 8;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > png.length) return;
    yield { type, data: png.subarray(at + 8, at + 8 + length), end };
    at = end;
  }
}

export function readPngText(png: Buffer, keyword: string): string | null {
  for (const chunk of chunks(png)) {
    if (chunk.type !== 'tEXt') continue;
    const nul = chunk.data.indexOf(0);
    if (nul > 0 && chunk.data.toString('latin1', 0, nul) === keyword) return chunk.data.toString('latin1', nul + 1);
  }
  return null;
}

/** Inserts a tEXt chunk right after IHDR. JSON is kept to ASCII by escaping, since tEXt is Latin-1. */
export function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const first = chunks(png).next();
  if (first.done || first.value.type !== 'IHDR') throw new Error('not a PNG');
  const body = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const typeAndBody = Buffer.concat([Buffer.from('tEXt', 'latin1'), body]);
  const chunk = Buffer.alloc(12 + body.length);
  chunk.writeUInt32BE(body.length, 0);
  typeAndBody.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndBody), 8 + body.length);
  return Buffer.concat([png.subarray(0, first.value.end), chunk, png.subarray(first.value.end)]);
}

/** JSON with every non-ASCII character escaped, so it survives a Latin-1 chunk. */
export const asciiJson = (value: unknown) => JSON.stringify(value).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
