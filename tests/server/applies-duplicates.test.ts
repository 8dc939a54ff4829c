import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { createdApply, documents, entry, newDraft, saveStep, startApplyServer, type ApplyServer, type Fields } from './applies-support.ts';
import { completeApply, completeDraft, submit } from './submission-support.ts';

// Issue 12 item 3 (decision 027): the same passport was taken for a second applicant of one order. One passport and
// one ID number belong to one applicant: within an order, and across the person's orders in progress.

describe.each(databaseKinds())('one passport, one applicant on %s', (kind) => {
  let server: ApplyServer;
  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server?.close());

  const saveDocuments = (applyId: string, docs: Awaited<ReturnType<typeof documents>>, language = 'zh') =>
    saveStep(server, server.alice, applyId, 'documents', docs, language);
  const withNumbers = (docs: Awaited<ReturnType<typeof documents>>, numbers: { passportNum?: string; idCardNo?: string }) => ({
    ...docs,
    passport: { ...docs.passport, ...(numbers.passportNum ? { passportNum: numbers.passportNum } : {}) },
    idCard: { ...docs.idCard, ...(numbers.idCardNo ? { idCardNo: numbers.idCardNo } : {}) },
  });

  it('refuses a second applicant of the order with the same passport or ID number, naming the first', async () => {
    const draftId = await newDraft(server, server.alice);
    const first = await createdApply(server, server.alice, draftId, entry('110000', '张丽'));
    const second = await createdApply(server, server.alice, draftId, entry('110000', '张三'));
    const firstDocs = await documents(server);
    expect((await saveDocuments(first.id, firstDocs)).body.code).toBe(0);

    const samePassport = await saveDocuments(second.id, withNumbers(await documents(server), { passportNum: firstDocs.passport.passportNum }));
    expect(samePassport.body).toMatchObject({
      code: 400,
      msg: '该护照号码已用于本订单的另一位申请人张丽。每位申请人须提供本人的护照',
      data: { fields: { 'passport.passportNum': '该护照号码已用于本订单的另一位申请人张丽。每位申请人须提供本人的护照' }, steps: ['documents'], reason: 'duplicateDocument' },
    });
    const sameId = await saveDocuments(second.id, withNumbers(await documents(server), { idCardNo: firstDocs.idCard.idCardNo }), 'en');
    expect((sameId.body.data as Fields).fields).toEqual({
      'idCard.idCardNo': 'This ID number is already given for 张丽, another applicant of this order. Each applicant needs their own ID card',
    });
    // Its own documents: taken. Saving the first applicant again with its own numbers is no duplicate of itself.
    expect((await saveDocuments(second.id, await documents(server))).body.code).toBe(0);
    expect((await saveDocuments(first.id, firstDocs)).body.code).toBe(0);
  });

  it('refuses a passport of an order in progress until that order is finished or cancelled; an unfinished draft does not block', async () => {
    const earlier = await completeDraft(server, server.alice, 1);
    const earlierDocs = (await server.database.db.select().from(t.applies).where(eq(t.applies.id, earlier.ids[0]!)))[0]!.data as { passport: { passportNum: string } };
    const passportNum = earlierDocs.passport.passportNum;

    // Not submitted yet: a draft on the to-do list may be abandoned, so it holds nothing.
    const later = await createdApply(server, server.alice, await newDraft(server, server.alice), entry('110000', '王芳'));
    expect((await saveDocuments(later.id, withNumbers(await documents(server), { passportNum }))).body.code).toBe(0);

    // Submitted: its passport is taken for as long as it is in progress.
    expect((await submit(server, server.alice, earlier.ids)).body.code).toBe(0);
    const refused = await saveDocuments(later.id, withNumbers(await documents(server), { passportNum }), 'en');
    expect(refused.body).toMatchObject({
      code: 400,
      msg: 'This passport number is already in another application of yours that is in progress (王芳). The same passport cannot apply again until that one is finished or cancelled',
    });
    // Another user's order is not the person's own: bob may give it (the center will look at that one).
    const bobs = await createdApply(server, server.bob, await newDraft(server, server.bob));
    expect((await saveStep(server, server.bob, bobs.id, 'documents', withNumbers(await documents(server), { passportNum }))).body.code).toBe(0);

    await server.database.db.update(t.applies).set({ status: 'cancelled' }).where(eq(t.applies.id, earlier.ids[0]!));
    expect((await saveDocuments(later.id, withNumbers(await documents(server), { passportNum }))).body.code).toBe(0);
  });

  it('checks again at submission: the second of two drafts with one passport cannot be submitted', async () => {
    const a = await newDraft(server, server.alice);
    const b = await newDraft(server, server.alice);
    const first = await completeApply(server, server.alice, a, entry('110000', '刘洋'));
    const second = await completeApply(server, server.alice, b, entry('110000', '刘洋'));
    const firstData = (await server.database.db.select().from(t.applies).where(eq(t.applies.id, first.id)))[0]!.data as { passport: Record<string, unknown> };
    const secondDocs = await documents(server);
    expect((await saveDocuments(second.id, withNumbers(secondDocs, { passportNum: firstData.passport.passportNum as string }))).body.code).toBe(0);
    expect((await submit(server, server.alice, [first.id])).body.code).toBe(0);
    const { body } = await submit(server, server.alice, [second.id]);
    expect(body).toMatchObject({ code: 400, data: { reason: 'duplicateDocument', applyId: second.id } });
    expect(body.msg).toContain('该护照号码已用于您正在办理的另一份申请（刘洋）');
    expect((await server.database.db.select().from(t.applies).where(eq(t.applies.id, second.id)))[0]!.submittedAt).toBeNull();
  });

  it('two applicants saved at once with one passport: exactly one is taken', async () => {
    const draftId = await newDraft(server, server.alice);
    const [one, two] = [await createdApply(server, server.alice, draftId, entry('110000', '甲')), await createdApply(server, server.alice, draftId, entry('110000', '乙'))];
    const shared = await documents(server);
    const answers = await Promise.all([saveDocuments(one.id, shared), saveDocuments(two.id, withNumbers(await documents(server), { passportNum: shared.passport.passportNum }))]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 400]);
  });
});
