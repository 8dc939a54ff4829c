import { describe, expect, expectTypeOf, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { z } from 'zod';
import type { components } from '../../src/api/schema.gen.ts';
import { documentsSchema } from '../../src/domain/applicant-documents.ts';
import { contactSchema, educationJobSchema, familySchema, personalSchema } from '../../src/domain/applicant-forms.ts';
import { bankCardSchema } from '../../src/domain/bank-card.ts';
import { LANGUAGES } from '../../src/domain/constants.ts';
import { deliverySchema, reservationRequestSchemaOn, returnWaySchema } from '../../src/domain/delivery-rules.ts';
import { findFlowMessage, flowMessages } from '../../src/domain/flow-messages.ts';
import { idCardSchema, minorExemptionSchema } from '../../src/domain/id-card.ts';
import { costSchema, helperSchema, invitationCostHelperSchema, invitationSchema } from '../../src/domain/invitation-form.ts';
import { passportSchema } from '../../src/domain/passport-rules.ts';
import { requiredMessages } from '../../src/domain/required-messages.ts';
import { visaChoiceSchema } from '../../src/domain/visa-choice.ts';
import { companionSchema, koreaFamilySchema, otherCountryVisitSchema, periodSchema, visitSchema, visitSchemaOn } from '../../src/domain/visit-form.ts';

type Schemas = components['schemas'];

describe('schemas and the contract, at compile time', () => {
  it('produce values of the contract types', () => {
    expectTypeOf<z.output<typeof passportSchema>>().toExtend<Schemas['Passport']>();
    expectTypeOf<z.output<typeof idCardSchema>>().toExtend<Schemas['IdCard']>();
    expectTypeOf<z.output<typeof minorExemptionSchema>>().toExtend<Schemas['MinorExemption']>();
    expectTypeOf<z.output<typeof bankCardSchema>>().toExtend<Schemas['BankCard']>();
    expectTypeOf<z.output<typeof personalSchema>>().toExtend<Schemas['Personal']>();
    expectTypeOf<z.output<typeof contactSchema>>().toExtend<Schemas['Contact']>();
    expectTypeOf<z.output<typeof familySchema>>().toExtend<Schemas['Family']>();
    expectTypeOf<z.output<typeof educationJobSchema>>().toExtend<Schemas['EducationJob']>();
    expectTypeOf<z.output<typeof visitSchema>>().toExtend<Schemas['Visit']>();
    expectTypeOf<z.output<typeof companionSchema>>().toExtend<Schemas['Companion']>();
    expectTypeOf<z.output<typeof periodSchema>>().toExtend<Schemas['Period']>();
    expectTypeOf<z.output<typeof otherCountryVisitSchema>>().toExtend<Schemas['OtherCountryVisit']>();
    expectTypeOf<z.output<typeof koreaFamilySchema>>().toExtend<Schemas['KoreaFamily']>();
    expectTypeOf<z.output<typeof invitationSchema>>().toExtend<Schemas['Invitation']>();
    expectTypeOf<z.output<typeof costSchema>>().toExtend<Schemas['Cost']>();
    expectTypeOf<z.output<typeof helperSchema>>().toExtend<Schemas['Helper']>();
    expectTypeOf<z.output<typeof visaChoiceSchema>>().toExtend<Schemas['VisaChoice']>();
    expectTypeOf<z.output<typeof documentsSchema>>().toExtend<Schemas['ApplicantData']>();
    expectTypeOf<z.output<typeof invitationCostHelperSchema>>().toExtend<Schemas['ApplicantData']>();
    expectTypeOf<z.output<typeof deliverySchema>>().toExtend<Schemas['Delivery']>();
    expectTypeOf<z.output<typeof returnWaySchema>>().toExtend<Schemas['ReturnWay']>();
    expectTypeOf<z.output<ReturnType<typeof reservationRequestSchemaOn>>>().toExtend<Schemas['ReservationRequest']>();
  });
});

const contract = parse(readFileSync(new URL('../../openapi/portal.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { properties?: Record<string, unknown>; allOf?: { $ref?: string; properties?: Record<string, unknown> }[] }> };
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(contract, 'portal');

/** The fields a request may carry: a `readOnly` property (e.g. `regionText`) is in answers only. */
const writable = (properties: Record<string, unknown> = {}) =>
  Object.entries(properties).filter(([, property]) => (property as { readOnly?: boolean }).readOnly !== true).map(([field]) => field);

function contractFields(name: string): string[] {
  const schema = contract.components.schemas[name]!;
  if (schema.properties) return writable(schema.properties);
  return (schema.allOf ?? []).flatMap((part) => (part.$ref ? contractFields(part.$ref.split('/').pop()!) : writable(part.properties)));
}

/** The object inside a schema wrapped by preprocess, refinements or transforms. */
function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  const candidate = schema as { shape?: Record<string, unknown>; in?: unknown; out?: unknown } | undefined;
  if (!candidate) return undefined;
  return candidate.shape ?? shapeOf(candidate.in) ?? shapeOf(candidate.out);
}

// [contract schema, our schema, section of the required messages, fields no person types in]
const sections: [string, unknown, string, string[]][] = [
  ['Passport', passportSchema, 'passport', []],
  ['IdCard', idCardSchema, 'idCard', []],
  ['MinorExemption', minorExemptionSchema, 'minorExemption', []],
  ['BankCard', bankCardSchema, 'bankCard', []],
  ['Personal', personalSchema, 'personal', []],
  ['Contact', contactSchema, 'contact', []],
  ['Family', familySchema, 'family', []],
  ['EducationJob', educationJobSchema, 'educationJob', []],
  ['Visit', visitSchema, 'visit', []],
  ['Companion', companionSchema, 'visit.companions', []],
  ['Period', periodSchema, 'visit.visits', []],
  ['OtherCountryVisit', otherCountryVisitSchema, 'visit.otherCountries', []],
  ['KoreaFamily', koreaFamilySchema, 'visit.koreaFamily', []],
  ['Invitation', invitationSchema, 'invitation', []],
  ['Cost', costSchema, 'cost', []],
  ['Helper', helperSchema, 'helper', []],
  ['VisaChoice', visaChoiceSchema, 'visaChoice', []],
  ['Delivery', deliverySchema, 'delivery', []],
  ['ReturnWay', returnWaySchema, 'returnWay', []],
  // replaceEarlier is a confirmation, not a field a person fills in: it has no "required" message.
  ['ReservationRequest', reservationRequestSchemaOn(), 'reservation', ['replaceEarlier']],
];

describe('schemas and the contract, at run time', () => {
  it.each(sections)('%s: the schema names exactly the contract fields, each with a required message in zh, en and ko', (name, schema, section, untyped) => {
    const shape = shapeOf(schema);
    expect(Object.keys(shape ?? {}).sort()).toEqual(contractFields(name).sort());
    for (const field of contractFields(name).filter((f) => !untyped.includes(f))) {
      const key = `required.${section}.${field}`;
      for (const language of LANGUAGES) expect(findFlowMessage(key, language), `${key}.${language}`).toMatch(/\S/);
    }
  });

  it('produces values the contract accepts', () => {
    const valid: [string, unknown, unknown][] = [
      ['Personal', personalSchema, { usedOtherName: true, otherSurname: '李', otherName: '娜', holdOtherCountry: false, holdOtherPassport: false }],
      ['Family', familySchema, { marital: 'single', haveChild: true, childrenCount: 1 }],
      ['Visit', visitSchemaOn({ today: '2026-05-01' }), {
        purpose: 'other', purposeOther: 'x', stayTier: 'le90', entryDate: '2026-06-01', departureDate: '2026-06-02', days: 2, koreaAddress: 'Seoul',
        haveCompanion: false, visitedValue: true, visitedTimes: 1, visitedPurpose: 'tour', visits: [{ dateStart: '2025-01-01', dateEnd: '2025-01-02' }],
        hadVisitedOther: false, haveInKorea: false,
      }],
      ['IdCard', idCardSchema, {
        frontFileId: 'a', backFileId: 'b', name: '王芳', nation: '汉', address: 'x', idCardNo: '11010519491231002x', idcardAuthority: 'x', idcardStartDate: '2010-01-01', longTerm: true,
      }],
      ['Delivery', deliverySchema, { way: 'courier', senderName: 'x', senderPhone: '13812345678', provinceId: '110000', cityId: '110100', districtId: '110105', address: 'x', senderRelation: 'myself' }],
    ];
    for (const [name, schema, input] of valid) {
      const output = (schema as z.ZodType).parse(input);
      const validate = ajv.getSchema(`portal#/components/schemas/${name}`)!;
      expect(validate(output), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});

describe('messages', () => {
  it('exist in zh, en and ko, and differ by language', () => {
    for (const [key, text] of Object.entries({ ...flowMessages, ...requiredMessages })) {
      for (const language of LANGUAGES) expect(text[language], `${key}.${language}`).toMatch(/\S/);
      expect(text.zh, key).not.toBe(text.en);
      expect(text.ko, key).not.toBe(text.en);
    }
  });

  it('resolve every key the schemas report, on empty, "yes" and wrong answers', () => {
    const inputs = [
      {}, { way: 'courier' }, { way: 'selfDelivery', reservationDate: '2026-13-01', reservationTime: '25:00' },
      { usedOtherName: true, holdOtherCountry: true, holdOtherPassport: true, otherIssuancePeriod: 'x' },
      { marital: 'married', haveChild: true, childrenCount: -1 }, { education: 'other', occupation: 'other' },
      { purpose: 'other', haveCompanion: true, companions: [{}], visitedValue: true, visits: [{}], hadVisitedOther: true, otherCountries: [{}], haveInKorea: true, koreaFamily: [{}] },
      { haveInvited: true, costPayer: 'other', cost: -5, haveHelper: true, helperBirthDate: 'x', mobile: 'abc', email: 'x', cardNo: '1', idCardNo: '1' },
      { invitation: {}, cost: {}, helper: {}, passport: {}, idCard: {}, minorExemption: {} },
    ];
    const schemas = [...sections.map(([, schema]) => schema as z.ZodType), documentsSchema, invitationCostHelperSchema];
    const keys = new Set<string>();
    for (const schema of schemas) for (const input of inputs) for (const issue of schema.safeParse(input).error?.issues ?? []) keys.add(issue.message);
    expect(keys.size).toBeGreaterThan(100);
    for (const key of keys) for (const language of LANGUAGES) expect(findFlowMessage(key, language), `${key}.${language}`).toBeDefined();
  });
});
