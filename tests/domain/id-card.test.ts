import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../../src/domain/dates.ts';
import { flowFieldMessages } from '../../src/domain/flow-messages.ts';
import {
  checkIdNumberAgainstPassport, idCardSchemaOn, idCheckCharacter, idNumberSchema, isTemporaryIdCard, parseIdNumber, PROVINCE_CODES,
} from '../../src/domain/id-card.ts';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const birthDates = fc.integer({ min: 0, max: 40_000 }).map((days) => addDays('1920-01-01', days));

/** A valid number from its parts: region, birth date, sequence; the check character computed. */
const validIds = fc.record({
  province: fc.constantFrom(...PROVINCE_CODES),
  rest: digits(4),
  birthDate: birthDates,
  sequence: digits(3),
}).map(({ province, rest, birthDate, sequence }) => {
  const first17 = `${province}${rest}${birthDate.replaceAll('-', '')}${sequence}`;
  return { id: `${first17}${idCheckCharacter(first17)}`, birthDate, gender: Number(sequence[2]) % 2 === 1 ? 'male' : 'female' };
});

const errors = (result: { success: boolean; error?: Parameters<typeof flowFieldMessages>[0] }, language: 'zh' | 'en' | 'ko' = 'en') =>
  (result.success ? {} : flowFieldMessages(result.error!, language));

describe('ID number (GB 11643-1999)', () => {
  it('accepts the published example and reads birth date, sex and region', () => {
    expect(parseIdNumber('11010519491231002X')).toEqual({
      ok: true, idNumber: '11010519491231002X', regionCode: '110105', birthDate: '1949-12-31', gender: 'female',
    });
    expect(parseIdNumber('11010519491231002x').ok).toBe(true);
    expect(parseIdNumber(' 110105 19491231 002X ').ok).toBe(true);
  });

  it('passes every generated valid number, with its birth date and sex read back', () => {
    fc.assert(fc.property(validIds, ({ id, birthDate, gender }) => {
      const parsed = parseIdNumber(id);
      return parsed.ok && parsed.birthDate === birthDate && parsed.gender === gender && idNumberSchema.safeParse(id).success;
    }));
  });

  it('refuses any single changed character', () => {
    fc.assert(fc.property(validIds, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 10 }), ({ id }, position, shift) => {
      const alphabet = '0123456789X';
      const current = alphabet.indexOf(id[position]!);
      const replacement = position === 17 ? alphabet[(current + shift) % 11]! : String((Number(id[position]) + (shift % 10 || 1)) % 10);
      const changed = `${id.slice(0, position)}${replacement}${id.slice(position + 1)}`;
      fc.pre(changed !== id);
      return !parseIdNumber(changed).ok;
    }));
  });

  it('refuses any transposition of two different neighbouring digits of the first 17 (adjacent weights differ mod 11)', () => {
    fc.assert(fc.property(validIds, fc.integer({ min: 0, max: 15 }), ({ id }, position) => {
      fc.pre(id[position] !== id[position + 1]);
      const swapped = `${id.slice(0, position)}${id[position + 1]}${id[position]}${id.slice(position + 2)}`;
      return !parseIdNumber(swapped).ok;
    }));
  });

  it('says why a number is refused', () => {
    expect(parseIdNumber('1101051949123100')).toEqual({ ok: false, reason: 'format' });
    expect(parseIdNumber('11010519491231002Y')).toEqual({ ok: false, reason: 'format' });
    const withRegion = (region: string, date: string) => `${region}${date}002`;
    const complete = (first17: string) => `${first17}${idCheckCharacter(first17)}`;
    expect(parseIdNumber(complete(withRegion('810000', '19491231')))).toEqual({ ok: false, reason: 'region' });
    expect(parseIdNumber(complete(withRegion('110105', '19490230')))).toEqual({ ok: false, reason: 'birthDate' });
    expect(parseIdNumber(complete(withRegion('110105', '18991231')))).toEqual({ ok: false, reason: 'birthDate' });
    expect(parseIdNumber(complete(withRegion('110105', '20300101')), { today: '2026-05-01' })).toEqual({ ok: false, reason: 'birthDate' });
    expect(parseIdNumber('110105194912310021')).toEqual({ ok: false, reason: 'checkDigit' });
  });

  it('gives the spec message in each language', () => {
    const result = idNumberSchema.safeParse('110105194912310021');
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('idNumberInvalid');
    expect(errors(idCardSchemaOn().safeParse({ idCardNo: '110105194912310021' }), 'zh').idCardNo).toBe('请输入正确的身份证号码');
    expect(errors(idCardSchemaOn().safeParse({ idCardNo: '110105194912310021' }), 'en').idCardNo).toBe('Please enter the correct ID number');
  });

  it('checks the number against the passport: birth date and sex, each with its own message', () => {
    expect(checkIdNumberAgainstPassport('11010519491231002X', { birthDate: '1949-12-31', gender: 'female' })).toEqual([]);
    expect(checkIdNumberAgainstPassport('11010519491231002X', { birthDate: '1949-12-30', gender: 'male' })).toEqual([
      { field: 'idCardNo', key: 'idNumberBirthDateMismatch' },
      { field: 'idCardNo', key: 'idNumberGenderMismatch' },
    ]);
    expect(checkIdNumberAgainstPassport('bad', { birthDate: '1949-12-30' })).toEqual([]);
  });
});

const card = {
  frontFileId: 'f1', backFileId: 'f2', name: '王芳', nation: '汉', address: '北京市朝阳区建国路1号',
  idCardNo: '11010519491231002X', idcardAuthority: '北京市公安局朝阳分局', idcardStartDate: '2016-03-01', idcardEndDate: '2036-03-01',
};

describe('ID card, both sides', () => {
  it('takes a complete card and fills sex and birth date from the number', () => {
    const result = idCardSchemaOn({ today: '2026-05-01' }).safeParse(card);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ gender: 'female', birthDate: '1949-12-31', idcardEndDate: '2036-03-01' });
  });

  it('needs authority and start date always, the end date unless long-term', () => {
    expect(errors(idCardSchemaOn().safeParse({ ...card, idcardAuthority: '', idcardStartDate: '', idcardEndDate: '' }))).toEqual({
      idcardAuthority: 'Enter the issuing authority',
      idcardStartDate: 'Enter the first day of validity',
      idcardEndDate: 'Enter the last day of validity, or tick long-term',
    });
    const longTerm = idCardSchemaOn().safeParse({ ...card, idcardEndDate: '', longTerm: true });
    expect(longTerm.success).toBe(true);
    expect(longTerm.data!.idcardEndDate).toBeNull();
    expect(errors(idCardSchemaOn().safeParse({ ...card, idcardAuthority: '', longTerm: true }))).toEqual({ idcardAuthority: 'Enter the issuing authority' });
  });

  it('refuses a temporary card (valid three months) and says so', () => {
    expect(isTemporaryIdCard('2026-01-10', '2026-04-10')).toBe(true);
    expect(isTemporaryIdCard('2026-01-10', '2031-01-10')).toBe(false);
    expect(errors(idCardSchemaOn({ today: '2026-02-01' }).safeParse({ ...card, idcardStartDate: '2026-01-10', idcardEndDate: '2026-04-10' })))
      .toEqual({ idcardEndDate: 'Temporary ID cards are not accepted: upload your resident ID card' });
  });

  it('refuses an end before the start, an expired card and a start in the future', () => {
    expect(errors(idCardSchemaOn().safeParse({ ...card, idcardEndDate: '2015-03-01' })).idcardEndDate).toMatch(/cannot be earlier/);
    expect(errors(idCardSchemaOn({ today: '2036-03-02' }).safeParse(card)).idcardEndDate).toMatch(/expired/);
    expect(errors(idCardSchemaOn({ today: '2016-02-01' }).safeParse(card)).idcardStartDate).toMatch(/future/);
  });

  it('refuses a sex or birth date that disagrees with the number', () => {
    expect(errors(idCardSchemaOn().safeParse({ ...card, gender: 'male', birthDate: '1949-12-30' }))).toEqual({
      gender: 'The sex does not match the ID number',
      birthDate: 'The date of birth does not match the ID number',
    });
  });
});
