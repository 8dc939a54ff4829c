import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LIMIT } from '../../src/domain/constants.ts';
import { databaseKinds } from '../support/database.ts';
import { loginToken, register } from './account-support.ts';
import { startApplyServer, type ApplyServer } from './applies-support.ts';
import { courier, courierBack, createdOrder, signedApplies } from './orders-support.ts';

// Saved addresses: regions that exist and belong together, one default, owner only, at most ADDRESS_LIMIT.

interface Saved { id: string; contact: string; regionText: string; isDefault: boolean; detail: string }

describe.each(databaseKinds())('saved addresses (%s)', (kind) => {
  let server: ApplyServer;
  const address = { contact: '王芳', phone: '13812345678', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail: '建国路1号' };

  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server.close());

  const save = (body: Record<string, unknown>, auth = server.alice) => server.call('POST', '/api-address/address', { auth, body, language: 'en' });
  const list = async (auth = server.alice) => (await server.call('GET', '/api-address/address/list', { auth })).body.data as Saved[];

  it('saves, edits, makes default and deletes; the first is the default; names in the language asked', async () => {
    const first = (await save(address)).body.data as Saved;
    expect(first).toMatchObject({ isDefault: true, regionText: 'Beijing, Dongcheng District' });
    const second = (await save({ ...address, contact: '李雷', detail: '中关村大街2号' })).body.data as Saved;
    expect(second.isDefault).toBe(false);
    const edited = await save({ ...address, id: second.id, contact: '李雷', detail: '中关村大街3号' });
    expect(edited.body.data).toMatchObject({ id: second.id, detail: '中关村大街3号' });
    const made = await server.call('PUT', '/api-address/address/default', { auth: server.alice, body: { id: second.id } });
    expect(made.body.data).toMatchObject({ isDefault: true });
    expect((await list()).map((row) => [row.id, row.isDefault])).toEqual([[second.id, true], [first.id, false]]);
    expect((await server.call('DELETE', `/api-address/address/${second.id}`, { auth: server.alice })).body.code).toBe(0);
    // The default went: the remaining one takes its place.
    expect((await list()).map((row) => [row.id, row.isDefault])).toEqual([[first.id, true]]);
  });

  it('refuses regions that do not exist or do not belong together, and bad fields', async () => {
    expect((await save({ ...address, districtCode: '110199' })).body).toMatchObject({ code: 400, msg: 'Choose a province, city and district from the list' });
    expect((await save({ ...address, cityCode: '120100', districtCode: '120101' })).body).toMatchObject({ code: 400 });
    const bad = await save({ ...address, phone: '138-1234', contact: '' });
    expect(bad.body).toMatchObject({ code: 400, data: { fields: { contact: expect.any(String), phone: expect.any(String) } } });
  });

  it("answers 404 for another user's address and changes nothing of it", async () => {
    const mine = (await save({ ...address, detail: '不可被他人修改' })).body.data as Saved;
    const before = await list();
    expect((await save({ ...address, id: mine.id, detail: 'taken over' }, server.bob)).body.code).toBe(404);
    expect((await server.call('PUT', '/api-address/address/default', { auth: server.bob, body: { id: mine.id } })).body.code).toBe(404);
    expect((await server.call('DELETE', `/api-address/address/${mine.id}`, { auth: server.bob })).body.code).toBe(404);
    expect(await list(server.bob)).toEqual([]);
    expect(await list()).toEqual(before);
  });

  it("'save to my addresses' on the delivery step writes this same list, once, and only a mobile number", async () => {
    await register(server, '13900000004', 'dave001');
    const auth = await loginToken(server, '13900000004', 'dave001');
    const first = await signedApplies(server, auth, 1);
    await createdOrder(server, auth, { draftId: first.draftId, applyIds: first.ids, delivery: { ...courier, saveAddress: true }, returns: [courierBack(first.ids)] });
    expect((await list(auth)).map((row) => [row.contact, row.detail, row.isDefault])).toEqual([['王芳', '建国路1号', true]]);
    // The same address again is not a second copy; a landline is not saved (the address form would refuse it).
    const second = await signedApplies(server, auth, 1);
    await createdOrder(server, auth, { draftId: second.draftId, applyIds: second.ids, delivery: { ...courier, saveAddress: true }, returns: [courierBack(second.ids)] });
    const third = await signedApplies(server, auth, 1);
    await createdOrder(server, auth, { draftId: third.draftId, applyIds: third.ids, delivery: { ...courier, senderPhone: '01065529988', address: '建国路9号', saveAddress: true }, returns: [courierBack(third.ids)] });
    expect(await list(auth)).toHaveLength(1);
  });

  it('takes the mobile rule for the phone and the length limits, in the language asked', async () => {
    const landline = await save({ ...address, phone: '01065529988' });
    expect(landline.body).toMatchObject({ code: 400, data: { fields: { phone: 'Please enter a valid 11-digit mainland mobile number' } } });
    const long = await save({ ...address, contact: '名'.repeat(31), detail: '路'.repeat(101) });
    expect(long.body).toMatchObject({ code: 400, data: { fields: { contact: expect.stringContaining('30'), detail: expect.stringContaining('100') } } });
    const missing = await save({ ...address, provinceCode: '' });
    expect(missing.body).toMatchObject({ code: 400, data: { fields: { provinceCode: 'Choose the province, city and district' } } });
  });

  it('keeps one default when several are made default at once', async () => {
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(((await save({ ...address, detail: `并发${n}号` })).body.data as Saved).id);
    await Promise.all(ids.map((id) => server.call('PUT', '/api-address/address/default', { auth: server.alice, body: { id } })));
    expect((await list()).filter((row) => row.isDefault)).toHaveLength(1);
  });

  it(`keeps at most ${ADDRESS_LIMIT}`, async () => {
    const held = (await list(server.bob)).length;
    for (let i = held; i < ADDRESS_LIMIT; i += 1) expect((await save({ ...address, detail: `路${i}号` }, server.bob)).body.code).toBe(0);
    const refused = await save({ ...address, detail: 'one too many' }, server.bob);
    expect(refused.body).toMatchObject({ code: 400, msg: `You can keep at most ${ADDRESS_LIMIT} saved addresses: delete one you no longer use first` });
  });

  it(`lets only ${ADDRESS_LIMIT} through when many are saved at once`, async () => {
    await register(server, '13900000003', 'carol01');
    const auth = await loginToken(server, '13900000003', 'carol01');
    const answers = await Promise.all(Array.from({ length: ADDRESS_LIMIT + 5 }, (_, i) => save({ ...address, detail: `同时${i}号` }, auth)));
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(ADDRESS_LIMIT);
    expect(await list(auth)).toHaveLength(ADDRESS_LIMIT);
    expect((await list(auth)).filter((row) => row.isDefault)).toHaveLength(1);
  });
});
