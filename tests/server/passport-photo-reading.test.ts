import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { composeTd3, type Td3Input } from '../../src/domain/mrz.ts';
import { readPassport } from '../../src/server/recognition/passport-reader.ts';
import { createTesseractOcr, type MrzOcr } from '../../src/server/providers/recognition/tesseract-engine.ts';
import { photograph, random } from '../../bench/ocr/passports.ts';
import { passportPng } from '../support/images.ts';

// The reader on photo-like pages from the benchmark's generator (a fixed seed here; the benchmark varies it),
// with the real engines. A few images only: the benchmark is where the rates are measured.

const TODAY = '2025-06-02';
/** Room for starting both engines on a loaded machine; not a time the reading is held to. */
const STARTS_WORKERS = { timeout: 180_000 };
/** Room for several whole reads' pixel work (band, renderings, lines) on a loaded machine; not a time either. */
const SEVERAL_READS = { timeout: 120_000 };
const wang: Td3Input = { issuingState: 'CHN', surname: 'WANG', givenNames: 'WEI', passportNumber: 'EJ9076197', nationality: 'CHN', birthDate: '1972-06-16', sex: 'male', expiryDate: '2034-09-05' };
const ouyang: Td3Input = { issuingState: 'CHN', surname: 'OUYANG', givenNames: 'XIAOLAN', passportNumber: 'E48213075', nationality: 'CHN', birthDate: '1990-12-01', sex: 'female', expiryDate: '2029-02-28', documentType: 'PO' };

const expected = (input: Td3Input) => ({ passportNumber: input.passportNumber, surname: input.surname, givenNames: input.givenNames, birthDate: input.birthDate, expiryDate: input.expiryDate, sex: input.sex });

/**
 * An engine that answers scripted text, for what a real engine does only by chance: a misread that passes
 * every check digit. It stands in for the OCR only; the reader, band finder and parser are the real ones.
 */
function scriptedOcr(answers: Record<'legacy' | 'lstm', string>): MrzOcr {
  return { read: async (_png, _mode, engine = 'legacy') => ({ text: answers[engine], confidence: 0.9 }), startupMs: () => 0, close: async () => undefined };
}

describe('reading a passport from a photo', () => {
  const ocr = createTesseractOcr();
  afterAll(() => ocr.close());

  it('reads a turned, noisy, blurred JPEG of a page lying on a table exactly', STARTS_WORKERS, async () => {
    const { image } = await photograph(wang, 'Liberation Mono', 'phone photo (table, 1-4°, noise, blur, q60)', random(5));
    const read = await readPassport(ocr, image, TODAY);
    expect(read).toMatchObject({ ok: true, fields: expected(wang) });
  });

  // A browser-shrunk 4000 × 3000 phone photo (e2e/phone-photo-upload.spec.ts's generator, gaussian σ32 grain) that
  // every rendering of the band read with specks in the names (XIAO LAN, XTIAOQOLAN): refused as unreadable in a CI
  // run until the median-filtered band was tried.
  it('reads a grainy phone photo whose names only the denoised band gives alike', STARTS_WORKERS, async () => {
    const image = readFileSync(new URL('../support/fixtures/passport-on-table-noisy.jpg', import.meta.url));
    const read = await readPassport(ocr, image, TODAY);
    expect(read).toMatchObject({
      ok: true,
      fields: { passportNumber: 'EA7654321', surname: 'LIU', givenNames: 'XIAOLAN', birthDate: '1995-11-02', expiryDate: '2030-01-15', sex: 'female' },
    });
  });

  it('reads a page photographed upside down and a little turned, in OCR-B', STARTS_WORKERS, async () => {
    const { image } = await photograph(ouyang, 'OCR B', 'upside down', random(11));
    const read = await readPassport(ocr, image, TODAY);
    expect(read).toMatchObject({ ok: true, fields: { ...expected(ouyang), documentType: 'PO' } });
  });

  // Pages as the journeys upload them, whose names the LSTM engine reads as no syllable spells (METHUA, WETHUA,
  // YITHUA) while the legacy engine reads them right: unreadable until pinyin vouched for the names (decision 125).
  it('reads names that only one engine reads right, where the other\'s reading is no pinyin', SEVERAL_READS, async () => {
    const people: Td3Input[] = [
      { issuingState: 'CHN', surname: 'LIAN', givenNames: 'MEIHUA', passportNumber: 'E12345678', nationality: 'CHN', birthDate: '1988-03-14', sex: 'female', expiryDate: '2031-09-30' },
      { issuingState: 'CHN', surname: 'MA', givenNames: 'WEIHUA', passportNumber: 'EM4417203', nationality: 'CHN', birthDate: '1991-08-23', sex: 'male', expiryDate: '2032-05-10' },
      { issuingState: 'CHN', surname: 'LYU', givenNames: 'YIHUA', passportNumber: 'EC2093847', nationality: 'CHN', birthDate: '2001-01-30', sex: 'female', expiryDate: '2033-07-19' },
    ];
    for (const person of people) {
      const read = await readPassport(ocr, await passportPng(person), TODAY);
      expect(read, `${person.surname} ${person.givenNames}`).toMatchObject({ ok: true, fields: expected(person) });
    }
  });

  it('never prefills a reading whose check digits fail, whatever the engines agree on', SEVERAL_READS, async () => {
    const [line1, line2] = composeTd3(wang);
    // The birth date 720616 read as 720516: its check digit and the composite no longer hold.
    const misread = `${line1}\n${line2.slice(0, 16)}5${line2.slice(17)}`;
    const { image } = await photograph(wang, 'OCR B', 'clean', random(1));
    const read = await readPassport(scriptedOcr({ legacy: misread, lstm: misread }), image, TODAY);
    expect(read).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('never prefills a name the check digits cannot cover unless the other engine reads it alike', SEVERAL_READS, async () => {
    const [line1, line2] = composeTd3(wang);
    const nang = line1.replace('WANG', 'NANG');
    const { image } = await photograph(wang, 'OCR B', 'clean', random(1));
    const disagreeing = await readPassport(scriptedOcr({ legacy: `${nang}\n${line2}`, lstm: `${line1}\n${line2}` }), image, TODAY);
    expect(disagreeing).toMatchObject({ ok: false, reason: 'unreadable' });
    // Same letters, but the legacy engine lost a filler and with it where the surname ends ("WANG WEI", no given name).
    const merged = line1.replace('WANG<<WEI<', 'WANG<WEI<<');
    const movedSurname = await readPassport(scriptedOcr({ legacy: `${merged}\n${line2}`, lstm: `${line1}\n${line2}` }), image, TODAY);
    expect(movedSurname).toMatchObject({ ok: false, reason: 'unreadable' });
    // The LSTM engine's padding (fillers read as L and K, too many of them) does not stop a true confirmation.
    const padded = `${line1.replace('<<WEI', '<<KWEI').replace(/<{6}$/, 'LLLLLLKLKL')}\n${line2}`;
    const agreeing = await readPassport(scriptedOcr({ legacy: `${line1}\n${line2}`, lstm: padded }), image, TODAY);
    expect(agreeing).toMatchObject({ ok: true, fields: expected(wang) });
    // Nor does its reading of an OCR-B filler as "<K", which leaves no "<<" in the line at all.
    const split = `${line1.replace('WANG<<WEI', 'WANG<K<KWEI<K').slice(0, 19)}${'L'.repeat(31)}`;
    // (Its line 2 too: a check digit cannot tell a G from a 6 in the number, so both engines must read the number.)
    const splitAgreeing = await readPassport(scriptedOcr({ legacy: `${line1}\n${line2}`, lstm: `${split}\n${line2}` }), image, TODAY);
    expect(splitAgreeing).toMatchObject({ ok: true, fields: expected(wang) });
  });
});
