import sharp from 'sharp';
import { idCheckCharacter } from '../../src/domain/id-card.ts';

// Resident ID cards the tests draw for themselves (issue 17 item 4): the portrait side with name, sex, ethnic
// group, birth, address and the 18-character number along the bottom, and the emblem side with the issuing
// authority and the validity period; each as a clean scan or as a phone photo of the card on a grey table.

export const ID_NUMBER_FONTS = ['OCR B', 'DejaVu Sans Mono'] as const;
export type IdNumberFont = (typeof ID_NUMBER_FONTS)[number];

export const ID_CARD_CONDITIONS = ['clean', 'photo'] as const;
export type IdCardCondition = (typeof ID_CARD_CONDITIONS)[number];

/** A GB 11643 number from its first 17 characters (the check character appended). */
export const idNumber = (first17: string) => `${first17}${idCheckCharacter(first17)}`;

/** The same number with a check character that does not hold. */
export const withWrongCheckCharacter = (number: string) => `${number.slice(0, 17)}${number[17] === '3' ? '5' : '3'}`;

export interface IdCardHolder { name: string; sex: 'male' | 'female'; nation: string; number: string; address: string }

/** Several people, different regions, birth dates, sexes and one check character X. */
export const sampleHolders: IdCardHolder[] = [
  { name: '张伟', sex: 'male', nation: '汉', number: idNumber('11010519880314001'), address: '北京市朝阳区建国路1号院3号楼502室' },
  { name: '刘小兰', sex: 'female', nation: '汉', number: idNumber('31011519951102002'), address: '上海市浦东新区世纪大道100号' },
  { name: '欧阳凯', sex: 'male', nation: '回', number: idNumber('44030419720728003'), address: '广东省深圳市福田区深南大道2008号' },
  { name: '王芳', sex: 'female', nation: '满', number: idNumber('21010219991230004'), address: '辽宁省沈阳市和平区南京北街58号' },
  // 510104 20010607 003 + 'X': a check character X, which people also type in lower case.
  { name: '李想', sex: 'male', nation: '汉', number: '51010420010607003X', address: '四川省成都市锦江区红星路三段1号' },
];

export interface IdCardBackDrawing { authority: string; start: string; end: string | 'longTerm' }

export const sampleBacks: IdCardBackDrawing[] = [
  { authority: '北京市公安局朝阳分局', start: '2015.03.01', end: '2035.03.01' },
  { authority: '上海市公安局浦东分局', start: '2019.11.20', end: '2029.11.20' },
  { authority: '深圳市公安局福田分局', start: '2012.07.08', end: 'longTerm' },
];

const WIDTH = 856;
const HEIGHT = 540;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cjk = 'Noto Sans CJK SC';

const label = (x: number, y: number, caption: string) => `<text x="${x}" y="${y}" font-family="${cjk}" font-size="22" fill="#3b5d8a">${caption}</text>`;
const value = (x: number, y: number, text: string, size = 28) => `<text x="${x}" y="${y}" font-family="${cjk}" font-size="${size}" fill="#111">${escapeXml(text)}</text>`;

/** The address wraps at 11 characters, as the card prints it in three lines at most. */
const addressLines = (address: string) => address.match(/.{1,11}/gu)!.slice(0, 3);

/** The portrait side, 85.6 × 54 mm at 10 px/mm. */
export function idCardFrontSvg(holder: IdCardHolder, font: IdNumberFont = 'OCR B'): string {
  const birth = holder.number.slice(6, 14);
  const address = addressLines(holder.address).map((line, index) => value(150, 318 + index * 38, line, 26)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="face" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef3f6"/><stop offset="1" stop-color="#f6f1e6"/></linearGradient></defs>
<rect width="100%" height="100%" rx="30" fill="url(#face)"/>
${label(60, 90, '姓 名')}${value(150, 92, holder.name, 32)}
${label(60, 160, '性 别')}${value(150, 162, holder.sex === 'male' ? '男' : '女')}${label(260, 160, '民 族')}${value(350, 162, holder.nation)}
${label(60, 230, '出 生')}${value(150, 232, `${birth.slice(0, 4)} 年 ${Number(birth.slice(4, 6))} 月 ${Number(birth.slice(6))} 日`)}
${label(60, 316, '住 址')}${address}
<rect x="580" y="60" width="220" height="280" fill="#dfe6ee"/><circle cx="690" cy="170" r="62" fill="#b9c3cf"/><rect x="610" y="250" width="160" height="90" rx="50" fill="#b9c3cf"/>
${label(60, 474, '公民身份号码')}
<text x="270" y="476" font-family="${font}" font-size="38" fill="#111" letter-spacing="3">${holder.number}</text>
</svg>`;
}

/** The emblem side: the emblem, the card's title, the authority and the validity period. */
export function idCardBackSvg(back: IdCardBackDrawing): string {
  const end = back.end === 'longTerm' ? '长期' : back.end;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="face" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef3f6"/><stop offset="1" stop-color="#f6f1e6"/></linearGradient></defs>
<rect width="100%" height="100%" rx="30" fill="url(#face)"/>
<circle cx="150" cy="140" r="80" fill="#d7263d"/><circle cx="150" cy="140" r="52" fill="#f2c14e"/>
<text x="290" y="130" font-family="${cjk}" font-size="52" font-weight="bold" fill="#222">中华人民共和国</text>
<text x="330" y="230" font-family="${cjk}" font-size="60" font-weight="bold" fill="#222">居民身份证</text>
${label(150, 400, '签发机关')}${value(290, 402, back.authority)}
${label(150, 466, '有效期限')}
<text x="290" y="468" font-family="${cjk}" font-size="28" fill="#111">${escapeXml(`${back.start}-${end}`)}</text>
</svg>`;
}

/** Deterministic 1–3° from the text, alternating direction, so each card is turned its own way. */
const angleFor = (text: string) => {
  const sum = [...text].reduce((total, character) => total + character.charCodeAt(0), 0);
  return (sum % 2 ? -1 : 1) * (1 + (sum % 5) / 2);
};

/**
 * A scan (clean PNG) or a phone photo: the card on a grey table with a margin, turned 1–3°, with sensor noise,
 * as a JPEG at quality 70.
 */
async function asCondition(svg: string, condition: IdCardCondition, angle: number): Promise<Buffer> {
  const card = sharp(Buffer.from(svg));
  if (condition === 'clean') return card.png().toBuffer();
  const table = '#8a8d90';
  const onTable = await card.flatten({ background: table }).extend({ top: 120, bottom: 120, left: 140, right: 140, background: table })
    .rotate(angle, { background: table }).png().toBuffer();
  const { width = 1, height = 1 } = await sharp(onTable).metadata();
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
  return sharp(onTable).composite([{ input: noise, blend: 'soft-light' }]).jpeg({ quality: 70 }).toBuffer();
}

export interface IdCardFrontDrawing { holder: IdCardHolder; font?: IdNumberFont; condition?: IdCardCondition; angle?: number }

export const idCardFrontImage = ({ holder, font = 'OCR B', condition = 'clean', angle }: IdCardFrontDrawing) =>
  asCondition(idCardFrontSvg(holder, font), condition, angle ?? angleFor(holder.number));

export const idCardBackImage = (back: IdCardBackDrawing, condition: IdCardCondition = 'clean', angle?: number) =>
  asCondition(idCardBackSvg(back), condition, angle ?? angleFor(back.authority + back.start));
