import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { checkReturnsCover, deliverySchemaOn, reservationRequestSchemaOn, returnWaySchemaOn } from '../../src/domain/delivery-rules.ts';
import { flowFieldMessages, flowMessage } from '../../src/domain/flow-messages.ts';
import { admitApplicant, applicantEntrySchema, jurisdictionOf, visaChoiceSchema, visaProductChoiceSchemaFor, visaTypeChoiceSchema } from '../../src/domain/visa-choice.ts';
import type { WorkingCalendar } from '../../src/domain/working-days.ts';

type Result = { success: boolean; error?: Parameters<typeof flowFieldMessages>[0] };
const errors = (result: Result, language: 'zh' | 'en' | 'ko' = 'en') => (result.success ? {} : flowFieldMessages(result.error!, language));

const folder = new URL('../../src/server/db/seed/data/holidays/', import.meta.url);
const calendar: WorkingCalendar = readdirSync(folder).filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(new URL(name, folder), 'utf8')));

const jurisdictions = [
  { id: 'post-beijing', provinceCodes: ['110000', '120000', '130000'] },
  { id: 'post-shanghai', provinceCodes: ['310000', '320000', '330000'] },
];

describe('visa choice', () => {
  it('needs the center or the city, the purpose and the visa type', () => {
    expect(errors(visaTypeChoiceSchema.safeParse({}))).toEqual({
      locationValue: 'Select the visa center or the city where you live or work',
      purpose: 'Select the purpose of your visit',
      visaTypeValue: 'Select the visa type',
    });
    expect(visaTypeChoiceSchema.safeParse({ centerId: 'c-bj', purpose: 'tourismTransit', visaTypeValue: 'C-3-9' }).success).toBe(true);
    expect(visaTypeChoiceSchema.safeParse({ locationValue: '110105', purpose: 'meeting', visaTypeValue: 'C-3-9' }).success).toBe(true);
    expect(errors(visaTypeChoiceSchema.safeParse({ locationValue: 'Beijing', purpose: 'meeting', visaTypeValue: 'x' }))).toEqual({ locationValue: 'Choose the region from the list' });
  });

  it('needs the validity product and normal or urgent, urgent only where offered', () => {
    expect(errors(visaProductChoiceSchemaFor().safeParse({}), 'zh')).toEqual({ visaProductValue: '请选择有效期', urgent: '请选择普通或加急办理' });
    expect(errors(visaProductChoiceSchemaFor({ urgentAvailable: false }).safeParse({ visaProductValue: 'p1', urgent: true }))).toEqual({
      urgent: 'Urgent handling is not offered for this product: choose normal handling',
    });
    expect(visaProductChoiceSchemaFor({ urgentAvailable: true }).safeParse({ visaProductValue: 'p1', urgent: true }).success).toBe(true);
    expect(visaChoiceSchema.parse({ centerId: 'c', visaTypeValue: 't', visaProductValue: 'p' }).urgent).toBe(false);
    expect(Object.keys(errors(visaChoiceSchema.safeParse({})))).toEqual(['visaTypeValue', 'visaProductValue', 'locationValue']);
  });
});

describe('applicants of one order', () => {
  it('finds the consular post from any region code of the province', () => {
    expect(jurisdictionOf('110105', jurisdictions)).toBe('post-beijing');
    expect(jurisdictionOf('320500', jurisdictions)).toBe('post-shanghai');
    expect(jurisdictionOf('440000', jurisdictions)).toBeNull();
    expect(jurisdictionOf('11', jurisdictions)).toBeNull();
  });

  it('admits up to five applicants of one jurisdiction and says the way out otherwise', () => {
    expect(admitApplicant({ consularPostIds: [] }, '120000', jurisdictions)).toEqual({ ok: true, consularPostId: 'post-beijing' });
    expect(admitApplicant({ consularPostIds: Array(4).fill('post-beijing') }, '130100', jurisdictions)).toEqual({ ok: true, consularPostId: 'post-beijing' });
    expect(admitApplicant({ consularPostIds: Array(5).fill('post-beijing') }, '110000', jurisdictions)).toEqual({ ok: false, reason: 'applicantLimitReached' });
    expect(admitApplicant({ consularPostIds: ['post-beijing'] }, '310000', jurisdictions)).toEqual({ ok: false, reason: 'otherJurisdiction' });
    expect(admitApplicant({ consularPostIds: [] }, '440000', jurisdictions)).toEqual({ ok: false, reason: 'unknownJurisdiction' });
    expect(flowMessage('applicantLimitReached', 'en')).toMatch(/at most 5 applicants.*separate order/);
    expect(flowMessage('otherJurisdiction', 'zh')).toMatch(/另建一个订单/);
  });

  it('needs name, relation and province of each applicant', () => {
    expect(Object.keys(errors(applicantEntrySchema.safeParse({})))).toEqual(['name', 'relation', 'provinceCode']);
    expect(applicantEntrySchema.safeParse({ name: '王芳', relation: 'familyMember', provinceCode: '110000' }).success).toBe(true);
  });
});

describe('delivery', () => {
  const sender = {
    senderName: '王芳', senderPhone: '13812345678', provinceId: '110000', cityId: '110100', districtId: '110105', senderRelation: 'myself',
  };
  const context = { today: '2026-09-28', calendar };

  it('needs the address for courier, a reservation for self-delivery', () => {
    const schema = deliverySchemaOn(context);
    expect(schema.safeParse({ ...sender, way: 'courier', address: '建国路1号' }).success).toBe(true);
    expect(errors(schema.safeParse({ ...sender, way: 'courier' }))).toEqual({ address: 'Enter the pick-up address' });
    expect(errors(schema.safeParse({ ...sender, way: 'selfDelivery' }))).toEqual({
      reservationDate: 'Select the day you bring the documents', reservationTime: 'Select the time you bring the documents',
    });
    const self = schema.safeParse({ ...sender, way: 'selfDelivery', address: '建国路1号', reservationDate: '2026-09-30', reservationTime: '10:00' });
    expect(self.success).toBe(true);
    expect(self.data).not.toHaveProperty('address');
    expect(Object.keys(errors(schema.safeParse({})))).toEqual(['way', 'senderName', 'senderPhone', 'provinceId', 'cityId', 'districtId', 'senderRelation']);
  });

  it('refuses reservations on holidays, weekends, too soon or outside the window, with the reason', () => {
    const schema = deliverySchemaOn(context);
    const on = (reservationDate: string) => errors(schema.safeParse({ ...sender, way: 'selfDelivery', reservationDate, reservationTime: '10:00' })).reservationDate;
    expect(on('2026-10-01')).toBe('This is a public holiday: the visa center is closed');
    expect(on('2026-10-17')).toBe('The visa center is closed at weekends: choose a working day');
    expect(on('2026-09-29')).toBe('Book at least 2 working days ahead');
    expect(on('2027-01-04')).toBe('Only this month and the next 2 are open for booking');
    expect(on('2026-10-10')).toBeUndefined();
  });

  it('offers no courier to urgent orders, either way', () => {
    expect(errors(deliverySchemaOn({ urgent: true }).safeParse({ ...sender, way: 'courier', address: 'x' }))).toEqual({
      way: 'Urgent applications have no courier service: bring the documents to the center and collect the passport there',
    });
    expect(errors(returnWaySchemaOn({ urgent: true }).safeParse({
      way: 'courier', recipient: 'x', phone: '13812345678', provinceId: '110000', cityId: '110100', districtId: '110105', address: 'x', applyIds: ['a1'],
    }))).toEqual({ way: 'Urgent applications have no courier service: bring the documents to the center and collect the passport there' });
    expect(returnWaySchemaOn({ urgent: true }).safeParse({ way: 'pickup', applyIds: ['a1'] }).success).toBe(true);
  });

  it('checks the region chain and the phone digits', () => {
    expect(errors(deliverySchemaOn().safeParse({ ...sender, cityId: '310100', way: 'courier', address: 'x' }))).toEqual({
      cityId: 'The city or district is not in the province or city chosen',
    });
    expect(errors(deliverySchemaOn().safeParse({ ...sender, senderPhone: '138-1234', way: 'courier', address: 'x' })).senderPhone).toMatch(/digits/);
  });
});

describe('return way', () => {
  it('needs recipient, phone, region and address for courier, and the applicants either way', () => {
    expect(Object.keys(errors(returnWaySchemaOn().safeParse({ way: 'courier', applyIds: [] }))).sort()).toEqual([
      'address', 'applyIds', 'cityId', 'districtId', 'phone', 'provinceId', 'recipient',
    ]);
    expect(errors(returnWaySchemaOn().safeParse({ way: 'pickup', recipient: 'x', applyIds: ['a1'] }))).toEqual({});
    expect(returnWaySchemaOn().parse({ way: 'pickup', recipient: 'x', applyIds: ['a1'] })).toEqual({ way: 'pickup', applyIds: ['a1'] });
  });

  it('puts every applicant in exactly one group', () => {
    expect(checkReturnsCover([{ applyIds: ['a1', 'a2'] }, { applyIds: ['a3'] }], ['a1', 'a2', 'a3'])).toBeNull();
    expect(checkReturnsCover([{ applyIds: ['a1'] }], ['a1', 'a2'])).toBe('returnsIncomplete');
    expect(checkReturnsCover([{ applyIds: ['a1', 'a9'] }], ['a1'])).toBe('returnsIncomplete');
    expect(checkReturnsCover([{ applyIds: ['a1'] }, { applyIds: ['a1'] }], ['a1'])).toBe('returnsDuplicate');
  });
});

describe('reservation request', () => {
  const request = {
    centerId: 'c-bj', date: '2026-09-30', time: '09:30', kind: 'offline', purpose: 'enquiry', idNumber: 'e1234567', name: '王芳', mobile: '13812345678',
    smsCode: '123456', people: 2,
  };

  it('takes a request on an open working day, and refuses a holiday', () => {
    const schema = reservationRequestSchemaOn({ today: '2026-09-28', calendar });
    expect(schema.safeParse(request).success).toBe(true);
    expect(errors(schema.safeParse({ ...request, date: '2026-10-02' }), 'zh')).toEqual({ date: '该日期为法定节假日，签证中心不办公' });
    expect(errors(schema.safeParse({ ...request, time: '9:30', people: 6 }))).toEqual({ time: 'Choose a time from the list', people: 'Enter a whole number' });
  });

  it('asks an offline appointment (not a self-delivery) what it is for and an ID or passport number of letters and digits', () => {
    const schema = reservationRequestSchemaOn();
    expect(schema.parse(request).idNumber).toBe('E1234567');
    expect(errors(schema.safeParse({ ...request, purpose: undefined, idNumber: ' ' }))).toEqual({
      purpose: 'Select what the visit is for', idNumber: 'Enter your ID card or passport number',
    });
    expect(errors(schema.safeParse({ ...request, idNumber: 'E123-45' }))).toEqual({ idNumber: 'Enter an ID card or passport number: letters and digits only' });
    expect(schema.safeParse({ ...request, kind: 'selfDelivery', purpose: undefined, idNumber: undefined }).success).toBe(true);
  });
});

describe('one passport, one applicant: the name check (issue 12 item 3)', () => {
  it('matches the Chinese name, or the Latin name in either order, whatever the spacing and case', async () => {
    const { passportNameMatches, passportNameShown } = await import('../../src/domain/document-owners.ts');
    const zhangSan = { surnameZh: '张', nameZh: '三', surnameEn: 'ZHANG', nameEn: 'SAN' };
    expect(passportNameMatches('张丽', zhangSan)).toBe(false);
    expect(passportNameMatches('张三', zhangSan)).toBe(true);
    expect(passportNameMatches('Zhang San', zhangSan)).toBe(true);
    expect(passportNameMatches('san zhang', zhangSan)).toBe(true);
    expect(passportNameMatches('张 三', zhangSan)).toBe(true);
    // Read from the MRZ only, before the Chinese name is typed: nothing to compare a Chinese name with yet.
    expect(passportNameMatches('张丽', { surnameEn: 'ZHANG', nameEn: 'SAN' })).toBe(true);
    expect(passportNameMatches('Zhang Li', { surnameEn: 'ZHANG', nameEn: 'SAN' })).toBe(false);
    expect(passportNameMatches('张丽', {})).toBe(true);
    expect(passportNameShown(zhangSan)).toBe('张三 / ZHANG SAN');
  });
});
