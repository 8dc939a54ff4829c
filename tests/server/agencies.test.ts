import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/accounts/passwords.ts';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { encryptor, solvedCaptcha } from './account-support.ts';
import { createApply, createdApply, entry, newDraft, startApplyServer, type ApplyServer } from './applies-support.ts';
import { courier, courierBack, createdOrder, signedApplies } from './orders-support.ts';

// Certified travel agencies (issue 16 item 4, decision 040): the identity page and the agency's order list refuse an
// applicant's token; one agency never sees another's orders; an agency's own applicant limit holds, also when the
// applicants are added at the same moment.

interface Identity { name: string; licenceNo: string; status: string; center: { name: string } | null; account: string; accounts: { account: string; role: string }[]; maxApplicantsPerOrder: number }
interface Page { records: { id: string; orderNo: string; subAccount: string | null; applicantNames: string[] }[]; total: number }

async function agencyWithAccounts(server: ApplyServer, id: string, limit: number) {
  const db = server.database.db;
  await db.insert(t.travelAgencies).values({
    id, name: `${id} 国际旅行社`, licenceNo: `L-${id}`, certifiedFrom: '2025-01-01', certifiedUntil: '2099-12-31',
    contactName: '赵经理', contactPhone: '01065001234', contactEmail: `${id}@example.cn`, maxApplicantsPerOrder: limit,
  });
  await db.insert(t.travelAgencyCenters).values({ agencyId: id, centerId: 'center-beijing' });
  const passwordHash = await hashPassword('agency2025');
  await db.insert(t.users).values([
    { id: `${id}-main`, kind: 'travelAgency', account: id, agencyId: id, agencyRole: 'main', name: id, passwordHash },
    { id: `${id}-01`, kind: 'travelAgency', account: `${id}-01`, agencyId: id, agencyRole: 'sub', name: `${id} 01`, passwordHash },
  ]);
}

async function agencyToken(server: ApplyServer, account: string) {
  const rsa = await encryptor(server);
  const { body } = await server.call('POST', '/api/account/ta/login', {
    body: { account, password: await rsa.encrypt('agency2025'), keyId: rsa.keyId, ...(await solvedCaptcha(server)) },
  });
  expect(body, JSON.stringify(body)).toMatchObject({ code: 0 });
  return `Bearer ${(body.data as { accessToken: string }).accessToken}`;
}

describe.each(databaseKinds())('travel agencies (%s)', (kind) => {
  let server: ApplyServer;
  let alpha: string;
  let alphaMain: string;
  let beta: string;

  beforeAll(async () => {
    server = await startApplyServer(kind);
    await agencyWithAccounts(server, 'alpha', 2);
    await agencyWithAccounts(server, 'beta', 5);
    [alpha, alphaMain, beta] = [await agencyToken(server, 'alpha-01'), await agencyToken(server, 'alpha'), await agencyToken(server, 'beta-01')];
  });
  afterAll(() => server.close());

  it("refuses an applicant's token on the agency's identity and order list", async () => {
    for (const path of ['/api-user/agency/identity', '/api-order/agency/order/list']) {
      const { body } = await server.call('GET', path, { auth: server.alice, language: 'en' });
      expect(body).toMatchObject({ code: 403, data: null });
      expect(body.msg).toMatch(/certified travel agencies/);
    }
  });

  it('shows the agency as the center certified it, with its accounts', async () => {
    const { body } = await server.call('GET', '/api-user/agency/identity', { auth: alpha, language: 'en' });
    expect(body.code).toBe(0);
    const identity = body.data as Identity;
    expect(identity).toMatchObject({ name: 'alpha 国际旅行社', licenceNo: 'L-alpha', status: 'valid', account: 'alpha-01', maxApplicantsPerOrder: 2 });
    expect(identity.center?.name).toMatch(/Beijing/);
    expect(identity.accounts).toEqual([{ account: 'alpha', name: 'alpha', role: 'main' }, { account: 'alpha-01', name: 'alpha 01', role: 'sub' }]);
  });

  it("lists an order for every account of its agency, by client name, and never for another agency", async () => {
    const { draftId, ids } = await signedApplies(server, alpha, 2);
    const order = await createdOrder(server, alpha, { draftId, applyIds: ids, delivery: courier, returns: [courierBack(ids)] });
    const list = async (auth: string, query = '') => (await server.call('GET', `/api-order/agency/order/list${query}`, { auth })).body.data as Page;

    const mine = await list(alphaMain);
    expect(mine.records.map((record) => record.id)).toEqual([order.id]);
    expect(mine.records[0]).toMatchObject({ subAccount: 'alpha-01', applicantNames: ['申请人1', '申请人2'] });
    expect((await list(alpha, `?clientName=${encodeURIComponent('申请人2')}`)).total).toBe(1);
    expect((await list(alpha, `?clientName=${encodeURIComponent('李')}`)).total).toBe(0);
    expect((await list(alpha, '?startDate=2025-06-03')).total).toBe(0);
    expect((await list(alpha, '?startDate=2025-06-02&endDate=2025-06-02')).total).toBe(1);

    expect((await list(beta)).total).toBe(0);
    const foreign = await server.call('GET', `/api/visa/order/${order.id}/user`, { auth: beta });
    expect(foreign.body).toMatchObject({ code: 404, data: null });
    const history = await server.call('GET', `/api-order/order/${order.id}/status/history`, { auth: beta });
    expect(history.body.code).toBe(404);
  });

  it("refuses an applicant beyond the agency's own limit, also when they are added at once", async () => {
    const draftId = await newDraft(server, alpha);
    await createdApply(server, alpha, draftId, entry('110000', '客户一'));
    await createdApply(server, alpha, draftId, entry('110000', '客户二'));
    const third = await createApply(server, alpha, { draftId, applicant: entry('110000', '客户三') }, 'en');
    expect(third.body).toMatchObject({ code: 400, data: { reason: 'applicantLimitReached' } });
    expect(third.body.msg).toBe('Your agency may add up to 2 applicants to one order. Please start another order for the other clients');

    const racing = await newDraft(server, alpha);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => createApply(server, alpha, { draftId: racing, applicant: entry('110000', `客户${i}`) })));
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(2);
    expect(answers.filter((answer) => answer.body.code === 400)).toHaveLength(3);
  });

  it('leaves an applicant with the spec\'s five', async () => {
    const draftId = await newDraft(server, server.bob);
    for (let i = 0; i < 5; i += 1) await createdApply(server, server.bob, draftId, entry('110000', `家人${i}`));
    const sixth = await createApply(server, server.bob, { draftId, applicant: entry('110000', '家人5') });
    expect(sixth.body).toMatchObject({ code: 400, data: { reason: 'applicantLimitReached' } });
  });
});
