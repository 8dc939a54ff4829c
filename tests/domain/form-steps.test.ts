import { describe, expect, it } from 'vitest';
import { contactSchema, educationJobSchema, familySchema, personalSchema } from '../../src/domain/applicant-forms.ts';
import { flowFieldMessages } from '../../src/domain/flow-messages.ts';
import { invitationCostHelperSchema } from '../../src/domain/invitation-form.ts';
import { visitSchemaOn } from '../../src/domain/visit-form.ts';

type Result = { success: boolean; error?: Parameters<typeof flowFieldMessages>[0] };
const errors = (result: Result, language: 'zh' | 'en' | 'ko' = 'en') => (result.success ? {} : flowFieldMessages(result.error!, language));
const fieldsOf = (result: Result) => Object.keys(errors(result)).sort();

/** A follow-up: not asked (and dropped) on no, required on yes, accepted when filled. */
function followUp(schema: { safeParse(value: unknown): Result & { data?: unknown } }, base: object, no: object, yes: object, filled: object, fields: string[]) {
  const whenNo = schema.safeParse({ ...base, ...no, ...filled });
  expect(whenNo.success, JSON.stringify(errors(whenNo))).toBe(true);
  for (const field of fields) expect((whenNo.data as Record<string, unknown>)[field], `${field} dropped on no`).toBeUndefined();
  expect(fieldsOf(schema.safeParse({ ...base, ...yes }))).toEqual([...fields].sort());
  const whenYes = schema.safeParse({ ...base, ...yes, ...filled });
  expect(whenYes.success, JSON.stringify(errors(whenYes))).toBe(true);
}

describe('personal', () => {
  const base = { usedOtherName: false, holdOtherCountry: false, holdOtherPassport: false };

  it('asks the three questions', () => {
    expect(errors(personalSchema.safeParse({}))).toEqual({
      usedOtherName: 'Select whether you have used another name',
      holdOtherCountry: 'Select whether you hold another nationality',
      holdOtherPassport: 'Select whether you hold another passport',
    });
  });

  it('asks the other name on yes', () => {
    followUp(personalSchema, base, { usedOtherName: false }, { usedOtherName: true }, { otherSurname: '李', otherName: '娜' }, ['otherName', 'otherSurname']);
  });

  it('asks the other nationality on yes', () => {
    followUp(personalSchema, base, { holdOtherCountry: false }, { holdOtherCountry: true }, { orderNationality: 'USA' }, ['orderNationality']);
  });

  it('asks the other passport on yes', () => {
    followUp(personalSchema, base, { holdOtherPassport: false }, { holdOtherPassport: true }, {
      otherPassportType: 'official', otherPassportNum: 'P1234567', otherIssuancePlace: '北京', otherIssuancePeriod: '2030-01-01', otherIssuanceOrg: '外交部',
    }, ['otherIssuanceOrg', 'otherIssuancePeriod', 'otherIssuancePlace', 'otherPassportNum', 'otherPassportType']);
    expect(errors(personalSchema.safeParse({ ...base, holdOtherPassport: true, otherPassportType: 'other', otherPassportNum: 'X', otherIssuancePlace: 'x', otherIssuancePeriod: '2030-02-30', otherIssuanceOrg: 'x' })))
      .toEqual({ otherIssuancePeriod: 'Enter a real date as year-month-day' });
  });
});

describe('contact', () => {
  const contact = {
    address: '北京市朝阳区建国路1号', nowAddress: '北京市海淀区中关村大街2号', mobile: '13812345678', email: 'wang@example.cn',
    contactName: '王', contactGivenName: '强', contactMobile: '13912345678', contactNationValue: 'CHN', contactRelationValue: 'father',
  };

  it('requires every field but the landline, each with its own message', () => {
    expect(contactSchema.safeParse(contact).success).toBe(true);
    expect(fieldsOf(contactSchema.safeParse({}))).toEqual(Object.keys(contact).sort());
    expect(errors(contactSchema.safeParse({}), 'zh').contactMobile).toBe('请输入紧急联系人的手机号码');
    expect(contactSchema.parse({ ...contact, telephone: '' }).telephone).toBeUndefined();
  });

  it('takes digits 0-9 only in phone fields, and checks the e-mail', () => {
    for (const bad of ['138-1234-5678', '+8613812345678', '１３８１２３４５６７８', '1381234567a']) {
      expect(errors(contactSchema.safeParse({ ...contact, mobile: bad, telephone: bad, contactMobile: bad }))).toEqual({
        mobile: 'Use digits 0 to 9 only, 5 to 20 of them', telephone: 'Use digits 0 to 9 only, 5 to 20 of them', contactMobile: 'Use digits 0 to 9 only, 5 to 20 of them',
      });
    }
    expect(errors(contactSchema.safeParse({ ...contact, email: 'wang@' }))).toEqual({ email: 'Please enter a valid e-mail address' });
  });
});

describe('family', () => {
  const base = { marital: 'single', haveChild: false };
  const spouse = {
    spouseSurname: '李', spouseName: '娜', spouseBirthDate: '1950-02-01', spouseNationality: 'CHN', spouseMobile: '13812345678', spouseAddress: '北京',
  };

  it('asks spouse data only when married', () => {
    followUp(familySchema, base, { marital: 'divorced' }, { marital: 'married' }, spouse, Object.keys(spouse));
    expect(errors(familySchema.safeParse({ ...base, marital: 'married', ...spouse, spouseMobile: '138 1234' })).spouseMobile).toMatch(/digits/);
  });

  it('asks the number of children on yes, at least one', () => {
    followUp(familySchema, base, { haveChild: false }, { haveChild: true }, { childrenCount: 2 }, ['childrenCount']);
    expect(errors(familySchema.safeParse({ ...base, haveChild: true, childrenCount: 0 })).childrenCount).toBe('Enter a whole number');
    expect(errors(familySchema.safeParse({ ...base, haveChild: true, childrenCount: Number.NaN })).childrenCount).toBe('Enter the number of children');
  });

  it('requires marital status and the children question', () => {
    expect(fieldsOf(familySchema.safeParse({}))).toEqual(['haveChild', 'marital']);
  });
});

describe('education and job', () => {
  const employer = { organizationName: '某公司', organizationPosition: '经理', organizationAddress: '上海', organizationPhone: '02112345678' };
  const base = { education: 'bachelor', universityName: '北京大学', universityPlace: '北京', occupation: 'retired' };

  it('asks the school for a degree and a description for other education', () => {
    expect(fieldsOf(educationJobSchema.safeParse({ ...base, universityName: '', universityPlace: undefined }))).toEqual(['universityName', 'universityPlace']);
    followUp(educationJobSchema, { occupation: 'retired' }, { education: 'bachelor', universityName: 'x', universityPlace: 'y' }, { education: 'other' }, { educationDescription: '自学' }, ['educationDescription']);
  });

  it('asks the employer for the employed, the school for a student, nothing for the retired, a description for other', () => {
    expect(educationJobSchema.safeParse(base).success).toBe(true);
    expect(fieldsOf(educationJobSchema.safeParse({ ...base, occupation: 'companyEmployee' }))).toEqual(Object.keys(employer).sort());
    expect(educationJobSchema.safeParse({ ...base, occupation: 'civilServant', ...employer }).success).toBe(true);
    expect(fieldsOf(educationJobSchema.safeParse({ ...base, occupation: 'student' }))).toEqual(['organizationAddress', 'organizationName']);
    const retired = educationJobSchema.safeParse({ ...base, ...employer });
    expect(retired.data).not.toHaveProperty('organizationName');
    expect(errors(educationJobSchema.safeParse({ ...base, occupation: 'other' }), 'zh')).toEqual({ occupationDescription: '请说明您的职业' });
  });
});

describe('visit', () => {
  const today = '2026-05-01';
  const schema = visitSchemaOn({ today, passportExpiry: '2030-01-01' });
  const base = {
    purpose: 'tourismTransit', stayTier: 'le90', entryDate: '2026-06-01', departureDate: '2026-06-07', days: 7,
    koreaAddress: 'Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu', haveCompanion: false, visitedValue: false, hadVisitedOther: false, haveInKorea: false,
  };

  it('takes a simple trip', () => {
    expect(schema.safeParse(base).success).toBe(true);
  });

  it('requires the questions and dates on an empty submit, all at once', () => {
    expect(fieldsOf(schema.safeParse({}))).toEqual([
      'days', 'departureDate', 'entryDate', 'hadVisitedOther', 'haveCompanion', 'haveInKorea', 'koreaAddress', 'purpose', 'stayTier', 'visitedValue',
    ]);
    expect(fieldsOf(schema.safeParse({ ...base, departureDate: '', days: undefined }))).toEqual(['days', 'departureDate']);
  });

  it('asks the free text on the other purpose', () => {
    followUp(schema, base, { purpose: 'meeting' }, { purpose: 'other' }, { purposeOther: '参加婚礼' }, ['purposeOther']);
  });

  it('keeps the dates, days and stay tier consistent', () => {
    expect(errors(schema.safeParse({ ...base, departureDate: '2026-05-30' }))).toEqual({ departureDate: 'The date you leave cannot be earlier than the date you arrive' });
    expect(errors(schema.safeParse({ ...base, days: 6 }))).toEqual({ days: 'The days of stay must match the dates, counting the day you arrive and the day you leave' });
    expect(errors(schema.safeParse({ ...base, departureDate: '2026-09-30', days: 122 }))).toEqual({ days: 'The days of stay do not match the length of stay you chose' });
    expect(schema.safeParse({ ...base, stayTier: 'ge91', departureDate: '2026-09-30', days: 122 }).success).toBe(true);
    expect(schema.safeParse({ ...base, stayTier: 'permanent', purpose: 'marriageImmigration', departureDate: undefined, days: undefined }).success).toBe(true);
    expect(errors(schema.safeParse({ ...base, entryDate: '2026-04-30', departureDate: '2026-05-06' })).entryDate).toBe('The date you arrive cannot be in the past');
  });

  it('wants the passport valid six months after departure', () => {
    const short = visitSchemaOn({ today, passportExpiry: '2026-12-06' });
    expect(errors(short.safeParse(base))).toEqual({ departureDate: 'The passport must be valid for at least 6 months after you leave Korea: renew it first' });
    expect(visitSchemaOn({ today, passportExpiry: '2026-12-07' }).safeParse(base).success).toBe(true);
  });

  it('asks companions on yes, each with every field', () => {
    const companion = { surname: '王', name: '小明', birthDate: '2015-03-01', nationality: 'CHN', relationship: 'son' };
    followUp(schema, base, { haveCompanion: false }, { haveCompanion: true }, { companions: [companion] }, ['companions']);
    expect(errors(schema.safeParse({ ...base, haveCompanion: true, companions: [companion, { surname: '王' }] }))).toEqual({
      'companions.1.name': "Enter the family member's given name",
      'companions.1.birthDate': "Enter the family member's date of birth",
      'companions.1.nationality': "Enter the family member's nationality",
      'companions.1.relationship': 'Enter your relationship to the family member',
    });
  });

  it('asks earlier visits to Korea on yes, within the past five years', () => {
    const visits = [{ dateStart: '2024-02-01', dateEnd: '2024-02-08' }];
    followUp(schema, base, { visitedValue: false }, { visitedValue: true }, { visitedTimes: 2, visitedPurpose: 'tourism', visits }, ['visitedPurpose', 'visitedTimes', 'visits']);
    const yes = { ...base, visitedValue: true, visitedTimes: 2, visitedPurpose: 'tourism' };
    expect(errors(schema.safeParse({ ...yes, visits: [{ dateStart: '2021-04-30', dateEnd: '2021-05-03' }] }))).toEqual({
      'visits.0.dateStart': 'Only trips of the past 5 years are asked for',
    });
    expect(schema.safeParse({ ...yes, visits: [{ dateStart: '2021-05-01', dateEnd: '2021-05-03' }] }).success).toBe(true);
    expect(errors(schema.safeParse({ ...yes, visits: [{ dateStart: '2024-02-08', dateEnd: '2024-02-01' }] }))).toEqual({
      'visits.0.dateEnd': 'The end date cannot be earlier than the start date',
    });
    expect(errors(schema.safeParse({ ...yes, visits: [{ dateStart: '2026-04-20', dateEnd: '2026-05-02' }] }))).toEqual({
      'visits.0.dateEnd': 'This date cannot be in the future',
    });
    expect(errors(schema.safeParse({ ...yes, visitedTimes: 1, visits: [...visits, ...visits] }))).toEqual({
      visits: 'There are more trips listed than the number of visits you gave',
    });
  });

  it('asks other countries on yes', () => {
    const trip = { countryName: 'Japan', visitedPurpose: 'tourism', dateStart: '2025-01-01', dateEnd: '2025-01-05' };
    followUp(schema, base, { hadVisitedOther: false }, { hadVisitedOther: true }, { otherCountries: [trip] }, ['otherCountries']);
    expect(fieldsOf(schema.safeParse({ ...base, hadVisitedOther: true, otherCountries: [{}] }))).toEqual([
      'otherCountries.0.countryName', 'otherCountries.0.dateEnd', 'otherCountries.0.dateStart', 'otherCountries.0.visitedPurpose',
    ]);
  });

  it('asks family in Korea on yes, with one of four relationships', () => {
    const relative = { familyName: '金民俊', familyBirthDate: '1980-01-01', familyCountry: 'KOR', familyRelationship: 'sibling' };
    followUp(schema, base, { haveInKorea: false }, { haveInKorea: true }, { koreaFamily: [relative] }, ['koreaFamily']);
    expect(errors(schema.safeParse({ ...base, haveInKorea: true, koreaFamily: [{ ...relative, familyRelationship: 'cousin' }] }))).toEqual({
      'koreaFamily.0.familyRelationship': 'Select your relationship to the family member',
    });
  });
});

describe('invitation, cost and helper', () => {
  const base = {
    invitation: { haveInvited: false },
    cost: { costPayer: 'self', cost: 1500 },
    helper: { haveHelper: false },
  };
  const step = invitationCostHelperSchema;

  it('takes a self-paid trip without inviter or helper', () => {
    expect(step.safeParse(base).success).toBe(true);
    expect(fieldsOf(step.safeParse({ invitation: {}, cost: {}, helper: {} }))).toEqual([
      'cost.cost', 'cost.costPayer', 'helper.haveHelper', 'invitation.haveInvited',
    ]);
  });

  it('asks the inviter on yes', () => {
    const inviter = { invitedName: 'Kim Minsu', invitedInfo: '1980-01-01', invitedAddress: 'Seoul', invitedContact: '821012345678', invitedRelationship: 'friend' };
    expect(fieldsOf(step.safeParse({ ...base, invitation: { haveInvited: true } }))).toEqual(Object.keys(inviter).map((f) => `invitation.${f}`).sort());
    expect(step.safeParse({ ...base, invitation: { haveInvited: true, ...inviter } }).success).toBe(true);
    expect(step.parse({ ...base, invitation: { haveInvited: false, ...inviter } }).invitation).toEqual({ haveInvited: false });
  });

  it('asks the payer when the applicant does not pay, and a cost in dollars of 0 or more', () => {
    const payer = { payerName: 'Kim Minsu', payerRelationship: 'friend', payType: 'accommodation', payerPhone: '821012345678' };
    for (const costPayer of ['inviter', 'other']) {
      expect(fieldsOf(step.safeParse({ ...base, cost: { costPayer, cost: 0 } }))).toEqual(Object.keys(payer).map((f) => `cost.${f}`).sort());
      expect(step.safeParse({ ...base, cost: { costPayer, cost: 0, ...payer } }).success).toBe(true);
    }
    expect(errors(step.safeParse({ ...base, cost: { costPayer: 'self', cost: -1 } }))).toEqual({ 'cost.cost': 'Enter an amount in US dollars, 0 or more' });
    expect(errors(step.safeParse({ ...base, cost: { costPayer: 'inviter', cost: 10, ...payer, payerPhone: '82-10' } }))['cost.payerPhone']).toMatch(/digits/);
  });

  it('asks the helper on yes', () => {
    const helper = { helperName: '张三', helperBirthDate: '1990-01-01', helperContact: '13812345678', helperRelationship: 'agent' };
    expect(fieldsOf(step.safeParse({ ...base, helper: { haveHelper: true } }))).toEqual(Object.keys(helper).map((f) => `helper.${f}`).sort());
    expect(step.safeParse({ ...base, helper: { haveHelper: true, ...helper } }).success).toBe(true);
  });
});
