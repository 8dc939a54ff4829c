import sharp from 'sharp';
import { luhnCheckDigit } from '../../src/domain/bank-card.ts';

// Bank card fronts the tests draw for themselves (issue 17 item 5): a card with its bank, chip, holder and expiry,
// the number in groups of four in one of three faces, either printed flat or embossed (light digits with a
// shadow), as a clean scan or as a phone photo of the card lying on a table.

export const CARD_FONTS = ['OCR B', 'DejaVu Sans Mono', 'Liberation Sans'] as const;
export type CardFont = (typeof CARD_FONTS)[number];

export const CARD_CONDITIONS = ['clean', 'photo'] as const;
export type CardCondition = (typeof CARD_CONDITIONS)[number];

/** A Luhn-valid number from its payload (the check digit appended). */
export const cardNumber = (payload: string) => `${payload}${luhnCheckDigit(payload)}`;

/** The same number with its last digit changed, so the Luhn check fails. */
export const withWrongCheckDigit = (number: string) => `${number.slice(0, -1)}${(Number(number.at(-1)) + 3) % 10}`;

export const sampleCardNumbers = [
  cardNumber('621700001234567'), // UnionPay debit, 16 digits
  cardNumber('622848001234567890'), // UnionPay, 19 digits (4-4-4-4-3)
  cardNumber('436742987654321'), // a Visa-branded Chinese credit card, 16 digits
  cardNumber('625807300918264'), // UnionPay credit, 16 digits
];

export interface CardDrawing {
  number: string;
  font: CardFont;
  /** Light digits with a dark shadow below right, as embossed digits photograph; printed digits are dark. */
  embossed?: boolean;
  condition?: CardCondition;
  /** Turn of the photo (degrees); the photo condition picks 1–3° from the number when not given. */
  angle?: number;
}

const WIDTH = 856;
const HEIGHT = 540;

const groups = (number: string) => (number.match(/.{1,4}/g) ?? []).join(' ');

/** A card of 85.6 × 54 mm at 10 px/mm. */
export function bankCardSvg({ number, font, embossed = false }: CardDrawing): string {
  // 19 digits in four-and-a-half groups fit the card's width only a little smaller.
  const size = (font === 'Liberation Sans' ? 54 : 50) * (number.length > 16 ? 0.8 : 1);
  const digits = embossed
    ? `<text x="62" y="334" font-family="${font}" font-size="${size}" fill="#1d2a38" xml:space="preserve">${groups(number)}</text>` +
      `<text x="59" y="331" font-family="${font}" font-size="${size}" fill="#e9edf2" xml:space="preserve">${groups(number)}</text>`
    : `<text x="60" y="332" font-family="${font}" font-size="${size}" fill="#121820" xml:space="preserve">${groups(number)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="face" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${embossed ? '#5f86b3' : '#c9d8e8'}"/><stop offset="1" stop-color="${embossed ? '#2f4f78' : '#e8eef5'}"/></linearGradient></defs>
<rect width="100%" height="100%" rx="32" fill="url(#face)"/>
<text x="60" y="78" font-family="Noto Sans CJK SC" font-size="34" fill="${embossed ? '#ffffff' : '#0b3a6e'}">中国建设银行</text>
<text x="60" y="112" font-family="DejaVu Sans" font-size="20" fill="${embossed ? '#dce6f0' : '#0b3a6e'}">China Construction Bank</text>
<rect x="70" y="160" width="96" height="74" rx="10" fill="#d4b45a" stroke="#a88a3a" stroke-width="2"/>
<path d="M70 197 H166 M118 160 V234" stroke="#a88a3a" stroke-width="2"/>
${digits}
<text x="330" y="392" font-family="DejaVu Sans" font-size="14" fill="${embossed ? '#dce6f0' : '#334'}">VALID THRU</text>
<text x="430" y="396" font-family="${font}" font-size="28" fill="${embossed ? '#e9edf2' : '#121820'}">12/29</text>
<text x="60" y="470" font-family="${font}" font-size="32" fill="${embossed ? '#e9edf2' : '#121820'}">ZHANG WEI</text>
<rect x="660" y="420" width="140" height="80" rx="8" fill="#ffffff"/><rect x="664" y="424" width="44" height="72" fill="#d32f2f"/>
<rect x="708" y="424" width="44" height="72" fill="#1565c0"/><rect x="752" y="424" width="44" height="72" fill="#00897b"/>
<text x="676" y="470" font-family="DejaVu Sans" font-size="20" font-weight="bold" fill="#ffffff">银联</text>
</svg>`;
}

/** Deterministic 1–3° from the number, alternating direction, so each card is turned its own way. */
const angleFor = (number: string) => {
  const sum = [...number].reduce((total, digit) => total + Number(digit), 0);
  return (sum % 2 ? -1 : 1) * (1 + (sum % 5) / 2);
};

/**
 * The card as a scan (clean PNG) or as a phone photo: on a wooden table with a margin, turned 1–3°, with sensor
 * noise, as a JPEG at quality 70.
 */
export async function bankCardImage(drawing: CardDrawing): Promise<Buffer> {
  const card = sharp(Buffer.from(bankCardSvg(drawing)));
  if ((drawing.condition ?? 'clean') === 'clean') return card.png().toBuffer();
  const table = '#7a5c41';
  const onTable = await card.flatten({ background: table }).extend({ top: 140, bottom: 140, left: 160, right: 160, background: table })
    .rotate(drawing.angle ?? angleFor(drawing.number), { background: table }).png().toBuffer();
  const { width = 1, height = 1 } = await sharp(onTable).metadata();
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
  return sharp(onTable).composite([{ input: noise, blend: 'soft-light' }]).jpeg({ quality: 70 }).toBuffer();
}
