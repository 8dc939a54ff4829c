// The form's Noto Sans Hans/KR subsets are OpenType fonts with a CID-keyed CFF table whose charset maps each new
// glyph id to the glyph's CID in the full font (1, 66, 1389, …). pdf-lib writes glyph ids as the character codes
// (Identity-H), and a CIDFontType0 reader maps a code (a CID) to a glyph through that charset, so the subset's
// charset is made the identity (CID n = glyph n). Only the charset bytes change, in place; FDSelect, the
// charstrings and the cmap are indexed by glyph id and stay as they are.

const CFF_TAG = 'CFF ';

function readIndex(data: Buffer, at: number): { items: [number, number][]; end: number } {
  const count = data.readUInt16BE(at);
  if (count === 0) return { items: [], end: at + 2 };
  const offSize = data[at + 2]!;
  const offset = (i: number) => data.readUIntBE(at + 3 + i * offSize, offSize);
  const base = at + 3 + (count + 1) * offSize - 1;
  const items: [number, number][] = [];
  for (let i = 0; i < count; i += 1) items.push([base + offset(i), base + offset(i + 1)]);
  return { items, end: base + offset(count) };
}

/** Operator → its operands, for a Top DICT's bytes. */
function readDict(data: Buffer, start: number, end: number): Map<number, number[]> {
  const dict = new Map<number, number[]>();
  let operands: number[] = [];
  let at = start;
  while (at < end) {
    const b0 = data[at]!;
    if (b0 <= 21) {
      const operator = b0 === 12 ? 1200 + data[at + 1]! : b0;
      at += b0 === 12 ? 2 : 1;
      dict.set(operator, operands);
      operands = [];
    } else if (b0 === 28) { operands.push(data.readInt16BE(at + 1)); at += 3; }
    else if (b0 === 29) { operands.push(data.readInt32BE(at + 1)); at += 5; }
    else if (b0 === 30) {
      at += 1;
      while (at < end) { const byte = data[at++]!; if ((byte & 0x0f) === 0x0f || (byte >> 4) === 0x0f) break; }
      operands.push(0);
    } else if (b0 >= 32 && b0 <= 246) { operands.push(b0 - 139); at += 1; }
    else if (b0 >= 247 && b0 <= 250) { operands.push((b0 - 247) * 256 + data[at + 1]! + 108); at += 2; }
    else if (b0 >= 251 && b0 <= 254) { operands.push(-(b0 - 251) * 256 - data[at + 1]! - 108); at += 2; }
    else at += 1;
  }
  return dict;
}

/** Bytes the charset at `at` takes for `glyphs` glyphs (the .notdef glyph has no entry). */
function charsetSize(cff: Buffer, at: number, glyphs: number): number {
  const format = cff[at]!;
  if (format === 0) return 1 + 2 * (glyphs - 1);
  let covered = 0;
  let size = 1;
  const rangeSize = format === 1 ? 3 : 4;
  while (covered < glyphs - 1) {
    const left = format === 1 ? cff[at + size + 2]! : cff.readUInt16BE(at + size + 2);
    covered += left + 1;
    size += rangeSize;
  }
  return size;
}

/** The font with its CID-keyed CFF charset made the identity; any other font (or one that will not fit) unchanged. */
export function withIdentityCidCharset(font: Uint8Array): Uint8Array {
  const data = Buffer.from(font);
  if (data.toString('latin1', 0, 4) !== 'OTTO') return font;
  const tables = data.readUInt16BE(4);
  let cffStart = -1;
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (data.toString('latin1', record, record + 4) === CFF_TAG) cffStart = data.readUInt32BE(record + 8);
  }
  if (cffStart < 0) return font;
  const cff = data.subarray(cffStart);
  const names = readIndex(cff, cff[2]!);
  const top = readIndex(cff, names.end).items[0];
  if (!top) return font;
  const dict = readDict(cff, top[0], top[1]);
  const charsetAt = dict.get(15)?.[0];
  const charStringsAt = dict.get(17)?.[0];
  // Only a CID-keyed font (ROS, operator 12 30) has CIDs in its charset; a custom charset has an offset above 2.
  if (!dict.has(1230) || charsetAt === undefined || charsetAt <= 2 || charStringsAt === undefined) return font;
  const glyphs = cff.readUInt16BE(charStringsAt);
  if (glyphs < 2) return font;
  const room = charsetSize(cff, charsetAt, glyphs);
  if (glyphs - 2 <= 0xff && room >= 4) {
    cff.writeUInt8(1, charsetAt);
    cff.writeUInt16BE(1, charsetAt + 1);
    cff.writeUInt8(glyphs - 2, charsetAt + 3);
  } else if (room >= 5) {
    cff.writeUInt8(2, charsetAt);
    cff.writeUInt16BE(1, charsetAt + 1);
    cff.writeUInt16BE(glyphs - 2, charsetAt + 3);
  } else {
    return font;
  }
  return data;
}
