import { afterAll, describe, expect, it } from 'vitest';
import { luhnValid } from '../../src/domain/bank-card.ts';
import { cardNumbersIn, readBankCard } from '../../src/server/recognition/bank-card-reader.ts';
import { createTesseractOcr } from '../../src/server/recognition/tesseract-engine.ts';
import { bankCardImage, CARD_CONDITIONS, CARD_FONTS, sampleCardNumbers, withWrongCheckDigit } from '../support/bank-card-images.ts';

// Bank card numbers read from drawn cards by the offline engine (issue 17 item 5): three faces, printed and
// embossed, as scans and as phone photos on a table (turned 1–3°, noisy, JPEG at 70). A number is answered only
// when its Luhn digit holds; a card printed with a wrong one is unreadable, never prefilled.

const cases = CARD_FONTS.flatMap((font, f) => CARD_CONDITIONS.flatMap((condition, c) => [false, true].map((embossed, e) => {
  const number = sampleCardNumbers[(f + c * 2 + e) % sampleCardNumbers.length]!;
  return { font, condition, embossed, number };
})));

describe('bank card reading', () => {
  // One warm engine for the file, as one per process in the server.
  const ocr = createTesseractOcr();
  afterAll(() => ocr.close());

  it('draws every sample number with a valid Luhn digit, and the wrong ones without', () => {
    for (const number of sampleCardNumbers) {
      expect(luhnValid(number)).toBe(true);
      expect(luhnValid(withWrongCheckDigit(number))).toBe(false);
    }
    expect(new Set(cases.map((card) => card.number)).size).toBe(sampleCardNumbers.length);
  });

  it.each(cases)('reads $number in $font ($condition, embossed: $embossed)', async (card) => {
    const read = await readBankCard(ocr, await bankCardImage(card));
    expect(read).toMatchObject({ ok: true, cardNo: card.number });
  });

  it.each(CARD_CONDITIONS)('answers unreadable for a card printed with a wrong Luhn digit (%s)', async (condition) => {
    const number = withWrongCheckDigit(sampleCardNumbers[0]!);
    const read = await readBankCard(ocr, await bankCardImage({ number, font: 'DejaVu Sans Mono', condition }));
    expect(read).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(read).not.toHaveProperty('cardNo');
  });

  it('answers unreadable for a picture with no number on it', async () => {
    const blank = await bankCardImage({ number: '', font: 'OCR B', condition: 'photo' });
    expect(await readBankCard(ocr, blank)).toMatchObject({ ok: false, reason: 'unreadable' });
  });
});

describe('card numbers in a read', () => {
  it('finds the grouped number, longest first, and skips the expiry date and runs failing Luhn', () => {
    const [sixteen, nineteen] = [sampleCardNumbers[0]!, sampleCardNumbers[1]!];
    const grouped = (number: string) => number.match(/.{1,4}/g)!.join(' ');
    expect(cardNumbersIn(`${grouped(sixteen)}\n1229\n`)).toEqual([sixteen]);
    expect(cardNumbersIn(`12 ${grouped(nineteen)}`)[0]).toBe(nineteen);
    expect(cardNumbersIn(grouped(withWrongCheckDigit(sixteen)))).not.toContain(withWrongCheckDigit(sixteen));
    expect(cardNumbersIn('1234 5678\n')).toEqual([]);
  });
});
