import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkDigit, composeTd3, findTd3Lines, line1Evidence, parseTd3, type Td3Input } from '../../src/domain/mrz.ts';

const TODAY = '2025-06-02';

// Pinyin syllables as Chinese passports print them (ü as V).
const syllables = ['ZHANG', 'WANG', 'LI', 'LIU', 'CHEN', 'YANG', 'HUANG', 'ZHAO', 'WU', 'ZHOU', 'XU', 'SUN', 'MA', 'ZHU', 'HU', 'GUO', 'HE', 'LIN', 'LUO', 'GAO',
  'KAI', 'LEI', 'CUI', 'KONG', 'LV', 'XIAO', 'MING', 'HONG', 'JUN', 'YAN', 'QIANG', 'FANG', 'NA', 'TING', 'YU', 'CHUN', 'LAN', 'KUN', 'CAI', 'LONG'];
const pinyinName = (min: number, max: number) => fc.array(fc.constantFrom(...syllables), { minLength: min, maxLength: max }).map((parts) => parts.join(''));

const isoDate = (from: string, to: string) =>
  fc.date({ min: new Date(`${from}T00:00:00Z`), max: new Date(`${to}T00:00:00Z`), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

const passport: fc.Arbitrary<Td3Input> = fc.record({
  documentType: fc.constantFrom('P', 'PO'),
  issuingState: fc.constant('CHN'),
  nationality: fc.constant('CHN'),
  surname: pinyinName(1, 2),
  givenNames: fc.array(pinyinName(1, 2), { minLength: 1, maxLength: 2 }).map((names) => names.join(' ')),
  passportNumber: fc.tuple(fc.constantFrom('E', 'EA', 'EB', 'G', 'P'), fc.stringMatching(/^\d{8}$/)).map(([prefix, number]) => (prefix + number).slice(0, 9)),
  // Chinese numbers are 9 characters; shorter ones (other states) leave fillers in the field.
  birthDate: isoDate('1930-01-01', '2024-12-31'),
  expiryDate: isoDate('2015-01-01', '2035-12-31'),
  sex: fc.constantFrom('male' as const, 'female' as const),
  optionalData: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{6,14}$/)),
});

const shortNumber = passport.chain((input) => fc.stringMatching(/^E\d{5,7}$/).map((passportNumber) => ({ ...input, passportNumber })));

describe('TD3 machine-readable zone', () => {
  it('computes the 7-3-1 check digit of the ICAO 9303 specimen', () => {
    // The specimen "L898902C3" with check digit 6, birth 740812 → 2, expiry 120415 → 9.
    expect(checkDigit('L898902C3')).toBe(6);
    expect(checkDigit('740812')).toBe(2);
    expect(checkDigit('120415')).toBe(9);
    expect(checkDigit('ZE184226B<<<<<')).toBe(1);
  });

  it('reads the ICAO specimen passport', () => {
    const result = parseTd3(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'], TODAY);
    expect(result).toMatchObject({
      ok: true,
      corrected: false,
      fields: { passportNumber: 'L898902C3', surname: 'ERIKSSON', givenNames: 'ANNA MARIA', sex: 'female', nationality: 'UTO', birthDate: '1974-08-12', expiryDate: '2012-04-15', issuingState: 'UTO' },
    });
  });

  it('parses every generated valid zone back to its fields', () => {
    fc.assert(fc.property(fc.oneof(passport, shortNumber), (input) => {
      const lines = composeTd3(input);
      expect(lines.map((line) => line.length)).toEqual([44, 44]);
      const result = parseTd3(lines, TODAY);
      if (!result.ok) throw new Error(`refused ${lines.join('\n')}: ${JSON.stringify(result)}`);
      expect(result.corrected).toBe(false);
      expect(result.fields).toMatchObject({
        passportNumber: input.passportNumber,
        surname: input.surname,
        givenNames: input.givenNames,
        sex: input.sex,
        nationality: 'CHN',
        birthDate: input.birthDate,
        expiryDate: input.expiryDate,
        optionalData: input.optionalData,
      });
    }), { numRuns: 300 });
  });

  it('detects any single digit changed in a field a check digit covers', () => {
    // Document number, birth date, expiry date, optional data and every check digit (positions of line 2).
    const checked = [...Array(10).keys(), ...Array.from({ length: 7 }, (_, i) => 13 + i), ...Array.from({ length: 22 }, (_, i) => 21 + i), 43];
    fc.assert(fc.property(passport, fc.nat(), fc.integer({ min: 1, max: 9 }), (input, pick, shift) => {
      const [line1, line2] = composeTd3(input);
      const digitPositions = checked.filter((at) => /\d/.test(line2[at]!));
      const at = digitPositions[pick % digitPositions.length]!;
      const altered = line2.slice(0, at) + String((Number(line2[at]) + shift) % 10) + line2.slice(at + 1);
      const result = parseTd3([line1, altered], TODAY);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toBe('checkDigits');
    }), { numRuns: 500 });
  });

  it('keeps the L of LYU (吕 as passports spell it since 2012), and still reads a separator\'s filler before YU as one', () => {
    const names = (line: string) => line1Evidence(line.padEnd(44, '<'), true);
    expect(names('P<CHNLYU<<WEIHUA')).toMatchObject({ surname: 'LYU', givenNames: 'WEIHUA' });
    expect(names('P<CHNZHANG<<LYUHAN')).toMatchObject({ surname: 'ZHANG', givenNames: 'LYUHAN' });
    expect(names('P<CHNLAN<LYUXIN')).toMatchObject({ surname: 'LAN', givenNames: 'YUXIN' });
    // Found by the property below: the filler between two given names read as L before YU.
    expect(names('P<CHNHONG<<CHENCUILYUZHANG')).toMatchObject({ surname: 'HONG', givenNames: 'CHENCUI YUZHANG' });
    expect(names('P<CHNLAN<<YUXIN<LLLL')).toMatchObject({ surname: 'LAN', givenNames: 'YUXIN' });
  });

  it('corrects fillers that OCR read as K, L or C', () => {
    const lookalike = fc.constantFrom('K', 'L', 'C');
    fc.assert(fc.property(fc.oneof(passport, shortNumber), fc.infiniteStream(fc.tuple(fc.boolean(), lookalike)), (input, noise) => {
      const [line1, line2] = composeTd3(input);
      // A filler just before a name that starts with a vowel (or H) is ambiguous in pinyin too ("<AN" and "LAN"):
      // that one is left clean. Everywhere else any filler may be misread.
      const noisy = (line: string, isNames: boolean) => [...line].map((char, at) => {
        const [misread, letter] = noise.next().value as [boolean, string];
        if (char !== '<' || !misread) return char;
        if (isNames && /[AEIOUVH]/.test(line[at + 1] ?? '')) return char;
        return letter;
      }).join('');
      const result = parseTd3([noisy(line1, true), noisy(line2, false)], TODAY);
      if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
      expect(result.lines).toEqual([line1, line2]);
      expect(result.fields).toMatchObject({ passportNumber: input.passportNumber, surname: input.surname, givenNames: input.givenNames, birthDate: input.birthDate, expiryDate: input.expiryDate });
    }), { numRuns: 300 });
  });

  it('repairs digits read as letters, dropped fillers and spacing, and finds the zone in page text', () => {
    const [line1, line2] = composeTd3({ issuingState: 'CHN', surname: 'ZHANG', givenNames: 'SAN', passportNumber: 'E12345678', nationality: 'CHN', birthDate: '1990-01-31', sex: 'male', expiryDate: '2031-05-20' });
    const misread2 = line2.replace(/^E1234/, 'E1Z34').slice(0, 13) + line2.slice(13, 19).replace(/0/g, 'O') + line2.slice(19);
    const page = `PASSPORT 护照\nSurname ZHANG\n\n${line1.replace('<<<<<<<<<<', '<<<<<<<<<').replace(/</g, ' < ').slice(0, 200)}\n${misread2.replace('<<<', '<<')}\n`;
    const result = parseTd3(page, TODAY);
    expect(result).toMatchObject({ ok: true, corrected: true, lines: [line1, line2], fields: { passportNumber: 'E12345678', birthDate: '1990-01-31', surname: 'ZHANG', givenNames: 'SAN' } });
  });

  it('answers notFound for text without a zone, and names the failed checks otherwise', () => {
    expect(parseTd3('REPUBLIC OF KOREA\nVISA APPLICATION\n', TODAY)).toEqual({ ok: false, reason: 'notFound' });
    expect(findTd3Lines('short\nlines')).toBeNull();
    const [line1, line2] = composeTd3({ issuingState: 'CHN', surname: 'LI', givenNames: 'LEI', passportNumber: 'E98765432', nationality: 'CHN', birthDate: '1985-07-04', sex: 'female', expiryDate: '2029-02-28' });
    const wrongBirth = line2.slice(0, 13) + '850705' + line2.slice(19);
    expect(parseTd3([line1, wrongBirth], TODAY)).toMatchObject({ ok: false, reason: 'checkDigits', failedChecks: ['birthDate'] });
  });
});
