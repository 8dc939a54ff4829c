import { describe, expect, it } from 'vitest';
import { idCheckCharacter } from '../../src/domain/id-card';
import {
  cardFieldsToForm, flattenFields, idCardFormSchema, idCardFormValues, passportFormValues, percentOf, readFields, rejectionAdvice, todayInChina,
} from '../../src/features/apply/documents/documents-helpers';

/** A valid GB 11643 number for a birth date and sex (sequence digit odd = male). */
const idNumber = (birthDate: string, male: boolean) => {
  const first17 = `110105${birthDate.replace(/-/g, '')}01${male ? '3' : '2'}`;
  return `${first17}${idCheckCharacter(first17)}`;
};

const card = (over: Record<string, unknown> = {}) => ({
  frontFileId: 'f-front', backFileId: 'f-back', name: '张伟', gender: '', nation: '汉', birthDate: '', address: '北京市朝阳区建国路1号',
  idCardNo: idNumber('1988-03-14', true), idcardAuthority: '北京市公安局朝阳分局', idcardStartDate: '2020-01-01', idcardEndDate: '2040-01-01',
  longTerm: false, ...over,
});

const issuesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('the passport review form', () => {
  it('prefills what the machine-readable zone gave and leaves the rest empty for typing', () => {
    const values = passportFormValues(null, { fileId: 'f1', passportNum: 'E12345678', surnameEn: 'ZHANG', nameEn: 'WEI', gender: 'male', birthDate: '1988-03-14', issuancePeriod: '2031-09-30' });
    expect(values).toMatchObject({ fileId: 'f1', passportNum: 'E12345678', surnameEn: 'ZHANG', gender: 'male', issuancePeriod: '2031-09-30' });
    expect([values.surnameZh, values.nameZh, values.birthPlaceZh, values.issuancePlaceZh, values.issuanceDate]).toEqual(['', '', '', '', '']);
  });

  it('prefers what the applicant confirmed before over a new read', () => {
    expect(passportFormValues({ passportNum: 'E00000001', surnameZh: '张' }, { passportNum: 'E12345678' })).toMatchObject({ passportNum: 'E00000001', surnameZh: '张' });
  });

  it('marks as read only the fields the reading filled (a failed read marks none)', () => {
    expect(readFields({ fileId: 'f1', passportNum: 'E12345678', surnameEn: 'ZHANG', gender: '' })).toEqual(['passportNum', 'surnameEn']);
    expect(readFields({ fileId: 'f1' })).toEqual([]);
    expect(readFields(null)).toEqual([]);
  });
});

describe('the ID card form', () => {
  const passport = { birthDate: '1988-03-14', gender: 'male' as const };
  const today = '2026-11-22';

  it('accepts a valid card and reads sex and birth date from the number when they are left blank', () => {
    const result = idCardFormSchema(passport, today).safeParse(card());
    expect(issuesOf(result)).toEqual([]);
    expect(result.data).toMatchObject({ gender: 'male', birthDate: '1988-03-14' });
  });

  it('refuses a number failing the check character', () => {
    const number = idNumber('1988-03-14', true);
    const wrong = `${number.slice(0, 17)}${number[17] === '0' ? '1' : '0'}`;
    expect(issuesOf(idCardFormSchema(passport, today).safeParse(card({ idCardNo: wrong })))).toEqual(['idCardNo:idNumberInvalid']);
  });

  it('refuses a number whose birth date or sex differ from the passport', () => {
    expect(issuesOf(idCardFormSchema(passport, today).safeParse(card({ idCardNo: idNumber('1988-03-15', true) })))).toEqual(['idCardNo:idNumberBirthDateMismatch']);
    expect(issuesOf(idCardFormSchema(passport, today).safeParse(card({ idCardNo: idNumber('1988-03-14', false) })))).toEqual(['idCardNo:idNumberGenderMismatch']);
  });

  it('needs the last day of validity unless the card is long-term, and refuses a temporary card', () => {
    expect(issuesOf(idCardFormSchema(passport, today).safeParse(card({ idcardEndDate: '' })))).toEqual(['idcardEndDate:required.idCard.idcardEndDate']);
    expect(issuesOf(idCardFormSchema(passport, today).safeParse(card({ idcardEndDate: '', longTerm: true })))).toEqual([]);
    expect(issuesOf(idCardFormSchema(passport, today).safeParse(card({ idcardStartDate: '2026-10-01', idcardEndDate: '2026-12-31' })))).toEqual(['idcardEndDate:idCardTemporary']);
  });

  it('turns recognised text back into form values, the long-term flag into a tick', () => {
    expect(cardFieldsToForm({ idcardAuthority: '某公安局', longTerm: 'true', unknown: 'x' })).toEqual({ idcardAuthority: '某公安局', longTerm: true });
    expect(idCardFormValues({ frontFileId: 'a', backFileId: 'b', longTerm: true, idcardEndDate: null })).toMatchObject({ frontFileId: 'a', longTerm: true, idcardEndDate: '' });
  });

  it("starts the card's name from the passport's Chinese name, never over a confirmed card's", () => {
    expect(idCardFormValues(null, { surnameZh: '欧阳', nameZh: '凯' }).name).toBe('欧阳凯');
    expect(idCardFormValues(null, { surnameZh: ' 张 ', nameZh: '' }).name).toBe('张');
    expect(idCardFormValues(null, { surnameEn: 'ZHANG' }).name).toBe('');
    expect(idCardFormValues({ frontFileId: 'a', backFileId: 'b', name: '张伟' }, { surnameZh: '张', nameZh: '三' }).name).toBe('张伟');
  });

  it('flattens recognised values to text and drops missing ones', () => {
    expect(flattenFields({ a: 'x', b: true, c: null, d: undefined, e: 3 })).toEqual({ a: 'x', b: 'true', e: '3' });
  });
});

describe('what a rejected upload offers', () => {
  it('asks for another file after a wrong type, size or a refusal of the file itself; retries network faults and spent tokens', () => {
    expect(rejectionAdvice('type', null, false)).toEqual({ key: 'reject.type', retry: false, manual: false });
    expect(rejectionAdvice('size', null, false)).toEqual({ key: 'fileTooLarge', retry: false, manual: false });
    expect(rejectionAdvice('network', { timeout: true }, false)).toEqual({ key: 'reject.timeout', retry: true, manual: false });
    expect(rejectionAdvice('network', { timeout: true, serverSlow: true }, true)).toEqual({ key: 'reject.serverSlow', retry: true, manual: true });
    expect(rejectionAdvice('server', { message: '只能上传png或jpg格式的图片', refusal: 'type' }, false))
      .toEqual({ key: 'reject.server', serverMessage: '只能上传png或jpg格式的图片', retry: false, manual: false });
    expect(rejectionAdvice('server', { message: 'token used', refusal: 'token' }, false).retry).toBe(true);
  });

  it('offers typing the details after a failed read only where the details can be typed', () => {
    expect(rejectionAdvice('unreadable', { message: '未能识别' }, true)).toEqual({ key: 'reject.unreadable', serverMessage: '未能识别', retry: false, manual: true });
    expect(rejectionAdvice('unreadable', null, false).manual).toBe(false);
    // A reader that did not answer: try again, or type (issue 12: no dead end while the service is down).
    expect(rejectionAdvice('server', { message: '识别服务暂时无响应' }, true)).toMatchObject({ retry: true, manual: true });
    expect(rejectionAdvice('network', null, true)).toMatchObject({ retry: true, manual: true });
  });
});

describe('small parts', () => {
  it('shows progress as a whole percentage, never over 100', () => {
    expect(percentOf(null)).toBe(0);
    expect(percentOf({ loaded: 0, total: 0 })).toBe(0);
    expect(percentOf({ loaded: 256, total: 512 })).toBe(50);
    expect(percentOf({ loaded: 600, total: 512 })).toBe(100);
  });

  it("takes today's date in China, whatever the device's zone", () => {
    expect(todayInChina(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(todayInChina(new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-21');
  });
});
