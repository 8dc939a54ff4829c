import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { composeTd3, type Td3Input } from '../../src/domain/mrz.ts';
import { voteTd3, type MrzReading } from '../../src/domain/mrz-vote.ts';

const TODAY = '2025-06-02';
const zhao: Td3Input = { issuingState: 'CHN', surname: 'ZHAO', givenNames: 'TAO', passportNumber: 'E57875306', nationality: 'CHN', birthDate: '1963-03-02', sex: 'female', expiryDate: '2032-05-25' };
const [line1, line2] = composeTd3(zhao);
const truth = { passportNumber: 'E57875306', surname: 'ZHAO', givenNames: 'TAO', birthDate: '1963-03-02', expiryDate: '2032-05-25', sex: 'female' };

/** Line 2 with the character at `at` replaced. */
const change = (at: number, char: string) => line2.slice(0, at) + char + line2.slice(at + 1);
const reading = (second: string, engine: string, first = line1): MrzReading => ({ text: `${first}\n${second}`, engine });

describe('voting over several readings of one zone', () => {
  it('takes each field from the readings that passed its check digit, and the composite decides', () => {
    // Each reading breaks a different field (number, birth date, expiry date): none passes alone.
    const readings = [reading(change(3, '1'), 'legacy'), reading(change(15, '9'), 'lstm'), reading(change(23, '7'), 'legacy')];
    expect(line2[3]).not.toBe('1');
    expect(voteTd3(readings, TODAY)).toMatchObject({ ok: true, fields: truth });
  });

  it('does not combine fields that only one reading each vouches for', () => {
    // Number right only in the first, birth date right only in the second: a misread passes its own check one time
    // in ten, so a field seen once is not taken from a reading that failed elsewhere.
    const readings = [reading(change(15, '9'), 'legacy'), reading(change(3, '1'), 'lstm')];
    expect(voteTd3(readings, TODAY)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('answers names only when both engines read them alike', () => {
    const nang = line1.replace('ZHAO', 'ZHAN');
    const oneEngine = [reading(line2, 'legacy', nang), reading(line2, 'legacy', nang), reading(line2, 'lstm')];
    expect(voteTd3(oneEngine, TODAY)).toEqual({ ok: false, reason: 'unreadable' });
    expect(voteTd3([...oneEngine, reading(line2, 'lstm')], TODAY)).toEqual({ ok: false, reason: 'unreadable' });
    expect(voteTd3([...oneEngine, reading(line2, 'lstm'), reading(line2, 'legacy')], TODAY)).toMatchObject({ ok: true, fields: truth });
  });

  it('reads the LSTM engine\'s O as D or Q and its fillers as K or L, where pinyin allows neither', () => {
    const lstm = `${line1.replace('TAO<', 'TAD<K').slice(0, 20)}${'L'.repeat(26)}`;
    expect(voteTd3([reading(line2, 'legacy'), reading(line2, 'lstm', lstm)], TODAY)).toMatchObject({ ok: true, fields: truth });
    const q = line1.replace('TAO<', 'TAQ<');
    expect(voteTd3([reading(line2, 'legacy'), reading(line2, 'lstm', q)], TODAY)).toMatchObject({ ok: true, fields: truth });
    // D before a vowel is pinyin ("DUAN"): it stays a D, and a reading of it as O is not the same name.
    const [duan1, duan2] = composeTd3({ ...zhao, givenNames: 'DUAN' });
    const asO = { text: `${duan1.replace('DUAN', 'OUAN')}\n${duan2}`, engine: 'lstm' };
    expect(voteTd3([{ text: `${duan1}\n${duan2}`, engine: 'legacy' }, asO], TODAY)).toEqual({ ok: false, reason: 'unreadable' });
    expect(voteTd3([{ text: `${duan1}\n${duan2}`, engine: 'legacy' }, { text: `${duan1}\n${duan2}`, engine: 'lstm' }], TODAY)).toMatchObject({ ok: true, fields: { givenNames: 'DUAN' } });
  });

  describe('a Chinese passport\'s names, where pinyin is a check of its own', () => {
    const [meihua1, meihua2] = composeTd3({ ...zhao, surname: 'LIAN', givenNames: 'MEIHUA' });
    const legacyRight = { text: `${meihua1}\n${meihua2}`, engine: 'legacy' };
    const lstmMethua = { text: `${meihua1.replace('MEIHUA', 'METHUA').slice(0, 30)}${'L'.repeat(14)}\n${meihua2}`, engine: 'lstm' };

    it('takes names one engine read alike twice when the other read only names no syllable spells', () => {
      expect(voteTd3([legacyRight, lstmMethua], TODAY)).toEqual({ ok: false, reason: 'unreadable' });
      expect(voteTd3([legacyRight, lstmMethua, legacyRight], TODAY)).toMatchObject({ ok: true, fields: { surname: 'LIAN', givenNames: 'MEIHUA' }, nameReadings: [0, 2] });
      const [yihua1, yihua2] = composeTd3({ ...zhao, surname: 'LUO', givenNames: 'YIHUA' });
      const yithua = { text: `${yihua1.replace('YIHUA', 'YITHUA')}\n${yihua2}`, engine: 'lstm' };
      const yihua = { text: `${yihua1}\n${yihua2}`, engine: 'legacy' };
      expect(voteTd3([yihua, yithua, yihua, yithua], TODAY)).toMatchObject({ ok: true, fields: { givenNames: 'YIHUA' } });
    });

    it('does not when the other engine read a name that is pinyin too, or read no name at all', () => {
      // MEIHUAN (mei hua n… mei huan) is pinyin: two readings of real names disagree, and nothing tells them apart.
      const lstmMeihuan = { text: `${meihua1.replace('MEIHUA<', 'MEIHUAN')}\n${meihua2}`, engine: 'lstm' };
      expect(voteTd3([legacyRight, lstmMeihuan, legacyRight, lstmMethua], TODAY)).toEqual({ ok: false, reason: 'unreadable' });
      const lstmNoLine1 = { text: `P<\n${meihua2}`, engine: 'lstm' };
      expect(voteTd3([legacyRight, lstmNoLine1, legacyRight], TODAY)).toEqual({ ok: false, reason: 'unreadable' });
    });

    it('spells Ü as a passport does, V or YU after L and N, and leaves other countries\' names to the two engines', () => {
      for (const surname of ['LV', 'LYU', 'NV']) {
        const [lv1, lv2] = composeTd3({ ...zhao, surname, givenNames: 'WEIHUA' });
        const lstmWethua = { text: `${lv1.replace('WEIHUA', 'WETHUA')}\n${lv2}`, engine: 'lstm' };
        const legacy = { text: `${lv1}\n${lv2}`, engine: 'legacy' };
        expect(voteTd3([legacy, lstmWethua, legacy], TODAY)).toMatchObject({ ok: true, fields: { surname, givenNames: 'WEIHUA' } });
      }
      const [kor1, kor2] = composeTd3({ ...zhao, issuingState: 'KOR', nationality: 'KOR', surname: 'KIM', givenNames: 'MEIHUA' });
      const korean = { text: `${kor1}\n${kor2}`, engine: 'legacy' };
      const misread = { text: `${kor1.replace('MEIHUA', 'METHUA')}\n${kor2}`, engine: 'lstm' };
      expect(voteTd3([korean, misread, korean], TODAY)).toEqual({ ok: false, reason: 'unreadable' });
    });
  });

  it('needs both engines to read the number: a G read as 6 passes the check digit', () => {
    const [gao1, gao2] = composeTd3({ ...zhao, passportNumber: 'EG9862124' });
    const six = gao2.replace('EG98', 'E698');
    const legacySix = [{ text: `${gao1}\n${six}`, engine: 'legacy' }, { text: `${gao1}\n${six}`, engine: 'legacy' }, { text: `${gao1}\n${gao2}`, engine: 'lstm' }];
    expect(voteTd3(legacySix, TODAY)).toEqual({ ok: false, reason: 'unreadable' });
    expect(voteTd3([...legacySix, { text: `${gao1}\n${gao2}`, engine: 'legacy' }], TODAY)).toMatchObject({ ok: true, fields: { passportNumber: 'EG9862124' } });
  });

  it('takes a number one engine read alike twice when every reading of the other failed its check where the check sees it', () => {
    const [ouyang1, ouyang2] = composeTd3({ ...zhao, passportNumber: 'EB0417236' });
    const eight = ouyang2.replace('EB04', 'E804');
    const lstm = { text: `${ouyang1}\n${ouyang2}`, engine: 'lstm' };
    // B (11) and 8 weigh differently: the legacy engine's E80417236 fails its check, a misread the check caught.
    const legacyEight = [{ text: `${ouyang1}\n${eight}`, engine: 'legacy' }, { text: `${ouyang1}\n${eight}`, engine: 'legacy' }];
    expect(voteTd3([...legacyEight, lstm], TODAY)).toEqual({ ok: false, reason: 'unreadable' });
    expect(voteTd3([...legacyEight, lstm, lstm], TODAY)).toMatchObject({ ok: true, fields: { passportNumber: 'EB0417236' } });
    // A failed reading that also differs where the check is blind (G and 6) vouches for nothing.
    const [gao1, gao2] = composeTd3({ ...zhao, passportNumber: 'EG9862124' });
    const sixAndEight = { text: `${gao1}\n${gao2.replace('EG98', 'E688')}`, engine: 'legacy' };
    expect(voteTd3([sixAndEight, sixAndEight, { text: `${gao1}\n${gao2}`, engine: 'lstm' }, { text: `${gao1}\n${gao2}`, engine: 'lstm' }], TODAY))
      .toEqual({ ok: false, reason: 'unreadable' });
    // Nor does a reading the other engine never made: one engine alone is not enough.
    expect(voteTd3([lstm, lstm], TODAY)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('needs the sex read alike twice, and answers notFound when no reading holds a zone', () => {
    const male = change(20, 'M');
    expect(voteTd3([reading(male, 'legacy'), reading(line2, 'lstm')], TODAY)).toEqual({ ok: false, reason: 'unreadable' });
    expect(voteTd3([reading(male, 'legacy'), reading(line2, 'lstm'), reading(line2, 'legacy')], TODAY)).toMatchObject({ ok: true, fields: truth });
    expect(voteTd3([{ text: 'REPUBLIC OF KOREA\nVISA', engine: 'legacy' }], TODAY)).toEqual({ ok: false, reason: 'notFound' });
  });

  it('never answers a value other than the printed one when each reading has one digit wrong', () => {
    const digitAt = [...line2].flatMap((char, at) => (/\d/.test(char) ? [at] : []));
    const misread = fc.tuple(fc.constantFrom(...digitAt), fc.integer({ min: 1, max: 9 }))
      .map(([at, shift]) => change(at, String((Number(line2[at]) + shift) % 10)));
    fc.assert(fc.property(fc.array(misread, { minLength: 2, maxLength: 6 }), (seconds) => {
      const vote = voteTd3(seconds.map((second, index) => reading(second, index % 2 ? 'lstm' : 'legacy')), TODAY);
      if (vote.ok) expect(vote.fields).toMatchObject(truth);
    }), { numRuns: 300 });
  });
});
