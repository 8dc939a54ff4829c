import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markDraftSubmitted } from '../../src/server/drafts/store.ts';
import { databaseKinds } from '../support/database.ts';
import {
  contact, createApply, createdApply, entry, newDraft, saveStep, startApplyServer, visaChoice, type ApplyDetail, type ApplyServer, type Fields,
} from './applies-support.ts';

describe.each(databaseKinds())('applications on %s: create, read, delete, owners', (kind) => {
  let server: ApplyServer;
  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server?.close());

  it('creates one applicant in a draft, under the jurisdiction of the province, and reads it back three ways', async () => {
    const draftId = await newDraft(server, server.alice);
    const applicant = entry('110105', '王芳');
    const created = await createdApply(server, server.alice, draftId, applicant);
    expect(created).toMatchObject({
      status: 'filling', applicantName: '王芳', passportNum: '', relation: 'myself', urgent: false, orderId: null,
      draftId, applicant, consularPostId: 'post-beijing', visaChoice, form: {},
    });
    expect(created.visaTypeName).not.toBe('');
    expect(created.visaProductName).not.toBe('');
    // Issue 12 item 12i: a short reference for people (decision 031), besides the UUID key.
    expect(created.reference).toMatch(/^A\d{6,}$/);
    const other = await createdApply(server, server.alice, draftId, entry('110105', '李娜'));
    expect(other.reference).toMatch(/^A\d{6,}$/);
    expect(other.reference).not.toBe(created.reference);
    const read = await server.call('GET', `/api/visa/apply/user/${created.id}`, { auth: server.alice });
    expect(read.body).toMatchObject({ code: 0, data: { id: created.id, applicant } });
    const en = await server.call('GET', `/api/visa/apply/user/${created.id}`, { auth: server.alice, language: 'en' });
    expect((en.body.data as ApplyDetail).visaTypeName).not.toBe(created.visaTypeName);
    expect((await server.call('GET', `/api/visa/apply/find/apply/${created.id}/from`, { auth: server.alice })).body).toMatchObject({ code: 0, data: {} });
    // Not in an order yet: the order view does not show it.
    expect((await server.call('GET', `/api/visa/apply/${created.id}/user?orderId=o-1`, { auth: server.alice })).body.code).toBe(404);
  });

  it('answers a repeated create (retry, restored actor) with the same application, never a second one', async () => {
    const draftId = await newDraft(server, server.alice);
    const applicant = entry();
    const first = await createdApply(server, server.alice, draftId, applicant);
    const again = await createdApply(server, server.alice, draftId, applicant);
    expect(again.id).toBe(first.id);
    const [a, b] = await Promise.all([createApply(server, server.alice, { draftId, applicant: entry() }), createApply(server, server.alice, { draftId, applicant })]);
    expect((b.body.data as ApplyDetail).id).toBe(first.id);
    expect((a.body.data as ApplyDetail).id).not.toBe(first.id);
  });

  it('refuses a sixth applicant with the way out, and counts only the draft’s own applicants', async () => {
    const draftId = await newDraft(server, server.alice);
    for (const province of ['110000', '120000', '130000', '140000', '150000']) await createdApply(server, server.alice, draftId, entry(province));
    const sixth = await createApply(server, server.alice, { draftId, applicant: entry('110000') });
    expect(sixth.body).toMatchObject({ code: 400, msg: '每个订单最多5位申请人。请先完成本订单，再为其他申请人另建一个订单', data: { reason: 'applicantLimitReached' } });
    const en = await createApply(server, server.alice, { draftId, applicant: entry('110000') }, 'en');
    expect(en.body.msg).toBe('An order takes at most 5 applicants. Finish this order, then start a separate order for the others');
    await createdApply(server, server.alice, await newDraft(server, server.alice));
  });

  it('takes the jurisdiction from the chosen center: another district is refused with the center that serves it', async () => {
    // Issue 12 item 2: with Beijing's center chosen, a Shanghai resident was taken in (under Shanghai's consulate)
    // and the Beijing residents after them refused.
    const draftId = await newDraft(server, server.alice);
    const shanghai = await createApply(server, server.alice, { draftId, applicant: entry('310000', '周洁') });
    expect(shanghai.body).toMatchObject({
      code: 400,
      msg: '该申请人所在省份不属于您选择的北京韩国签证申请中心的受理范围，应由上海韩国签证申请中心受理。请为该申请人在上海韩国签证申请中心另建一个订单，或返回上一步重新选择签证申请中心',
      data: { reason: 'outsideCenter', servingCenterId: 'center-shanghai', fields: { 'applicant.provinceCode': expect.stringContaining('上海韩国签证申请中心') } },
    });
    const en = await createApply(server, server.alice, { draftId, applicant: entry('310000') }, 'en');
    expect(en.body.msg).toBe("This applicant's province is not served by the center you chose (Korea Visa Application Center Beijing) but by Korea Visa Application Center Shanghai. Start a separate order at Korea Visa Application Center Shanghai for this applicant, or go back and choose another center");
    expect((await createdApply(server, server.alice, draftId, entry('110000', '张伟'))).consularPostId).toBe('post-beijing');
    expect((await createdApply(server, server.alice, draftId, entry('130100', '李娜'))).consularPostId).toBe('post-beijing');
    // Chosen by place: the place's district, whichever province comes first.
    const byPlace = await newDraft(server, server.alice);
    const fromShanghai = { ...visaChoice, centerId: undefined, locationValue: '310100' };
    const beijinger = await createApply(server, server.alice, { draftId: byPlace, applicant: entry('110000'), visaChoice: fromShanghai });
    expect(beijinger.body).toMatchObject({ code: 400, data: { reason: 'outsideCenter', servingCenterId: 'center-beijing' } });
    expect((await createApply(server, server.alice, { draftId: byPlace, applicant: entry('320000'), visaChoice: fromShanghai })).body.code).toBe(0);
    // A district with no center of its own is served by the national-service center.
    const xian = await createApply(server, server.alice, { draftId, applicant: entry('610000') });
    expect(xian.body).toMatchObject({ code: 400, data: { reason: 'outsideCenter', servingCenterId: 'center-default' } });
  });

  it('at the national-service center the first applicant fixes the district; a province no post covers is refused', async () => {
    const national = { ...visaChoice, centerId: 'center-default', locationValue: undefined };
    const draftId = await newDraft(server, server.alice);
    expect((await createApply(server, server.alice, { draftId, applicant: entry('610000'), visaChoice: national })).body).toMatchObject({ code: 0, data: { consularPostId: 'post-xian' } });
    const shanghai = await createApply(server, server.alice, { draftId, applicant: entry('310000'), visaChoice: national }, 'en');
    expect(shanghai.body).toMatchObject({
      code: 400,
      msg: 'This applicant belongs to another consular district. Applicants of one order must share one district: start a separate order for this applicant',
      data: { reason: 'otherJurisdiction', fields: { 'applicant.provinceCode': expect.stringContaining('separate order') } },
    });
    const nowhere = await createApply(server, server.alice, { draftId: await newDraft(server, server.alice), applicant: entry('990000') });
    expect(nowhere.body).toMatchObject({ code: 400, data: { reason: 'unknownJurisdiction' } });
  });

  it('refuses a body without draft, applicant or relation, and an unknown or mismatched visa choice, field by field', async () => {
    const missing = await server.call('POST', '/api/visa/apply/form/create', { auth: server.alice, language: 'en', body: { visaChoice: {}, form: {} } });
    expect(missing.body.code).toBe(400);
    expect((missing.body.data as Fields).fields).toMatchObject({
      draftId: 'Save the application first, then add the applicant',
      applicant: "Enter the applicant's name",
      relation: 'Select your relation to the applicant',
      'visaChoice.visaTypeValue': expect.any(String),
    });
    const draftId = await newDraft(server, server.alice);
    const blank = await createApply(server, server.alice, { draftId, applicant: { applicantId: '', name: '', provinceCode: '' } });
    expect((blank.body.data as Fields).fields).toMatchObject({
      'applicant.applicantId': '申请人标识缺失，请刷新页面后重试', 'applicant.name': '请输入申请人姓名', 'applicant.provinceCode': '请选择户籍或居住所在省份',
    });
    const unknown = await createApply(server, server.alice, { draftId, applicant: entry(), visaChoice: { ...visaChoice, visaTypeValue: 'type-none' } }, 'en');
    expect(unknown.body).toMatchObject({ code: 400, data: { fields: { 'visaChoice.visaTypeValue': 'This visa type is not offered. Please choose again' } } });
    const mismatched = await createApply(server, server.alice, { draftId, applicant: entry(), visaChoice: { ...visaChoice, visaProductValue: 'product-d-2-single' } });
    expect(Object.keys((mismatched.body.data as Fields).fields)).toEqual(['visaChoice.visaProductValue']);
    expect((await server.call('POST', '/api/visa/apply/form/create', { auth: null, body: {} })).body.code).toBe(401);
  });

  it('answers 404 for another user’s draft and application, exactly like missing ones', async () => {
    const draftId = await newDraft(server, server.alice);
    const mine = await createdApply(server, server.alice, draftId);
    expect((await createApply(server, server.bob, { draftId, applicant: entry() })).body).toMatchObject({ code: 404, msg: '未找到该记录' });
    expect((await createApply(server, server.bob, { draftId: 'no-such-draft', applicant: entry() })).body.code).toBe(404);
    for (const [method, path] of [
      ['GET', `/api/visa/apply/user/${mine.id}`], ['GET', `/api/visa/apply/find/apply/${mine.id}/from`], ['DELETE', `/api-apply/apply?applyId=${mine.id}`],
    ] as const) {
      expect((await server.call(method, path, { auth: server.bob })).body.code, path).toBe(404);
    }
    expect((await saveStep(server, server.bob, mine.id, 'personal', {})).body.code).toBe(404);
    expect((await server.call('POST', '/api-apply/apply/complete', { auth: server.bob, body: { applyId: mine.id } })).body.code).toBe(404);
    expect((await server.call('GET', `/api/visa/apply/user/${mine.id}`, { auth: server.alice })).body.code).toBe(0);
  });

  it('deletes an application, which frees its place in the draft', async () => {
    const draftId = await newDraft(server, server.alice);
    const applicant = entry();
    const first = await createdApply(server, server.alice, draftId, applicant);
    expect((await server.call('DELETE', `/api-apply/apply?applyId=${first.id}`, { auth: server.alice })).body).toMatchObject({ code: 0, data: null });
    expect((await server.call('GET', `/api/visa/apply/user/${first.id}`, { auth: server.alice })).body.code).toBe(404);
    expect((await server.call('DELETE', `/api-apply/apply?applyId=${first.id}`, { auth: server.alice })).body.code).toBe(404);
    expect((await createdApply(server, server.alice, draftId, applicant)).id).not.toBe(first.id);
  });

  it('refuses change, completion and deletion after submission, but still answers a repeated create', async () => {
    const draftId = await newDraft(server, server.alice);
    const applicant = entry();
    const apply = await createdApply(server, server.alice, draftId, applicant);
    await markDraftSubmitted(server.database.db, draftId, server.clock.now());
    const changed = await saveStep(server, server.alice, apply.id, 'personal', { personal: {} }, 'en');
    expect(changed.body).toMatchObject({ code: 409, msg: 'The application has been submitted: its details can no longer be changed' });
    expect((await server.call('DELETE', `/api-apply/apply?applyId=${apply.id}`, { auth: server.alice })).body.code).toBe(409);
    expect((await server.call('POST', '/api-apply/apply/complete', { auth: server.alice, body: { applyId: apply.id } })).body.code).toBe(409);
    expect(((await createApply(server, server.alice, { draftId, applicant })).body.data as ApplyDetail).id).toBe(apply.id);
    expect((await createApply(server, server.alice, { draftId, applicant: entry() })).body).toMatchObject({ code: 409, msg: '申请已提交，信息不能再修改' });
  });

  it('tells how many of the caller\'s applications a mobile may still go on, and refuses a contact mobile at its limit, per owner', async () => {
    const mobile = '13700000077';
    const limit = async () => (await server.call('GET', `/api-apply/apply/mobile/limit?mobile=${mobile}`, { auth: server.alice })).body;
    expect(await limit()).toMatchObject({ code: 0, data: { mobile, used: 0, limit: 5, allowed: true } });
    const draftId = await newDraft(server, server.alice);
    const applies: ApplyDetail[] = [];
    for (let i = 0; i < 5; i += 1) {
      const apply = await createdApply(server, server.alice, draftId);
      expect((await saveStep(server, server.alice, apply.id, 'contact', { contact: contact(mobile) })).body.code).toBe(0);
      applies.push(apply);
    }
    expect(await limit()).toMatchObject({ code: 0, data: { used: 5, limit: 5, allowed: false } });
    // Saving the same application again does not count it twice.
    expect((await saveStep(server, server.alice, applies[0]!.id, 'contact', { contact: contact(mobile) })).body.code).toBe(0);
    const sixth = await createdApply(server, server.alice, await newDraft(server, server.alice));
    const refused = await saveStep(server, server.alice, sixth.id, 'contact', { contact: contact(mobile) }, 'en');
    expect(refused.body).toMatchObject({ code: 400, data: { fields: { 'contact.mobile': 'This mobile number is already on 5 applications in progress. Please enter another number' } } });
    // Counted per owner (issue 13): Alice's five do not lock Bob out of his own number, and the limit call tells Bob
    // nothing about Alice's applications.
    const bobs = await server.call('GET', `/api-apply/apply/mobile/limit?mobile=${mobile}`, { auth: server.bob });
    expect(bobs.body).toMatchObject({ code: 0, data: { used: 0, allowed: true } });
    const other = await createdApply(server, server.bob, await newDraft(server, server.bob));
    expect((await saveStep(server, server.bob, other.id, 'contact', { contact: contact(mobile) })).body.code).toBe(0);
    expect((await server.call('GET', '/api-apply/apply/mobile/limit?mobile=12345', { auth: server.alice })).body).toMatchObject({ code: 400, data: { fields: { mobile: '请输入正确的11位手机号码' } } });
  });
});
