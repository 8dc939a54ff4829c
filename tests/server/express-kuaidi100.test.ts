import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/server/config.ts';
import * as t from '../../src/server/db/schema.ts';
import { courierConfigFrom } from '../../src/server/providers/courier/config.ts';
import { databaseKinds } from '../support/database.ts';
import { startTestServer, testConfig, type TestServer } from '../support/server.ts';
import { startKuaidi100Server, type Kuaidi100Server } from './kuaidi100-server.ts';
import { bearer, newOrder, newUser } from './payment-support.ts';

// The live courier tracking (issue 19 item 4): Kuaidi100's real-time query, chosen by COURIER_PROVIDER outside the
// sandbox only, against a local server that checks the signature as Kuaidi100 does and answers in its format.

const CUSTOMER = 'TESTCUSTOMER0001';
const KEY = 'testKuaidi100Key';

describe('courier configuration', () => {
  const live = { KUAIDI100_CUSTOMER: CUSTOMER, KUAIDI100_KEY: KEY };
  it('is the sandbox courier in the sandbox and refuses a live one there', () => {
    expect(courierConfigFrom({}, true)).toEqual({ provider: 'sandbox' });
    expect(() => courierConfigFrom({ COURIER_PROVIDER: 'kuaidi100', ...live }, true)).toThrow(ConfigError);
  });
  it('outside the sandbox: Kuaidi100 when asked for or configured, each variable required by name; never the sandbox', () => {
    expect(courierConfigFrom({}, false)).toEqual({ provider: 'off' });
    expect(courierConfigFrom({ COURIER_PROVIDER: 'kuaidi100', ...live }, false)).toEqual({ provider: 'kuaidi100', customer: CUSTOMER, key: KEY, endpoint: 'https://poll.kuaidi100.com/poll/query.do' });
    expect(() => courierConfigFrom({ COURIER_PROVIDER: 'kuaidi100', KUAIDI100_CUSTOMER: CUSTOMER }, false)).toThrow(/KUAIDI100_KEY/);
    expect(() => courierConfigFrom({ KUAIDI100_KEY: KEY }, false)).toThrow(/KUAIDI100_CUSTOMER/);
    expect(() => courierConfigFrom({ COURIER_PROVIDER: 'sandbox' }, false)).toThrow(/SANDBOX=1/);
    expect(() => courierConfigFrom({ COURIER_PROVIDER: 'sf' }, false)).toThrow(/COURIER_PROVIDER/);
    expect(() => courierConfigFrom({ ...live, KUAIDI100_ENDPOINT: 'http://poll.kuaidi100.com/poll/query.do' }, false)).toThrow(/https/);
  });
});

describe.each(databaseKinds())('Kuaidi100 tracking (%s)', (kind) => {
  let kuaidi100: Kuaidi100Server;
  let portal: TestServer;
  let wrongKeyPortal: TestServer;

  const live = (key: string) => ({
    verifyToken: async (token: string) => ({ userId: token }),
    config: { ...testConfig, sandbox: false, courier: { provider: 'kuaidi100' as const, customer: CUSTOMER, key, endpoint: kuaidi100.url } },
  });

  beforeAll(async () => {
    kuaidi100 = await startKuaidi100Server(CUSTOMER, KEY);
    portal = await startTestServer(kind, live(KEY));
    wrongKeyPortal = await startTestServer(kind, live('notTheKey'));
  });
  afterAll(async () => {
    await Promise.all([portal?.close(), wrongKeyPortal?.close(), kuaidi100?.close()]);
  });

  async function waybillOn(server: TestServer, expressNo: string, company = 'shunfeng') {
    const userId = await newUser(server);
    const orderId = await newOrder(server, userId);
    await server.database.db.insert(t.waybills).values({
      id: randomUUID(), orderId, direction: 'return', groupIndex: 0, applyIds: [], expressNo, company, phone: '13812345678', stops: [], shifts: [], createdAt: new Date(),
    });
    return { userId, orderId };
  }

  const route = (server: TestServer, userId: string, orderId: string, language = 'en') =>
    server.call('GET', `/api-express/express/route?orderId=${orderId}&direction=return`, { auth: bearer(userId), language });

  it('reads a route signed with the key: latest first, Beijing times, the state as a status, the phone sent', async () => {
    const expressNo = `SF${Date.now()}`;
    kuaidi100.parcels.set(expressNo, {
      state: '0',
      events: [
        { ftime: '2026-11-24 09:10:00', context: '【北京市】顺丰速运 已收取快件', location: '北京市' },
        { ftime: '2026-11-24 21:40:00', context: '快件到达【上海虹桥中转场】', location: '上海市' },
      ],
    });
    const { userId, orderId } = await waybillOn(portal, expressNo);
    const { body } = await route(portal, userId, orderId);
    expect(body.code, JSON.stringify(body)).toBe(0);
    expect(body.data).toMatchObject({
      company: 'SF Express', expressNo, status: 'inTransit',
      traces: [
        { time: '2026-11-24T13:40:00.000Z', location: '上海市', description: '快件到达【上海虹桥中转场】' },
        { time: '2026-11-24T01:10:00.000Z', location: '北京市', description: '【北京市】顺丰速运 已收取快件' },
      ],
    });
    expect(kuaidi100.accepted.at(-1)).toMatchObject({ com: 'shunfeng', num: expressNo, phone: '13812345678' });

    kuaidi100.parcels.get(expressNo)!.state = '3';
    expect((await route(portal, userId, orderId, 'zh')).body.data).toMatchObject({ company: '顺丰速运', status: 'signed' });
  });

  it('a number the courier has no events for yet reads as none, not as a failure', async () => {
    const { userId, orderId } = await waybillOn(portal, `SF${Date.now()}9`);
    expect((await route(portal, userId, orderId)).body).toMatchObject({ code: 0, data: { status: 'none', traces: [] } });
  });

  it('a wrongly signed query is refused by Kuaidi100, and the person reads "try again" in their language', async () => {
    const expressNo = `SF${Date.now()}7`;
    kuaidi100.parcels.set(expressNo, { state: '0', events: [{ ftime: '2026-11-24 09:10:00', context: '已揽收' }] });
    const { userId, orderId } = await waybillOn(wrongKeyPortal, expressNo);
    const before = kuaidi100.accepted.length;
    const { body } = await route(wrongKeyPortal, userId, orderId);
    expect(body).toMatchObject({ code: 409, msg: 'The tracking cannot be read just now: try again in a moment' });
    expect(kuaidi100.accepted.length).toBe(before);
  });

  it('never asks Kuaidi100 about the sandbox courier\'s numbers, and /health says kuaidi100', async () => {
    const before = kuaidi100.accepted.length;
    const { userId, orderId } = await waybillOn(portal, `SB${Date.now()}`.slice(0, 14), 'sandbox');
    expect((await route(portal, userId, orderId)).body).toMatchObject({ code: 0, data: { status: 'none', traces: [] } });
    expect(kuaidi100.accepted.length).toBe(before);
    expect(await (await fetch(`${portal.baseUrl}/health`)).json()).toMatchObject({ sandbox: false, courier: 'kuaidi100' });
  });
});
