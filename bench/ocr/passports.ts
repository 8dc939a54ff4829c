import sharp from 'sharp';
import { composeTd3, type Td3Input } from '../../src/domain/mrz.ts';

// Passport data pages for the OCR benchmark and its tests, generated from a seed: the people, the fonts and the
// photo conditions all vary with it, so the reader cannot be tuned to one fixed set of images.

export const MRZ_FONTS = ['OCR B', 'Liberation Mono', 'DejaVu Sans Mono'] as const;
export type MrzFont = (typeof MRZ_FONTS)[number];

export const CONDITIONS = [
  'clean', 'rotated 1-5°', 'upside down', 'scale 0.5×', 'scale 1.5×', 'grey table', 'coloured table', 'shadow',
  'gaussian noise', 'blur σ1.5', 'JPEG q60', 'phone photo (table, 1-4°, noise, blur, q60)', 'small and turned (0.6×, 2-5°, q60)',
] as const;
export type Condition = (typeof CONDITIONS)[number];

/** mulberry32: small, fast and good enough to vary test images; the same seed gives the same images. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES = ['WANG', 'LI', 'ZHANG', 'LIU', 'CHEN', 'YANG', 'HUANG', 'ZHAO', 'WU', 'ZHOU', 'XU', 'SUN', 'MA', 'ZHU', 'HU', 'GUO', 'HE', 'GAO', 'LIN', 'LUO', 'ZHENG', 'LIANG', 'XIE', 'SONG', 'TANG', 'OUYANG', 'SIMA', 'ZHUGE', 'QIAN', 'FENG'];
const GIVEN = ['WEI', 'FANG', 'NA', 'XIUYING', 'MIN', 'JING', 'LI', 'QIANG', 'LEI', 'JUN', 'YANG', 'YONG', 'YAN', 'JIE', 'TAO', 'MING', 'CHAO', 'XIULAN', 'XIA', 'PING', 'GANG', 'GUIYING', 'XIAOLAN', 'ZIHAN', 'YUXUAN', 'HAORAN', 'SHUFEN', 'JIANGUO', 'MINGLIANG', 'YUTONG'];
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

const pick = <T>(next: () => number, items: readonly T[]) => items[Math.floor(next() * items.length)]!;
const integer = (next: () => number, low: number, high: number) => low + Math.floor(next() * (high - low + 1));
const pad = (value: number) => String(value).padStart(2, '0');
const date = (next: () => number, fromYear: number, toYear: number) => `${integer(next, fromYear, toYear)}-${pad(integer(next, 1, 12))}-${pad(integer(next, 1, 28))}`;

export function randomPassport(next: () => number): Td3Input {
  const digits = (count: number) => Array.from({ length: count }, () => integer(next, 0, 9)).join('');
  // Chinese ordinary passports: E + 8 digits, or E + a letter + 7 digits; a few two-syllable given names.
  const passportNumber = next() < 0.5 ? `E${digits(8)}` : `E${pick(next, [...LETTERS])}${digits(7)}`;
  const givenNames = next() < 0.2 ? `${pick(next, GIVEN)} ${pick(next, GIVEN)}` : pick(next, GIVEN);
  return {
    issuingState: 'CHN', nationality: 'CHN', surname: pick(next, SURNAMES), givenNames, passportNumber,
    birthDate: date(next, 1950, 2006), sex: next() < 0.5 ? 'male' : 'female', expiryDate: date(next, 2026, 2036),
    ...(next() < 0.3 ? { documentType: 'PO' } : {}),
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const WIDTH = 1250;
const HEIGHT = 880;

/** A data page (125 × 88 mm at 10 px/mm). Each MRZ character sits on a fixed 25.6 px pitch, as printed. */
export function pageSvg(input: Td3Input, font: MrzFont, paper = '#f4f1ea'): string {
  const label = (x: number, y: number, caption: string, value: string) =>
    `<text x="${x}" y="${y}" font-family="Noto Sans CJK SC, DejaVu Sans" font-size="18" fill="#555">${escapeXml(caption)}</text>` +
    `<text x="${x}" y="${y + 30}" font-family="DejaVu Sans" font-size="26" fill="#111">${escapeXml(value)}</text>`;
  const mrz = composeTd3(input).map((line, row) => [...line]
    .map((char, column) => `<text x="${(62 + column * 25.6).toFixed(1)}" y="${760 + row * 62}" font-family="${font}" font-size="42" fill="#161616">${escapeXml(char)}</text>`).join('')).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="100%" height="100%" fill="${paper}"/>
<text x="60" y="70" font-family="Noto Sans CJK SC" font-size="30" fill="#7a2a2a">中华人民共和国 护照</text>
<text x="560" y="70" font-family="DejaVu Sans" font-size="24" fill="#7a2a2a">PEOPLE'S REPUBLIC OF CHINA · PASSPORT</text>
<rect x="60" y="120" width="280" height="360" fill="#d9dde3" stroke="#999"/>
<circle cx="200" cy="250" r="70" fill="#b9c0ca"/><rect x="110" y="330" width="180" height="150" rx="60" fill="#b9c0ca"/>
${label(380, 150, '类型/Type', input.documentType ?? 'P')}${label(560, 150, '国家码/Country code', input.issuingState)}${label(880, 150, '护照号/Passport No.', input.passportNumber)}
${label(380, 230, '姓名/Name', `${input.surname}, ${input.givenNames}`)}
${label(380, 310, '性别/Sex', input.sex === 'male' ? '男/M' : '女/F')}${label(560, 310, '出生日期/Date of birth', input.birthDate)}
${label(380, 390, '签发日期/Date of issue', '2021-10-01')}${label(720, 390, '有效期至/Date of expiry', input.expiryDate)}
${label(380, 470, '签发地点/Place of issue', '北京/BEIJING')}
${mrz}
</svg>`;
}

/** Additive gaussian noise drawn from the seed (sharp's own noise is not seedable). */
async function withNoise(image: Buffer, sigma: number, next: () => number): Promise<Buffer> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 1) {
    const gaussian = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + gaussian * sigma)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).png().toBuffer();
}

/** A soft shadow across one corner, as a hand or phone casts it. */
async function withShadow(image: Buffer, next: () => number): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(image).metadata();
  const [x1, y1] = next() < 0.5 ? ['0', '0'] : ['1', '1'];
  const depth = (0.35 + next() * 0.2).toFixed(2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="${x1}" y1="${y1}" x2="${x1 === '0' ? 1 : 0}" y2="${y1 === '0' ? 1 : 0}">
<stop offset="0" stop-color="#000" stop-opacity="${depth}"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>`;
  return sharp(image).composite([{ input: Buffer.from(svg) }]).png().toBuffer();
}

const signed = (next: () => number, low: number, high: number) => (next() < 0.5 ? -1 : 1) * (low + next() * (high - low));

/** The page as photographed in one condition; the angle chosen is part of the answer, for the report. */
export async function photograph(input: Td3Input, font: MrzFont, condition: Condition, next: () => number): Promise<{ image: Buffer; detail: string }> {
  const page = () => sharp(Buffer.from(pageSvg(input, font)));
  const table = (colour: string) => page().extend({ top: 90, bottom: 90, left: 80, right: 80, background: colour });
  const angle = (low: number, high: number) => Math.round(signed(next, low, high) * 10) / 10;
  switch (condition) {
    case 'clean':
      return { image: await page().png().toBuffer(), detail: '' };
    case 'rotated 1-5°': {
      const turn = angle(1, 5);
      return { image: await page().rotate(turn, { background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer(), detail: `${turn}°` };
    }
    case 'upside down': {
      const turn = 180 + angle(0, 2);
      return { image: await page().rotate(turn, { background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer(), detail: `${turn}°` };
    }
    case 'scale 0.5×':
      return { image: await page().resize({ width: WIDTH / 2 }).jpeg({ quality: 90 }).toBuffer(), detail: '625 px' };
    case 'scale 1.5×':
      return { image: await page().resize({ width: WIDTH * 1.5 }).jpeg({ quality: 90 }).toBuffer(), detail: '1875 px' };
    case 'grey table': {
      const turn = angle(0, 2);
      return { image: await table('#8c8c8c').rotate(turn, { background: '#8c8c8c' }).jpeg({ quality: 85 }).toBuffer(), detail: `${turn}°` };
    }
    case 'coloured table': {
      const colour = pick(next, ['#6b4a2a', '#2a4f7a', '#3d6b3a', '#8a2a2a']);
      const turn = angle(0, 2);
      return { image: await table(colour).rotate(turn, { background: colour }).jpeg({ quality: 85 }).toBuffer(), detail: `${colour} ${turn}°` };
    }
    case 'shadow':
      return { image: await sharp(await withShadow(await page().png().toBuffer(), next)).jpeg({ quality: 85 }).toBuffer(), detail: '' };
    case 'gaussian noise': {
      const sigma = Math.round(12 + next() * 13);
      return { image: await sharp(await withNoise(await page().png().toBuffer(), sigma, next)).jpeg({ quality: 90 }).toBuffer(), detail: `σ${sigma}` };
    }
    case 'blur σ1.5': {
      const sigma = Math.round((1 + next() * 0.5) * 10) / 10;
      return { image: await page().blur(sigma).jpeg({ quality: 90 }).toBuffer(), detail: `σ${sigma}` };
    }
    case 'JPEG q60':
      return { image: await page().jpeg({ quality: 60 }).toBuffer(), detail: '' };
    case 'phone photo (table, 1-4°, noise, blur, q60)': {
      const turn = angle(1, 4);
      const tabled = await table('#7a6a58').rotate(turn, { background: '#7a6a58' }).png().toBuffer();
      const shaded = await withShadow(tabled, next);
      const noisy = await withNoise(shaded, 10, next);
      return { image: await sharp(noisy).blur(1).jpeg({ quality: 60 }).toBuffer(), detail: `${turn}°` };
    }
    case 'small and turned (0.6×, 2-5°, q60)': {
      const turn = angle(2, 5);
      const turned = await page().rotate(turn, { background: '#9a9a9a' }).png().toBuffer();
      return { image: await sharp(turned).resize({ width: Math.round(WIDTH * 0.6) }).jpeg({ quality: 60 }).toBuffer(), detail: `${turn}°` };
    }
  }
}
