import { describe, expect, it } from 'vitest';
import { fillEmpty, knownAnswersOf, purposeOfVisaType, stayDaysAfter, VISA_TYPE_PURPOSES } from '../../src/domain/prefill-rules.ts';
import { stayDaysOf, visitSchemaOn } from '../../src/domain/visit-form.ts';
import { visaTypes } from '../../src/server/db/seed/data/visa-types.ts';

describe('the purpose of entry of a visa type', () => {
  it('is one table that agrees with every seeded visa type', () => {
    expect(Object.fromEntries(visaTypes.map((type) => [type.id, type.purpose]))).toEqual(VISA_TYPE_PURPOSES);
  });

  it('reads the order\'s visa type, and the purpose chosen with it for a type the table does not know', () => {
    expect(purposeOfVisaType({ visaTypeValue: 'type-c-3-9', purpose: 'tourismTransit' })).toBe('tourismTransit');
    expect(purposeOfVisaType({ visaTypeValue: 'type-f-6', purpose: '' })).toBe('marriageImmigration');
    expect(purposeOfVisaType({ visaTypeValue: 'type-new', purpose: 'meeting' })).toBe('meeting');
    expect(purposeOfVisaType({ visaTypeValue: 'type-new', purpose: 'holiday' })).toBeUndefined();
    expect(purposeOfVisaType(null)).toBeUndefined();
  });
});

describe('what the portal already knows for a step', () => {
  const account = { mobile: '13900000031', email: 'me@example.cn' };

  it('gives the account holder (本人) the account\'s mobile and e-mail on the contact step, nobody else', () => {
    expect(knownAnswersOf('contact', { relation: 'myself', account })).toEqual({ mobile: '13900000031', email: 'me@example.cn' });
    expect(knownAnswersOf('contact', { relation: 'family', account })).toEqual({});
    expect(knownAnswersOf('contact', { relation: 'myself', account: { mobile: '13900000031', email: null } })).toEqual({ mobile: '13900000031' });
    expect(knownAnswersOf('contact', { relation: 'myself', account: null })).toEqual({});
  });

  it('never gives a travel agency\'s own mobile or e-mail to its client, whatever relation the clerk chose', () => {
    const agency = { mobile: '13900000077', email: 'desk@agency.example.cn' };
    for (const relation of ['client', 'myself', 'familyMember']) {
      expect(knownAnswersOf('contact', { relation, account: agency, accountKind: 'travelAgency' })).toEqual({});
    }
    expect(knownAnswersOf('contact', { relation: 'myself', account, accountKind: 'user' })).toEqual({ mobile: '13900000031', email: 'me@example.cn' });
  });

  it('gives the visit step the purpose of the order\'s visa type', () => {
    expect(knownAnswersOf('visit', { visaType: { visaTypeValue: 'type-d-2', purpose: 'studyTraining' }, relation: 'myself', account })).toEqual({ purpose: 'studyTraining' });
    expect(knownAnswersOf('personal', { visaType: { visaTypeValue: 'type-d-2' }, relation: 'myself', account })).toEqual({});
  });

  it('fills only what is empty: an answer already there (typed, saved, from an earlier applicant) stays', () => {
    expect(fillEmpty({ mobile: '13700137000', email: '  ' }, { mobile: '13900000031', email: 'me@example.cn' }))
      .toEqual({ mobile: '13700137000', email: 'me@example.cn' });
    expect(fillEmpty({ purpose: 'other' }, { purpose: 'tourismTransit' })).toEqual({ purpose: 'other' });
    expect(fillEmpty({}, { purpose: 'tourismTransit' })).toEqual({ purpose: 'tourismTransit' });
  });
});

describe('the days of stay from the dates', () => {
  it('count the day of arrival and the day of departure, as the visit step checks them', () => {
    expect(stayDaysOf('2027-03-01', '2027-03-08')).toBe(8);
    expect(stayDaysOf('2027-03-01', '2027-03-01')).toBe(1);
    expect(stayDaysOf('2028-02-28', '2028-03-01')).toBe(3);
    expect(stayDaysOf('2027-03-08', '2027-03-01')).toBeUndefined();
    expect(stayDaysOf('2027-03-01', '')).toBeUndefined();
    const visit = { purpose: 'tourismTransit', stayTier: 'le90', entryDate: '2027-03-01', departureDate: '2027-03-08', koreaAddress: 'Seoul', haveCompanion: false, visitedValue: false, hadVisitedOther: false, haveInKorea: false };
    expect(visitSchemaOn().safeParse({ ...visit, days: stayDaysOf(visit.entryDate, visit.departureDate) }).success).toBe(true);
  });

  it('fill empty days when the step opens with both dates, and keep days it opens with', () => {
    const dates = { entryDate: '2027-03-01', departureDate: '2027-03-08' };
    expect(stayDaysAfter(null, dates, '')).toBe(8);
    expect(stayDaysAfter(null, dates, '10')).toBeUndefined();
    expect(stayDaysAfter(null, { entryDate: '2027-03-01', departureDate: '' }, '')).toBeUndefined();
  });

  it('follow a change of either date, but leave days typed after the dates alone', () => {
    const before = { entryDate: '2027-03-01', departureDate: '2027-03-08' };
    // The person typed 10 after the dates: the dates did not change, so 10 stays.
    expect(stayDaysAfter(before, before, '10')).toBeUndefined();
    expect(stayDaysAfter(before, { ...before, departureDate: '2027-03-15' }, '10')).toBe(15);
    expect(stayDaysAfter(before, { ...before, entryDate: '2027-03-05' }, '8')).toBe(4);
    // A departure before the arrival computes nothing: what is there stays for the step's own message.
    expect(stayDaysAfter(before, { ...before, departureDate: '2027-02-01' }, '8')).toBeUndefined();
  });
});
