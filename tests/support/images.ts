import sharp from 'sharp';
import { composeTd3, type Td3Input } from '../../src/domain/mrz.ts';
import { asciiJson, withPngText } from '../../src/server/providers/recognition/png-text.ts';
import { SANDBOX_OCR_KEYWORD } from '../../src/server/providers/recognition/sandbox-ocr.ts';

// Images the tests and the OCR benchmark make for themselves: passport data pages with a valid MRZ, their
// realistic variants, sandbox OCR cards, photos, and files that only pretend to be images.

export const samplePassports: Td3Input[] = [
  { issuingState: 'CHN', surname: 'ZHANG', givenNames: 'WEI', passportNumber: 'E12345678', nationality: 'CHN', birthDate: '1988-03-14', sex: 'male', expiryDate: '2031-09-30' },
  { issuingState: 'CHN', surname: 'LIU', givenNames: 'XIAOLAN', passportNumber: 'EA7654321', nationality: 'CHN', birthDate: '1995-11-02', sex: 'female', expiryDate: '2030-01-15', documentType: 'PO' },
  { issuingState: 'CHN', surname: 'OUYANG', givenNames: 'KAI', passportNumber: 'EB0417236', nationality: 'CHN', birthDate: '1972-07-28', sex: 'male', expiryDate: '2027-12-01' },
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const WIDTH = 1250;
const HEIGHT = 880;

/** A passport data page (125 × 88 mm at 10 px/mm) with the MRZ in a monospace font (no OCR-B here). */
export function passportPageSvg(input: Td3Input | null, background = '#f4f1ea', lines?: readonly [string, string]): string {
  const mrz = lines ?? (input ? composeTd3(input) : null);
  const label = (x: number, y: number, caption: string, value: string) =>
    `<text x="${x}" y="${y}" font-family="Noto Sans CJK SC, DejaVu Sans" font-size="18" fill="#555">${escapeXml(caption)}</text>` +
    `<text x="${x}" y="${y + 30}" font-family="DejaVu Sans" font-size="26" fill="#111">${escapeXml(value)}</text>`;
  const fields = input
    ? [
        label(380, 150, '类型/Type', 'P'), label(560, 150, '国家码/Country code', input.issuingState), label(880, 150, '护照号/Passport No.', input.passportNumber),
        label(380, 230, '姓名/Name', `${input.surname}, ${input.givenNames}`),
        label(380, 310, '性别/Sex', input.sex === 'male' ? '男/M' : '女/F'), label(560, 310, '出生日期/Date of birth', input.birthDate),
        label(380, 390, '签发日期/Date of issue', '2021-10-01'), label(720, 390, '有效期至/Date of expiry', input.expiryDate),
        label(380, 470, '签发地点/Place of issue', '北京/BEIJING'),
      ].join('')
    : label(380, 230, '说明/Note', 'This page has no machine-readable zone');
  const mrzText = mrz
    ? mrz.map((line, index) => `<text x="60" y="${760 + index * 62}" font-family="DejaVu Sans Mono" font-size="43" fill="#111" xml:space="preserve">${escapeXml(line)}</text>`).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="100%" height="100%" fill="${background}"/>
<text x="60" y="70" font-family="Noto Sans CJK SC" font-size="30" fill="#7a2a2a">中华人民共和国 护照</text>
<text x="560" y="70" font-family="DejaVu Sans" font-size="24" fill="#7a2a2a">PEOPLE'S REPUBLIC OF CHINA · PASSPORT</text>
<rect x="60" y="120" width="280" height="360" fill="#d9dde3" stroke="#999"/>
<circle cx="200" cy="250" r="70" fill="#b9c0ca"/><rect x="110" y="330" width="180" height="150" rx="60" fill="#b9c0ca"/>
${fields}
${mrzText}
</svg>`;
}

export const passportPng = (input: Td3Input | null, lines?: readonly [string, string]) => sharp(Buffer.from(passportPageSvg(input, undefined, lines))).png().toBuffer();

export const PASSPORT_VARIANTS = ['clean PNG', 'JPEG q80', 'rotated ±3°', 'grey noisy background', 'slight blur', 'small phone photo'] as const;
export type PassportVariant = (typeof PASSPORT_VARIANTS)[number];

/** A passport page as a phone or scanner might deliver it; every variant stays under the 500 KB upload limit. */
export async function passportVariant(input: Td3Input, variant: PassportVariant, seed = 0): Promise<Buffer> {
  const svg = Buffer.from(passportPageSvg(input));
  switch (variant) {
    case 'clean PNG':
      return sharp(svg).png().toBuffer();
    case 'JPEG q80':
      return sharp(svg).jpeg({ quality: 80 }).toBuffer();
    case 'rotated ±3°':
      return sharp(svg).rotate(seed % 2 ? -3 : 3, { background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
    case 'grey noisy background': {
      const page = await sharp(Buffer.from(passportPageSvg(input, '#a8a8a8'))).png().toBuffer();
      const noise = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
      return sharp(page).composite([{ input: noise, blend: 'soft-light' }]).jpeg({ quality: 80 }).toBuffer();
    }
    case 'slight blur':
      return sharp(svg).blur(1.4).jpeg({ quality: 85 }).toBuffer();
    case 'small phone photo':
      // A photo of the page on a table: smaller, slightly turned, with a margin, compressed the way phones share.
      return sharp(svg).extend({ top: 60, bottom: 60, left: 50, right: 50, background: '#6b5a48' }).rotate(1.5, { background: '#6b5a48' })
        .resize({ width: 800 }).jpeg({ quality: 70 }).toBuffer();
  }
}

/** A card image carrying the sandbox OCR's answer in a PNG tEXt chunk (the sandbox stands in for a cloud OCR). */
export async function sandboxCardPng(fields: Record<string, unknown>, title = 'SANDBOX CARD'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="100%" height="100%" rx="30" fill="#dfe8f0"/>
<text x="40" y="80" font-family="DejaVu Sans" font-size="36">${escapeXml(title)}</text></svg>`;
  return withPngText(await sharp(Buffer.from(svg)).png().toBuffer(), SANDBOX_OCR_KEYWORD, asciiJson(fields));
}

export const plainCardPng = () => sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="100%" height="100%" fill="#e0e0e0"/></svg>')).png().toBuffer();

/** A visa photo: 35:45 by default, a person on a light background, in colour unless told otherwise. */
export async function photoImage(options: { width?: number; height?: number; background?: string; greyscale?: boolean } = {}): Promise<Buffer> {
  const { width = 354, height = 455, background = '#f5f7fa', greyscale = false } = options;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>
<ellipse cx="${width / 2}" cy="${height * 0.42}" rx="${width * 0.22}" ry="${height * 0.2}" fill="#e0ac8a"/>
<rect x="${width * 0.2}" y="${height * 0.66}" width="${width * 0.6}" height="${height * 0.34}" rx="40" fill="#2b4a7a"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return (greyscale ? image.greyscale() : image).jpeg({ quality: 90 }).toBuffer();
}

export const fakeFiles = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  gif: () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64'),
  /** Right magic bytes, then nothing an image decoder can use. */
  brokenPng: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 0x5a)]),
  brokenJpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x11)]),
  /** A valid PNG padded past the limit with a private chunk, so only its size is wrong. */
  oversized: async (bytes = 501 * 1024) => {
    const png = await plainCardPng();
    return withPngText(png, 'padding', 'x'.repeat(bytes - png.length - 20));
  },
};

/** A signature pad's PNG as the phone page sends it (a data URL): a dark stroke on a transparent canvas, or none. */
export async function signaturePadPng(width = 600, height = 240, stroke = true): Promise<string> {
  const path = stroke ? '<path d="M20 150 C 120 20, 220 220, 320 80 S 480 200, 560 60" stroke="#111" stroke-width="4" fill="none"/>' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${path}</svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}
