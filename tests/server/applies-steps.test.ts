import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantStepSchemas } from '../../src/domain/applicant-steps.ts';
import { flowFieldMessages } from '../../src/domain/flow-messages.ts';
import { photoImage } from '../support/images.ts';
import { databaseKinds } from '../support/database.ts';
import {
  contact, createdApply, documents, educationJob, family, idCard, invitationCostHelper, maleIdNumber, newDraft, passport, personal, saveStep,
  startApplyServer, uploaded, visit, type ApplyDetail, type ApplyServer, type Fields,
} from './applies-support.ts';

// What each step's empty submit must answer: the domain's own messages, at ApplicantData paths.
function expectedEmpty(step: string, language: 'zh' | 'en'): Record<string, string> {
  const schemas = applicantStepSchemas({ today: '2025-06-02' });
  const value = step === 'documents' ? {} : step === 'invitationCostHelper' ? { invitation: {}, cost: {}, helper: {} } : {};
  const result = (schemas as Record<string, { safeParse(v: unknown): { success: boolean; error?: Parameters<typeof flowFieldMessages>[0] } }>)[step]!.safeParse(value);
  const fields = flowFieldMessages(result.error!, language);
  const single = !['documents', 'invitationCostHelper'].includes(step);
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [single ? `${step}.${path}` : path, message]));
}

describe.each(databaseKinds())('application steps on %s', (kind) => {
  let server: ApplyServer;
  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server?.close());

  const fresh = async () => createdApply(server, server.alice, await newDraft(server, server.alice));
  const complete = (applyId: string, language = 'zh') => server.call('POST', '/api-apply/apply/complete', { auth: server.alice, language, body: { applyId } });

  it.each(['documents', 'personal', 'contact', 'family', 'educationJob', 'visit', 'invitationCostHelper'])(
    'answers every field of an empty %s step with its message, in zh and en', async (step) => {
      const apply = await fresh();
      for (const language of ['zh', 'en'] as const) {
        const { body } = await saveStep(server, server.alice, apply.id, step, {}, language);
        const expected = expectedEmpty(step, language);
        expect(Object.keys(expected).length).toBeGreaterThan(0);
        expect(body).toMatchObject({ code: 400, msg: Object.values(expected)[0], data: { fields: expected, steps: [step] } });
      }
    },
  );

  it('speaks the field messages the screens show (spot checks of the tables)', async () => {
    const apply = await fresh();
    const en = (await saveStep(server, server.alice, apply.id, 'personal', {}, 'en')).body.data as Fields;
    expect(en.fields['personal.usedOtherName']).toBe('Select whether you have used another name');
    const zh = (await saveStep(server, server.alice, apply.id, 'contact', {}, 'zh')).body.data as Fields;
    expect(zh.fields['contact.contactMobile']).toBe('请输入紧急联系人的手机号码');
    const documentsEn = (await saveStep(server, server.alice, apply.id, 'documents', { passport: {} }, 'en')).body.data as Fields;
    expect(documentsEn.fields['passport.passportNum']).toBe('Enter the passport number');
    const familyZh = (await saveStep(server, server.alice, apply.id, 'family', {}, 'zh')).body.data as Fields;
    expect(Object.keys(familyZh.fields).sort()).toEqual(['family.haveChild', 'family.marital']);
    expect((await saveStep(server, server.alice, apply.id, undefined, {}, 'en')).body).toMatchObject({ code: 400, msg: 'There is nothing to save in this step' });
  });

  it('saves every step, claims the files, and completes only when all steps hold', async () => {
    const apply = await fresh();
    const incomplete = await complete(apply.id, 'en');
    expect(incomplete.body).toMatchObject({ code: 400, msg: expect.stringMatching(/^The application is not complete yet\. Please finish the marked steps: Documents, Personal details/) });
    expect((incomplete.body.data as Fields).steps).toEqual(['documents', 'personal', 'contact', 'family', 'educationJob', 'visit', 'invitationCostHelper']);
    expect((incomplete.body.data as Fields).fields).toHaveProperty(['personal.usedOtherName']);

    const docs = await documents(server);
    const saved = await saveStep(server, server.alice, apply.id, 'documents', docs);
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ code: 0, data: { passportNum: docs.passport.passportNum, form: { passport: { surnameEn: 'WANG' }, photoFileId: docs.photoFileId } } });
    // The ID card's sex and birth date are read from its number.
    expect((saved.body.data as ApplyDetail).form.idCard).toMatchObject({ gender: 'female', birthDate: '1949-12-31', idcardEndDate: null });
    for (const [step, form] of [
      ['personal', { personal }], ['contact', { contact: contact('13600000001') }], ['family', { family }], ['educationJob', { educationJob }],
      ['visit', { visit: visit() }], ['invitationCostHelper', invitationCostHelper],
    ] as const) {
      expect((await saveStep(server, server.alice, apply.id, step, form)).body.code, step).toBe(0);
    }
    const done = await complete(apply.id);
    expect(done.body).toMatchObject({ code: 0, data: { id: apply.id, status: 'completed' } });
    expect((await complete(apply.id)).body.code).toBe(0);
    const form = (await server.call('GET', `/api/visa/apply/find/apply/${apply.id}/from`, { auth: server.alice })).body.data as Record<string, unknown>;
    expect(Object.keys(form).sort()).toEqual(['contact', 'cost', 'educationJob', 'family', 'helper', 'idCard', 'invitation', 'passport', 'personal', 'photoFileId', 'visit']);
    // A later change sends it back to filling: it must be completed again.
    expect((await saveStep(server, server.alice, apply.id, undefined, { family: { marital: 'divorced', haveChild: false } })).body).toMatchObject({ code: 0, data: { status: 'filling' } });
    // Bob cannot use Alice's files, now that her save claimed them.
    const bobs = await createdApply(server, server.bob, await newDraft(server, server.bob));
    const stolen = await saveStep(server, server.bob, bobs.id, 'documents', docs, 'en');
    expect(stolen.body).toMatchObject({ code: 403, data: { fields: { 'passport.fileId': 'This file was uploaded by someone else. Please upload your own', photoFileId: expect.any(String) } } });
  });

  it('refuses an ID number failing its check digit, and one that disagrees with the passport', async () => {
    const apply = await fresh();
    const docs = await documents(server);
    const bad = await saveStep(server, server.alice, apply.id, 'documents', { ...docs, idCard: { ...docs.idCard, idCardNo: '110105194912310021' } }, 'en');
    expect(bad.body).toMatchObject({ code: 400, data: { fields: { 'idCard.idCardNo': 'Please enter the correct ID number' } } });
    const otherSex = await saveStep(server, server.alice, apply.id, 'documents', { ...docs, idCard: idCard(docs.idCard.frontFileId, docs.idCard.backFileId, maleIdNumber) }, 'en');
    expect((otherSex.body.data as Fields).fields['idCard.idCardNo']).toMatch(/sex|gender/i);
    const otherBirth = await saveStep(server, server.alice, apply.id, 'documents', { ...docs, passport: { ...docs.passport, birthDate: '1950-01-01' } }, 'zh');
    expect(otherBirth.body.code).toBe(400);
    expect((otherBirth.body.data as Fields).fields).toHaveProperty(['idCard.idCardNo']);
  });

  it('refuses a passport valid less than six months after the departure when the visit is saved', async () => {
    const apply = await fresh();
    expect((await saveStep(server, server.alice, apply.id, 'documents', await documents(server, '2026-03-01'))).body.code).toBe(0);
    const late = await saveStep(server, server.alice, apply.id, 'visit', { visit: visit('2025-10-07', '2025-10-01') }, 'en');
    expect(late.body).toMatchObject({ code: 400, data: { fields: { 'visit.departureDate': expect.stringMatching(/6 months|six months/i) }, steps: ['visit'] } });
    expect(Object.keys((late.body.data as Fields).fields)).toEqual(['visit.departureDate']);
    expect((await saveStep(server, server.alice, apply.id, 'visit', { visit: visit('2025-07-07') })).body.code).toBe(0);
  });

  it('refuses a photo whose checks fail, and files that do not exist', async () => {
    const apply = await fresh();
    const docs = await documents(server);
    const grey = await uploaded(server, 'photo', await photoImage({ greyscale: true }));
    const refused = await saveStep(server, server.alice, apply.id, 'documents', { ...docs, photoFileId: grey }, 'en');
    expect(refused.body).toMatchObject({ code: 400, data: { fields: { photoFileId: 'Upload a colour photo' } } });
    const missing = await saveStep(server, server.alice, apply.id, 'documents', { ...docs, photoFileId: 'no-such-file' }, 'en');
    expect(missing.body).toMatchObject({ code: 400, data: { fields: { photoFileId: 'The file was not found. Please upload it again' } } });
  });

  it('refuses at the documents step a passport already expired, or valid less than six months from today', async () => {
    const apply = await fresh();
    const docs = await documents(server);
    for (const expiry of ['2025-01-01', '2025-11-30']) {
      const refused = await saveStep(server, server.alice, apply.id, 'documents', { ...docs, passport: passport(docs.passport.fileId, expiry) }, 'en');
      expect(refused.body.code, expiry).toBe(400);
      expect(Object.keys((refused.body.data as Fields).fields), expiry).toEqual(['passport.issuancePeriod']);
    }
  });
});
