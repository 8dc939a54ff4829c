import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFName, PDFRawStream, type PDFDocument, type PDFFont } from 'pdf-lib';
import { withIdentityCidCharset } from './cff-charset.ts';
import subsetFont from 'subset-font';

// The form's fonts (decision 022): Noto Sans Hans (OFL-1.1, @embedpdf/fonts-sc) for Chinese and Latin, Noto Sans KR
// (@embedpdf/fonts-kr) for the Hangul a Korean address in Korea may hold, which the Hans font lacks. pdf-lib's own
// subsetting breaks CJK fonts (missing or shuffled glyphs), so each font is cut down with harfbuzz (subset-font) to
// the characters this document uses and embedded whole. Everything comes from node_modules: nothing is fetched.

const require = createRequire(import.meta.url);
// The packages export only their file list, not the font files: found beside their entry (dist/ → fonts/).
const fontPath = ([pkg, file]: readonly [string, string]) => join(dirname(require.resolve(pkg)), '..', 'fonts', file);

const FILES = {
  regular: ['@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'],
  bold: ['@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf'],
  korean: ['@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf'],
} as const;

type FontName = keyof typeof FILES;

// About 22 MB together: read once per process and kept, since every download needs them again.
const loaded = new Map<FontName, Promise<Buffer>>();
const fontFile = (name: FontName) => {
  let file = loaded.get(name);
  if (!file) {
    file = readFile(fontPath(FILES[name]));
    loaded.set(name, file);
  }
  return file;
};

/** A font and the characters it can draw; text is split in runs so a character it lacks goes to the fallback. */
export interface FormFont {
  font: PDFFont;
  has: (codePoint: number) => boolean;
}

export interface FormFonts {
  regular: FormFont;
  bold: FormFont;
  /** For characters neither Hans weight has (Hangul); absent when the document has none. */
  fallback: FormFont | null;
}

async function embedSubset(doc: PDFDocument, name: FontName, text: string): Promise<FormFont> {
  // At least one printable character: an empty subset is not a font harfbuzz or pdf-lib accept.
  const subset = await subsetFont(await fontFile(name), `${text} `, { targetFormat: 'sfnt' });
  // Ligatures off: fontkit would draw "fi" as one glyph whose text and width pdf-lib then gets wrong ("fi ve").
  const font = await doc.embedFont(withIdentityCidCharset(subset), { subset: false, features: { liga: false } });
  const codePoints = new Set(font.getCharacterSet());
  return { font, has: (codePoint) => codePoints.has(codePoint) };
}

/** `text` and `boldText`: every character the document will draw in each weight. */
export async function embedFormFonts(doc: PDFDocument, text: string, boldText: string): Promise<FormFonts> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([embedSubset(doc, 'regular', text), embedSubset(doc, 'bold', boldText)]);
  const missing = [...new Set(`${text}${boldText}`)].filter((char) => {
    const codePoint = char.codePointAt(0)!;
    return codePoint > 0x20 && !regular.has(codePoint);
  });
  const fallback = missing.length ? await embedSubset(doc, 'korean', missing.join('')) : null;
  return { regular, bold, fallback };
}

// pdf-lib asks fontkit for a `cff` table that this fontkit names 'CFF ', so it takes the OpenType (CFF) subsets for
// TrueType: CIDFontType2 with a FontFile2 stream. Readers then warn "Mismatch between font type and embedded font
// file" for every glyph run, and a strict one drops the font. Once pdf-lib has written the fonts, each is labelled
// as what it is: a CIDFontType0 whose FontFile3 stream is /OpenType (PDF 1.6). Its codes are glyph ids, which the
// identity charset of the subset (cff-charset.ts) makes its CIDs as well.
export async function labelOpenTypeFonts(doc: PDFDocument): Promise<void> {
  await doc.flush();
  const name = (key: string) => PDFName.of(key);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(name('Type')) !== name('Font') || object.get(name('Subtype')) !== name('CIDFontType2')) continue;
    const descriptor = object.lookup(name('FontDescriptor'), PDFDict);
    const fileRef = descriptor.get(name('FontFile2'));
    const file = fileRef ? doc.context.lookup(fileRef) : undefined;
    if (!fileRef || !(file instanceof PDFRawStream)) continue;
    if (Buffer.from(decodePDFRawStream(file).decode().subarray(0, 4)).toString('latin1') !== 'OTTO') continue;
    object.set(name('Subtype'), name('CIDFontType0'));
    object.delete(name('CIDToGIDMap'));
    descriptor.delete(name('FontFile2'));
    descriptor.set(name('FontFile3'), fileRef);
    file.dict.set(name('Subtype'), name('OpenType'));
  }
}
