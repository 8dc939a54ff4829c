import { z } from 'zod';
import { emailSchema } from './account-rules.ts';
import { choice, count, formStep, optionalDate, optionalPhone, optionalText, phone, text, yesNo } from './form-fields.ts';
import { requiredKey } from './required-messages.ts';

// The first four form steps of spec §3, field names as in the contract (Personal, Contact, Family, EducationJob).
// Follow-up fields are declared optional and become required through formStep when their question says so.

export const OTHER_PASSPORT_TYPES = ['diplomatic', 'official', 'ordinary', 'other'] as const;
export const MARITAL_STATUSES = ['married', 'divorced', 'single'] as const;
export const EDUCATION_LEVELS = ['masterOrDoctor', 'bachelor', 'highSchool', 'other'] as const;
export const OCCUPATIONS = [
  'entrepreneur', 'selfEmployed', 'companyEmployee', 'civilServant', 'student', 'retired', 'unemployed', 'other',
] as const;
/** Occupations with an employer whose name, position, address and phone the form asks for. */
export const EMPLOYED_OCCUPATIONS = ['entrepreneur', 'selfEmployed', 'companyEmployee', 'civilServant'] as const;
/** Education levels whose school or university the form asks for. */
export const SCHOOLED_EDUCATION = ['masterOrDoctor', 'bachelor', 'highSchool'] as const;

const personalFields = z.object({
  usedOtherName: yesNo('personal.usedOtherName'),
  otherSurname: optionalText(),
  otherName: optionalText(),
  holdOtherCountry: yesNo('personal.holdOtherCountry'),
  orderNationality: optionalText(),
  holdOtherPassport: yesNo('personal.holdOtherPassport'),
  otherPassportType: z.enum(OTHER_PASSPORT_TYPES, { error: requiredKey('personal.otherPassportType') }).optional(),
  otherPassportNum: optionalText(),
  otherIssuancePlace: optionalText(),
  otherIssuancePeriod: optionalDate(),
  otherIssuanceOrg: optionalText(),
});

export const personalSchema = formStep('personal', personalFields, [
  { when: (v) => v.usedOtherName === true, fields: ['otherSurname', 'otherName'] },
  { when: (v) => v.holdOtherCountry === true, fields: ['orderNationality'] },
  {
    when: (v) => v.holdOtherPassport === true,
    fields: ['otherPassportType', 'otherPassportNum', 'otherIssuancePlace', 'otherIssuancePeriod', 'otherIssuanceOrg'],
  },
]);

const contactFields = z.object({
  address: text('contact.address'),
  nowAddress: text('contact.nowAddress'),
  mobile: phone('contact.mobile'),
  telephone: optionalPhone(),
  email: z.string({ error: requiredKey('contact.email') }).trim().min(1, { error: requiredKey('contact.email') }).pipe(emailSchema),
  contactName: text('contact.contactName'),
  contactGivenName: text('contact.contactGivenName'),
  contactMobile: phone('contact.contactMobile'),
  contactNationValue: text('contact.contactNationValue'),
  contactRelationValue: text('contact.contactRelationValue'),
});

export const contactSchema = formStep('contact', contactFields, []);

const familyFields = z.object({
  marital: choice(MARITAL_STATUSES, 'family.marital'),
  spouseSurname: optionalText(),
  spouseName: optionalText(),
  spouseBirthDate: optionalDate(),
  spouseNationality: optionalText(),
  spouseMobile: optionalPhone(),
  spouseAddress: optionalText(),
  haveChild: yesNo('family.haveChild'),
  childrenCount: count('family.childrenCount', 1).optional(),
});

export const familySchema = formStep('family', familyFields, [
  {
    when: (v) => v.marital === 'married',
    fields: ['spouseSurname', 'spouseName', 'spouseBirthDate', 'spouseNationality', 'spouseMobile', 'spouseAddress'],
  },
  { when: (v) => v.haveChild === true, fields: ['childrenCount'] },
]);

const educationJobFields = z.object({
  education: choice(EDUCATION_LEVELS, 'educationJob.education'),
  educationDescription: optionalText(),
  universityName: optionalText(),
  universityPlace: optionalText(),
  occupation: choice(OCCUPATIONS, 'educationJob.occupation'),
  occupationDescription: optionalText(),
  organizationName: optionalText(),
  organizationPosition: optionalText(),
  organizationAddress: optionalText(),
  organizationPhone: optionalPhone(),
});

const among = <T extends string>(values: readonly T[], value: unknown) => (values as readonly unknown[]).includes(value);

/**
 * School name and place for the listed education levels, a description for 'other'. The employer's name,
 * position, address and phone for the employed occupations, the school's name and address for a student,
 * a description for 'other'; retired and unemployed applicants have no organisation.
 */
export const educationJobSchema = formStep('educationJob', educationJobFields, [
  { when: (v) => among(SCHOOLED_EDUCATION, v.education), fields: ['universityName', 'universityPlace'] },
  { when: (v) => v.education === 'other', fields: ['educationDescription'] },
  { when: (v) => v.occupation === 'other', fields: ['occupationDescription'] },
  {
    when: (v) => among(EMPLOYED_OCCUPATIONS, v.occupation),
    fields: ['organizationName', 'organizationPosition', 'organizationAddress', 'organizationPhone'],
  },
  { when: (v) => v.occupation === 'student', fields: ['organizationName', 'organizationAddress'] },
]);
