import { describe, expect, it } from 'vitest';
import { findReservationFormMessage, reservationFormSchema } from '../../src/domain/reservation-form.ts';
import { accountMessages } from '../../src/domain/account-messages.ts';

const empty = { centerId: '', purpose: '', people: '1', name: '', mobile: '', idNumber: '', captchaCode: '', smsCode: '', date: '', time: '' };

/** Field → message key of the first issue, as the form's resolver reports them. */
function issuesOf(values: unknown): Record<string, string> {
  const result = reservationFormSchema.safeParse(values);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('the booking form of the reserve page', () => {
  it('names every empty field at once, each with its own message', () => {
    expect(issuesOf(empty)).toEqual({
      centerId: 'required.reservation.centerId',
      purpose: 'required.reservation.purpose',
      name: 'required.reservation.name',
      idNumber: 'required.reservation.idNumber',
      mobile: 'required.reservation.mobile',
      captchaCode: 'captchaRequired',
      smsCode: 'required.reservation.smsCode',
    });
  });

  it('asks for the day once a center is chosen, and for the time once the day is (the calendar shows them then)', () => {
    expect(issuesOf({ ...empty, centerId: 'c1' })).toMatchObject({ date: 'required.reservation.date' });
    expect(issuesOf({ ...empty, centerId: 'c1' })).not.toHaveProperty('time');
    expect(issuesOf({ ...empty, centerId: 'c1', date: '2026-12-08' })).toMatchObject({ time: 'required.reservation.time' });
    expect(issuesOf({ ...empty, centerId: 'c1', date: '2026-12-08', time: '09:00' })).not.toHaveProperty('date');
  });

  it('has a text in each language for every key it can report (account keys are always registered)', () => {
    const reported = [empty, { ...empty, idNumber: '12', people: '9', mobile: '123', centerId: 'c1' }, { ...empty, centerId: 'c1', date: '2026-12-08' }]
      .flatMap((values) => Object.values(issuesOf(values)));
    const keys = [...new Set(reported)];
    const unread = keys.filter((key) => !(key in accountMessages)).flatMap((key) => (['zh', 'en', 'ko'] as const)
      .filter((language) => !findReservationFormMessage(key, language)).map((language) => `${key} (${language})`));
    expect(keys.length).toBeGreaterThan(10);
    expect(unread).toEqual([]);
    expect(findReservationFormMessage('required.reservation.idNumber', 'en')).toBe('Enter your ID card or passport number');
    expect(findReservationFormMessage('no.such.key', 'zh')).toBeUndefined();
  });

  it('passes a filled form on as the call wants it: the ID upper-cased, the mobile trimmed', () => {
    const filled = { centerId: 'c1', purpose: 'submitMaterials', people: '2', name: '王芳', mobile: ' 13800138000 ', idNumber: 'e1234567', captchaCode: 'ab12', smsCode: '123456', date: '2026-12-08', time: '09:00' };
    const result = reservationFormSchema.safeParse(filled);
    expect(result.success && result.data).toMatchObject({ idNumber: 'E1234567', mobile: '13800138000', people: 2, purpose: 'submitMaterials' });
  });

  it('refuses what the lists never give (six people) and an ID too short to be one', () => {
    expect(issuesOf({ ...empty, people: '6', idNumber: 'a1' })).toMatchObject({ people: 'numberInvalid', idNumber: 'idOrPassportLength' });
  });

  it('tells an ID of the wrong length from one with other characters, in the reader\'s language', () => {
    expect(issuesOf({ ...empty, idNumber: 'E1234567890123456789012345678901X' })).toMatchObject({ idNumber: 'idOrPassportLength' });
    expect(issuesOf({ ...empty, idNumber: 'E-123 4567' })).toMatchObject({ idNumber: 'idOrPassportInvalid' });
    expect(issuesOf({ ...empty, idNumber: ' 11010519491231002x ' }).idNumber).toBeUndefined();
    expect(findReservationFormMessage('idOrPassportLength', 'zh')).toBe('身份证号码或护照号码应为 5 至 32 位字母和数字');
    expect(findReservationFormMessage('idOrPassportLength', 'en')).toBe('An ID card or passport number has 5 to 32 letters and digits');
  });
});
