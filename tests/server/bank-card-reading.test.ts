import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnValid } from '../../src/domain/bank-card.ts';
import { cardNumbersIn, readBankCard } from '../../src/server/recognition/bank-card-reader.ts';
import { createTesseractOcr } from '../../src/server/providers/recognition/tesseract-engine.ts';
import { createFileHandlers } from '../../src/server/routes/files.ts';
import { bankCardImage, CARD_CONDITIONS, CARD_FONTS, sampleCardNumbers, withWrongCheckDigit } from '../support/bank-card-images.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import { upload } from '../support/upload.ts';
import { loginToken, manualClock, register, type AccountServer } from './account-support.ts';

// Bank card numbers read from drawn cards by the offline engine (issue 17 item 5): three faces, printed and
// embossed, as scans and as phone photos on a table (turned 1–3°, noisy, JPEG at 70). A number is answered only
// when its Luhn digit holds; a card printed with a wrong one is unreadable, never prefilled.

const cases = CARD_FONTS.flatMap((font, f) => CARD_CONDITIONS.flatMap((condition, c) => [false, true].map((embossed, e) => {
  const number = sampleCardNumbers[(f + c * 2 + e) % sampleCardNumbers.length]!;
  return { font, condition, embossed, number };
})));

// One warm engine for the file, as one per process in the server.
const ocr = createTesseractOcr();
afterAll(() => ocr.close());

describe('bank card reading', () => {
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

describe('through the recognition route', () => {
  let server: AccountServer;
  let auth: string;
  beforeAll(async () => {
    // A sandbox server with the default card reader: a photo has no fixture chunk, so its pixels are read.
    const clock = manualClock();
    server = Object.assign(await startTestServer('pglite', { now: clock.now, config: testConfig, handlers: createFileHandlers({ mrzOcr: ocr }) }), { clock });
    await register(server, '13700000002', 'bank001');
    auth = await loginToken(server, '13700000002', 'bank001');
  });
  afterAll(() => server?.close());

  async function recognise(image: Buffer, language = 'zh') {
    const { body } = await upload(server, 'bankCard', image);
    if (body.code !== 0) throw new Error(`upload refused: ${body.msg}`);
    const { fileId } = body.data as { fileId: string };
    return { fileId, body: (await server.call('POST', '/api/file/ocr/bankcard', { auth, body: { fileId }, language })).body };
  }

  it('prefills the number read from a phone photo, and nothing from a card whose Luhn digit fails', async () => {
    const number = sampleCardNumbers[3]!;
    const read = await recognise(await bankCardImage({ number, font: 'OCR B', condition: 'photo', embossed: true }));
    expect(read.body).toMatchObject({ code: 0, msg: '已识别，请逐项核对', data: { fields: { fileId: read.fileId, cardNo: number }, confidence: { cardNo: 0.99 }, failureReason: null } });

    const wrong = await recognise(await bankCardImage({ number: withWrongCheckDigit(number), font: 'OCR B', condition: 'photo' }), 'en');
    expect(wrong.body).toMatchObject({ code: 0, data: { fields: { fileId: wrong.fileId }, confidence: {}, failureReason: 'unreadable' } });
    expect((wrong.body.data as { fields: object }).fields).not.toHaveProperty('cardNo');
    expect(wrong.body.msg).toBe('The picture could not be read. Please type the details yourself, or upload a sharper picture');
  });
});
