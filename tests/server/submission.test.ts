import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import {
  createApply, createdApply, entry, newDraft, personal, saveStep, startApplyServer, visaChoice, type ApplyDetail, type ApplyServer, type Fields,
} from './applies-support.ts';
import { completeApply, completeDraft, submit } from './submission-support.ts';

// POST /api/visa/apply/submit/user (decision 017): 1–5 complete applications of the user and of one jurisdiction,
// submitted together, once; afterwards nothing of them can change.

describe.each(databaseKinds())('submission on %s', (kind) => {
  let server: ApplyServer;
  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server?.close());

  const rowOf = async (id: string) => (await server.database.db.select().from(t.applies).where(eq(t.applies.id, id)))[0]!;
  const draftStatus = async (id: string) => (await server.database.db.select().from(t.drafts).where(eq(t.drafts.id, id)))[0]!.status;

  it('submits two complete applicants of one draft: confirmed, stamped, the draft marked submitted', async () => {
    const { draftId, ids } = await completeDraft(server, server.alice, 2);
    const { body } = await submit(server, server.alice, ids);
    expect(body, body.msg).toMatchObject({ code: 0 });
    expect((body.data as ApplyDetail[]).map((apply) => [apply.id, apply.status])).toEqual(ids.map((id) => [id, 'confirmed']));
    for (const id of ids) expect((await rowOf(id)).submittedAt?.toISOString()).toBe(server.clock.now().toISOString());
    expect(await draftStatus(draftId)).toBe('submitted');
  });

  it('refuses an incomplete applicant with its name and the steps to finish, and submits none', async () => {
    const draftId = await newDraft(server, server.alice);
    const done = await completeApply(server, server.alice, draftId, entry('110000', '王芳'));
    const half = await createdApply(server, server.alice, draftId, entry('110000', '李娜'));
    expect((await saveStep(server, server.alice, half.id, 'personal', { personal })).body.code).toBe(0);
    const { body } = await submit(server, server.alice, [done.id, half.id], 'en');
    expect(body).toMatchObject({ code: 400, data: { reason: 'incomplete', applyId: half.id } });
    expect(body.msg).toMatch(/^The application of 李娜 is not complete yet\. Please finish the marked steps: Documents, Contact/);
    expect((body.data as Fields).steps).toEqual(['documents', 'contact', 'family', 'educationJob', 'visit', 'invitationCostHelper']);
    expect((await rowOf(done.id)).submittedAt).toBeNull();
    expect(await draftStatus(draftId)).toBe('open');
  });

  it('refuses applicants of two consular districts', async () => {
    const beijing = await completeDraft(server, server.alice, 1);
    const shanghaiDraft = await newDraft(server, server.alice);
    const shanghai = await completeApply(server, server.alice, shanghaiDraft, entry('310000', '周洁'), { ...visaChoice, centerId: 'center-shanghai', locationValue: '310100' });
    const { body } = await submit(server, server.alice, [...beijing.ids, shanghai.id]);
    expect(body).toMatchObject({ code: 400, msg: '该申请人属于其他领区。同一订单的申请人须属于同一领区，请为该申请人另建一个订单', data: { reason: 'otherJurisdiction' } });
    expect((await rowOf(shanghai.id)).submittedAt).toBeNull();
  });

  it('refuses applicants outside the center chosen last (the center changed after they were added)', async () => {
    const { ids } = await completeDraft(server, server.alice, 1);
    const moved = await server.call('PUT', '/api-apply/apply', { auth: server.alice, body: { applyId: ids[0], visaChoice: { ...visaChoice, centerId: 'center-shanghai', locationValue: undefined } } });
    expect(moved.body.code).toBe(0);
    const { body } = await submit(server, server.alice, ids);
    expect(body).toMatchObject({ code: 400, data: { reason: 'outsideCenter', applyId: ids[0] } });
    expect(body.msg).toBe('王芳: 该申请人所在省份不属于您选择的上海韩国签证申请中心的受理范围，应由北京韩国签证申请中心受理。请为该申请人在北京韩国签证申请中心另建一个订单，或返回上一步重新选择签证申请中心');
    expect((await rowOf(ids[0]!)).submittedAt).toBeNull();
  });

  it('refuses six applications, none, and a body that is not a list of ids', async () => {
    const six = await submit(server, server.alice, ['a', 'b', 'c', 'd', 'e', 'f'], 'en');
    expect(six.body).toMatchObject({ code: 400, data: { reason: 'applicantLimitReached' } });
    expect(six.body.msg).toMatch(/at most 5 applicants/);
    expect((await submit(server, server.alice, [])).body).toMatchObject({ code: 400, msg: '请选择要提交的申请' });
    expect((await server.call('POST', '/api/visa/apply/submit/user', { auth: server.alice, body: { applyIds: 'x' } })).body.code).toBe(400);
    expect((await server.call('POST', '/api/visa/apply/submit/user', { auth: server.alice, body: { applyIds: [3] } })).body.code).toBe(400);
  });

  it('answers another user’s application like a missing one (404), and submits nothing', async () => {
    const { ids } = await completeDraft(server, server.alice, 1);
    expect((await submit(server, server.bob, ids)).body.code).toBe(404);
    expect((await submit(server, server.alice, [...ids, 'no-such-apply'])).body.code).toBe(404);
    expect((await rowOf(ids[0]!)).submittedAt).toBeNull();
  });

  it('answers a repeat (a retry, an actor re-run after a restore) with the same applications, never a second submission', async () => {
    const { ids } = await completeDraft(server, server.alice, 2);
    const [first, racing] = await Promise.all([submit(server, server.alice, ids), submit(server, server.alice, ids)]);
    expect(first.body.code).toBe(0);
    expect(racing.body).toEqual(first.body);
    const stamped = (await rowOf(ids[0]!)).submittedAt;
    server.clock.advance(120);
    const again = await submit(server, server.alice, ids);
    expect(again.body.data).toEqual(first.body.data);
    expect((await rowOf(ids[0]!)).submittedAt).toEqual(stamped);
    // Part of a submission with something new is another submission: refused.
    const other = await completeDraft(server, server.alice, 1);
    expect((await submit(server, server.alice, [ids[0]!, ...other.ids])).body).toMatchObject({ code: 409, msg: '申请已提交，请勿重复提交' });
    expect((await rowOf(other.ids[0]!)).submittedAt).toBeNull();
  });

  it('refuses every change after submission and keeps the data as submitted', async () => {
    const { draftId, applies, ids } = await completeDraft(server, server.alice, 1);
    const applicant = applies[0]!.applicant;
    expect((await submit(server, server.alice, ids)).body.code).toBe(0);
    const before = await rowOf(ids[0]!);
    const changed = { code: 409, msg: 'The application has been submitted: its details can no longer be changed' };
    for (const step of ['documents', 'personal', 'contact', 'family', 'educationJob', 'visit', 'invitationCostHelper']) {
      expect((await saveStep(server, server.alice, ids[0]!, step, { personal: { ...personal, usedOtherName: true } }, 'en')).body, step).toMatchObject(changed);
    }
    expect((await server.call('PUT', '/api-apply/apply', { auth: server.alice, language: 'en', body: { applyId: ids[0], visaChoice: { ...applies[0]!.visaChoice, urgent: true } } })).body).toMatchObject(changed);
    expect((await server.call('POST', '/api-apply/apply/complete', { auth: server.alice, language: 'en', body: { applyId: ids[0] } })).body).toMatchObject(changed);
    expect((await server.call('DELETE', `/api-apply/apply?applyId=${ids[0]}`, { auth: server.alice, language: 'en' })).body).toMatchObject(changed);
    expect((await createApply(server, server.alice, { draftId, applicant: entry() }, 'en')).body).toMatchObject(changed);
    // A repeated create of the submitted applicant is a read: the application as it was, its form ignored.
    const repeated = await createApply(server, server.alice, { draftId, applicant, form: { personal: { ...personal, usedOtherName: true } } });
    expect(repeated.body).toMatchObject({ code: 0, data: { id: ids[0], status: 'confirmed' } });
    expect((await server.call('DELETE', `/api-apply/unprocessed/${draftId}`, { auth: server.alice })).body.code).toBe(409);
    const after = await rowOf(ids[0]!);
    expect(after.data).toEqual(before.data);
    expect(after.visaChoice).toEqual(before.visaChoice);
    expect([after.status, after.updatedAt]).toEqual([before.status, before.updatedAt]);
  });
});
