import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { documentsSchemaOn } from '../../src/domain/applicant-documents.ts';
import { bankCardSchema, isBankCardNumber, luhnCheckDigit, luhnValid } from '../../src/domain/bank-card.ts';
import { UPLOAD_MAX_BYTES } from '../../src/domain/constants.ts';
import { addMonths, ageOn, isIsoDate } from '../../src/domain/dates.ts';
import { flowFieldMessages } from '../../src/domain/flow-messages.ts';
import { checkPassportValidity, passportSchemaOn } from '../../src/domain/passport-rules.ts';
import { checkPhoto, checkUpload, photoAspectOk, sniffImageType } from '../../src/domain/photo-rules.ts';

const errors = (result: { success: boolean; error?: Parameters<typeof flowFieldMessages>[0] }, language: 'zh' | 'en' | 'ko' = 'en') =>
  (result.success ? {} : flowFieldMessages(result.error!, language));

const passport = {
  fileId: 'p1', passportNum: 'E12345678', surnameZh: '王', nameZh: '芳', surnameEn: 'WANG', nameEn: 'FANG', gender: 'female',
  birthDate: '1949-12-31', birthPlaceZh: '北京', birthPlaceEn: 'BEIJING', birthCountry: 'CHN', issuancePlaceZh: '北京',
  issuancePlaceEn: 'BEIJING', issuanceDate: '2020-06-01', issuancePeriod: '2030-05-31',
};

describe('dates', () => {
  it('adds months clamped to the month end, and counts age by birthday', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-03-15', -6)).toBe('2025-09-15');
    expect(ageOn('2008-05-02', '2026-05-01')).toBe(17);
    expect(ageOn('2008-05-01', '2026-05-01')).toBe(18);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});

describe('passport', () => {
  const schema = passportSchemaOn({ today: '2026-05-01' });

  it('takes a complete passport, upper-casing English names', () => {
    const result = schema.safeParse({ ...passport, surnameEn: 'wang', nameEn: 'xiao  ming', passportNum: 'e12345678' });
    expect(result.data).toMatchObject({ surnameEn: 'WANG', nameEn: 'XIAO MING', passportNum: 'E12345678' });
  });

  it('requires every field, with its own message', () => {
    const fields = errors(schema.safeParse({}));
    expect(Object.keys(fields).sort()).toEqual(Object.keys(passport).sort());
    expect(fields.passportNum).toBe('Enter the passport number');
    expect(errors(schema.safeParse({}), 'zh').surnameEn).toBe('请输入英文姓');
  });

  it('limits the number to 9 letters or digits', () => {
    expect(errors(schema.safeParse({ ...passport, passportNum: 'E123456789' })).passportNum).toBe('Length cannot exceed 9 characters');
    expect(errors(schema.safeParse({ ...passport, passportNum: 'E1234-567' })).passportNum).toMatch(/letters and digits/);
  });

  it('checks the English names: A to Z, spaces and hyphens', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Z]{1,10}([ -][A-Z]{1,10}){0,2}$/), (name) => schema.safeParse({ ...passport, nameEn: name }).success));
    for (const bad of ['WANG1', 'ZHANG_SAN', '王', "O'BRIEN", '-LI']) {
      expect(errors(schema.safeParse({ ...passport, surnameEn: bad })).surnameEn).toBe('Surname (English) not correct: use the letters A to Z, spaces and hyphens');
      expect(errors(schema.safeParse({ ...passport, nameEn: bad })).nameEn).toMatch(/^Name \(English\) not correct/);
    }
  });

  it('refuses an expiry before the issue date', () => {
    expect(errors(passportSchemaOn().safeParse({ ...passport, issuancePeriod: '2020-05-31' })).issuancePeriod).toMatch(/cannot be earlier than the date of issue/);
  });

  it('wants six months of validity after departure', () => {
    expect(checkPassportValidity('2026-11-01', { today: '2026-05-01' })).toBeNull();
    expect(checkPassportValidity('2026-10-31', { today: '2026-05-01' })).toBe('passportValidTooShort');
    expect(checkPassportValidity('2026-04-30', { today: '2026-05-01' })).toBe('passportExpired');
    expect(checkPassportValidity('2027-01-15', { today: '2026-05-01', departureDate: '2026-07-15' })).toBeNull();
    expect(checkPassportValidity('2027-01-14', { today: '2026-05-01', departureDate: '2026-07-15' })).toBe('passportValidTooShort');
    expect(errors(schema.safeParse({ ...passport, issuancePeriod: '2026-09-01' }), 'zh').issuancePeriod).toMatch(/至少还有6个月/);
  });
});

const cardNumber = (payload: string) => `${payload}${luhnCheckDigit(payload)}`;

describe('bank card', () => {
  it('accepts every Luhn-complete number of 12 to 19 digits and refuses any single changed digit', () => {
    const payloads = fc.stringMatching(/^[0-9]{11,18}$/);
    fc.assert(fc.property(payloads, (payload) => isBankCardNumber(cardNumber(payload))));
    fc.assert(fc.property(payloads, fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, at, shift) => {
      const number = cardNumber(payload);
      const position = at % number.length;
      const changed = `${number.slice(0, position)}${(Number(number[position]) + shift) % 10}${number.slice(position + 1)}`;
      return !luhnValid(changed);
    }));
  });

  it('knows the classic examples and the length limits', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(isBankCardNumber('6222 0212 3456 7890 128')).toBe(luhnValid('6222021234567890128'));
    expect(isBankCardNumber(cardNumber('1234567890'))).toBe(false);
    expect(isBankCardNumber(cardNumber('1'.repeat(19)))).toBe(false);
  });

  it('requires grade, bank, type and an 11-digit reserved mobile', () => {
    const good = { cardNo: '4111 1111 1111 1111', cardGrade: 'gold', issuingBank: '中国银行', cardType: 'debit', reservedMobile: '13812345678' };
    expect(bankCardSchema.parse(good).cardNo).toBe('4111111111111111');
    expect(errors(bankCardSchema.safeParse({ cardNo: '4111111111111112' }))).toEqual({
      cardNo: 'Enter a valid card number of 12 to 19 digits',
      cardGrade: 'Select the card grade',
      issuingBank: 'Enter the issuing bank',
      cardType: 'Select the card type',
      reservedMobile: 'Enter the mobile number registered with the bank',
    });
    expect(errors(bankCardSchema.safeParse({ ...good, reservedMobile: '1381234567' })).reservedMobile).toMatch(/11-digit/);
  });
});

describe('uploads and photo', () => {
  it('reads the type from the bytes, not the name', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBeNull();
  });

  it('takes png or jpg of at most 500 KB', () => {
    expect(checkUpload({ type: 'image/png', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(checkUpload({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toBe('fileTooLarge');
    expect(checkUpload({ type: null, size: 10 })).toBe('fileType');
    expect(checkUpload({ type: 'image/gif', size: 10 })).toBe('fileType');
    expect(checkUpload({ type: 'image/png', size: 0 })).toBe('fileEmpty');
  });

  it('checks shape, colour and background of the photo', () => {
    const good = { width: 413, height: 531, meanChroma: 0.08, backgroundLightness: 0.95 };
    expect(checkPhoto(good)).toEqual([]);
    expect(photoAspectOk(350, 450)).toBe(true);
    expect(photoAspectOk(413, 413)).toBe(false);
    expect(checkPhoto({ ...good, height: 413 })).toEqual(['photoAspect']);
    expect(checkPhoto({ ...good, meanChroma: 0.004 })).toEqual(['photoGreyscale']);
    expect(checkPhoto({ ...good, backgroundLightness: 0.4 })).toEqual(['photoBackgroundDark']);
    expect(checkPhoto({ width: 100, height: 129, meanChroma: 0, backgroundLightness: 0.2 }))
      .toEqual(['photoTooSmall', 'photoGreyscale', 'photoBackgroundDark']);
  });
});

describe('documents of one applicant', () => {
  const idCard = {
    frontFileId: 'f1', backFileId: 'f2', name: '王芳', nation: '汉', address: '北京', idCardNo: '11010519491231002X',
    idcardAuthority: '公安局', idcardStartDate: '2016-03-01', longTerm: true,
  };
  const schema = documentsSchemaOn({ today: '2026-05-01' });

  it('takes passport, ID card and photo; the bank card is optional', () => {
    expect(schema.safeParse({ passport, idCard, photoFileId: 'ph' }).success).toBe(true);
  });

  it('requires the ID card or the minor exemption, and the photo', () => {
    expect(errors(schema.safeParse({ passport }))).toEqual({
      idCard: 'Upload the ID card, or, for an applicant under 18 without one, the birth medical certificate',
      photoFileId: 'Upload a photo',
    });
  });

  it('checks the ID number against the passport', () => {
    expect(errors(schema.safeParse({ passport: { ...passport, gender: 'male' }, idCard, photoFileId: 'ph' }))).toEqual({
      'idCard.idCardNo': 'The sex in the ID number does not match the passport',
    });
    expect(errors(schema.safeParse({ passport: { ...passport, birthDate: '1950-01-01' }, idCard, photoFileId: 'ph' }), 'zh')).toEqual({
      'idCard.idCardNo': '身份证号码中的出生日期与护照不一致',
    });
  });

  it('lets a minor use the birth certificate, and nobody else', () => {
    const child = { ...passport, birthDate: '2015-04-01' };
    const exemption = { birthCertificateFileId: 'bc' };
    expect(schema.safeParse({ passport: child, minorExemption: exemption, photoFileId: 'ph' }).success).toBe(true);
    expect(errors(schema.safeParse({ passport, minorExemption: exemption, photoFileId: 'ph' }))).toEqual({
      'minorExemption.birthCertificateFileId': 'Only an applicant under 18 without an ID card may upload a birth medical certificate: upload the ID card',
    });
    expect(errors(schema.safeParse({ passport: child, minorExemption: {}, photoFileId: 'ph' }))).toEqual({
      'minorExemption.birthCertificateFileId': 'Upload the birth medical certificate',
    });
  });
});
