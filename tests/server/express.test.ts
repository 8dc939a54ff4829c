import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { openWaybills } from '../../src/server/courier/waybills.ts';
import { settlePayment } from '../../src/server/payments/settle.ts';
import { databaseKinds } from '../support/database.ts';
import { loginToken } from './account-support.ts';
import { startApplyServer, type ApplyServer } from './applies-support.ts';
import { courierBack, createdOrder, moveTo, pickup, selfDelivery, signedApplies } from './orders-support.ts';

// Express tracking (issue 15 item 4): a waybill when a paid order's materials go by courier and one per courier
// return group when the passports go back, each made once whatever repeats; its route follows the clock and the
// back office, in the reader's language, for the order's owner only.

const suzhou = { provinceId: '320000', cityId: '320500', districtId: '320505' };
const courierFromSuzhou = { way: 'courier', senderName: '王芳', senderPhone: '13812345678', ...suzhou, address: '人民路1号', senderRelation: 'myself' };
const shenzhen = { provinceId: '440000', cityId: '440300', districtId: '440304' };

interface Route { company: string; expressNo: string; status: string; traces: { time: string; location: string; description: string }[]; waybills: { expressNo: string; applyIds: string[] }[] }

describe.each(databaseKinds())('express tracking (%s)', (kind) => {
  let server: ApplyServer;

  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server.close());

  // Sessions end after 30 idle minutes: after moving the clock on, both people sign in again. Each test ends back at
  // the clock's start, where the applications' dates are chosen.
  let travelled = 0;
  async function travel(seconds: number) {
    server.clock.advance(seconds);
    travelled += seconds;
    server.alice = await loginToken(server, '13900000001', 'alice01');
    server.bob = await loginToken(server, '13900000002', 'bob0001');
  }
  afterEach(async () => {
    if (travelled) await travel(-travelled);
  });

  async function route(orderId: string, direction: 'send' | 'return', options: { auth?: string; language?: string; expressNo?: string } = {}) {
    const query = new URLSearchParams({ orderId, direction, ...(options.expressNo ? { expressNo: options.expressNo } : {}) });
    const { body } = await server.call('GET', `/api-express/express/route?${query}`, { auth: options.auth ?? server.alice, language: options.language ?? 'zh' });
    return body as { code: number; msg: string; data: Route };
  }

  const waybillRows = (orderId: string) => server.database.db.select().from(t.waybills).where(eq(t.waybills.orderId, orderId));

  async function courierOrder(returns: (ids: string[]) => Record<string, unknown>[] = (ids) => [courierBack(ids)], count = 1) {
    const { draftId, ids } = await signedApplies(server, server.alice, count);
    const order = await createdOrder(server, server.alice, { draftId, applyIds: ids, delivery: courierFromSuzhou, returns: returns(ids) });
    return { order, ids };
  }

  async function backOffice() {
    const response = await fetch(`${server.baseUrl}/dev/express`);
    expect(response.status).toBe(200);
    const html = await response.text();
    return { html, csrf: /name="csrf" (?:value|content)="([^"]+)"/.exec(html)?.[1] ?? '' };
  }

  const advance = (expressNo: string, form: Record<string, string>, headers: Record<string, string> = { accept: 'application/json' }) =>
    fetch(`${server.baseUrl}/dev/express/${expressNo}/advance`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form) });

  it('makes the materials waybill when a courier order is paid, and its route advances with the clock to signed', async () => {
    const { order } = await courierOrder();
    expect((await route(order.id, 'send')).data).toMatchObject({ status: 'none', expressNo: '', traces: [], waybills: [] });
    await moveTo(server, order.id, 'paid');
    const [waybill, ...more] = await waybillRows(order.id);
    expect(more).toEqual([]);
    expect(waybill).toMatchObject({ direction: 'send', groupIndex: 0, company: 'sandbox', phone: '13812345678' });
    expect(waybill!.expressNo).toMatch(/^SB\d{12}$/);
    const [row] = await server.database.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(row!.expressNo).toBe(waybill!.expressNo);

    const fresh = (await route(order.id, 'send')).data;
    expect(fresh).toMatchObject({ expressNo: waybill!.expressNo, status: 'inTransit', company: '沙箱快递（模拟）', waybills: [{ expressNo: waybill!.expressNo }] });
    expect(fresh.traces.map((trace) => trace.description)).toEqual(['已下单，等待快递员上门揽收']);

    await travel(4 * 3600);
    const later = (await route(order.id, 'send')).data;
    expect(later.traces.length).toBeGreaterThan(1);
    expect(later.traces[0]!.description).toMatch(/苏州市/);
    // The same waybill at the same time reads the same: nothing random at read time.
    expect((await route(order.id, 'send')).data).toEqual(later);

    await travel(4 * 24 * 3600);
    const signed = (await route(order.id, 'send')).data;
    expect(signed.status).toBe('signed');
    expect(signed.traces[0]!.description).toBe('快件已签收，签收人：签证申请中心');
    expect(signed.traces[0]!.location).toBe('北京');
    expect(signed.traces.at(-1)!.location).toBe('苏州市');
    const times = signed.traces.map((trace) => Date.parse(trace.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(signed.traces.map((trace) => trace.location)).toContain('南京');
  });

  it('answers in the reader\'s language', async () => {
    const { order } = await courierOrder();
    await moveTo(server, order.id, 'paid');
    await travel(5 * 24 * 3600);
    const en = (await route(order.id, 'send', { language: 'en' })).data;
    const ko = (await route(order.id, 'send', { language: 'ko' })).data;
    expect(en.company).toBe('Sandbox Express (simulated)');
    expect(en.traces[0]!.description).toBe('Delivered: signed for by the visa application center');
    expect(en.traces.at(-2)!.description).toBe('Picked up by the courier in 苏州市, Jiangsu');
    expect(en.traces.map((trace) => trace.location)).toContain('Nanjing');
    expect(ko.traces[0]!.description).toBe('배송 완료: 비자신청센터가 수령했습니다');
    expect(ko.traces.at(-2)!.location).toBe('장쑤성 苏州市');
    expect(en.traces.map((trace) => trace.time)).toEqual(ko.traces.map((trace) => trace.time));
  });

  it('makes one waybill per courier return group when the passports are returned, once however often it is asked', async () => {
    const { order, ids } = await courierOrder((applyIds) => [
      { ...courierBack([applyIds[0]!]), ...shenzhen }, pickup([applyIds[1]!]), courierBack([applyIds[2]!]),
    ], 3);
    await moveTo(server, order.id, 'paid', 'accepted', 'reviewed', 'issued');
    expect((await route(order.id, 'return')).data).toMatchObject({ status: 'none', waybills: [] });
    await moveTo(server, order.id, 'returned');
    const rows = (await waybillRows(order.id)).filter((row) => row.direction === 'return').sort((a, b) => a.groupIndex - b.groupIndex);
    expect(rows.map((row) => [row.groupIndex, row.applyIds])).toEqual([[0, [ids[0]]], [2, [ids[2]]]]);

    // The event again (refused by the status machine) and the hook again in its own transaction: nothing new.
    expect((await route(order.id, 'return')).data.waybills.map((w) => w.expressNo)).toEqual(rows.map((row) => row.expressNo));
    const [orderRow] = await server.database.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    await Promise.all([1, 2].map(() => server.database.db.transaction((tx) => openWaybills(tx, orderRow!, 'returned', server.clock.now()))));
    const again = (await waybillRows(order.id)).filter((row) => row.direction === 'return');
    expect(again.map((row) => row.expressNo).sort()).toEqual(rows.map((row) => row.expressNo).sort());
    expect(orderRow!.expressNo).toBe(rows[0]!.expressNo);

    const first = (await route(order.id, 'return', { language: 'en' })).data;
    expect(first).toMatchObject({ expressNo: rows[0]!.expressNo, status: 'inTransit' });
    const second = (await route(order.id, 'return', { expressNo: rows[1]!.expressNo })).data;
    expect(second.expressNo).toBe(rows[1]!.expressNo);
    expect((await route(order.id, 'return', { expressNo: 'SB000000000000' })).code).toBe(404);
    await travel(5 * 24 * 3600);
    const shenzhenRoute = (await route(order.id, 'return', { language: 'en' })).data;
    expect(shenzhenRoute.traces[0]!.description).toBe('Delivered: signed for by the recipient');
    expect(shenzhenRoute.traces[0]!.location).toBe('深圳市, Guangdong');
  });

  it('settles a courier order\'s payment with one waybill, whatever number of times the gateway says paid', async () => {
    const { order } = await courierOrder();
    const db = server.database.db;
    const outTradeNo = `T${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const at = server.clock.now();
    await db.insert(t.payments).values({
      outTradeNo, orderId: order.id, kind: 'order', purpose: 'order', method: 'wechat', amount: 100, currency: 'CNY', status: 'pending',
      qrContent: 'weixin://x', expiresAt: new Date(at.getTime() + 3_600_000), createdAt: at,
    });
    const success = { amountCny: 100, gatewayTradeNo: 'g1', paidAt: at };
    const outcomes = await Promise.all([settlePayment(db, outTradeNo, success, at), settlePayment(db, outTradeNo, success, at)]);
    expect(outcomes.sort()).toEqual(['alreadySettled', 'settled']);
    expect((await waybillRows(order.id)).map((row) => row.direction)).toEqual(['send']);
  });

  it('makes no waybill for materials handed in at the center', async () => {
    const { draftId, ids } = await signedApplies(server, server.alice, 1);
    const order = await createdOrder(server, server.alice, { draftId, applyIds: ids, delivery: selfDelivery('2025-06-05'), returns: [pickup(ids)] });
    await moveTo(server, order.id, 'paid', 'accepted', 'reviewed', 'issued', 'collected');
    expect(await waybillRows(order.id)).toEqual([]);
    expect((await route(order.id, 'send')).data).toMatchObject({ status: 'none', traces: [] });
  });

  it('shows the route to its owner only: another user\'s order answers 404, no token 401, a bad query 400', async () => {
    const { order } = await courierOrder();
    await moveTo(server, order.id, 'paid');
    const other = await route(order.id, 'send', { auth: server.bob });
    expect(other.code).toBe(404);
    expect(JSON.stringify(other.data ?? null)).not.toMatch(/SB\d{12}/);
    const anonymous = await fetch(`${server.baseUrl}/api-express/express/route?orderId=${order.id}&direction=send`);
    expect(((await anonymous.json()) as { code: number }).code).toBe(401);
    const bad = await server.call('GET', `/api-express/express/route?orderId=${order.id}&direction=sideways`, { auth: server.alice, language: 'en' });
    expect((bad.body as { code: number }).code).toBe(400);
  });

  it('lets the back office make the next event happen now, one per press, until signed; with its form token only', async () => {
    const { order } = await courierOrder();
    await moveTo(server, order.id, 'paid');
    const [waybill] = await waybillRows(order.id);
    const expressNo = waybill!.expressNo;
    const { html, csrf } = await backOffice();
    expect(html).toContain('SANDBOX');
    expect(html).toContain(`data-express-no="${expressNo}"`);
    expect((await advance(expressNo, {})).status).toBe(403);
    expect((await advance(expressNo, { csrf }, { accept: 'application/json', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await advance('SB999999999999', { csrf })).status).toBe(404);

    const before = (await route(order.id, 'send')).data.traces;
    const pressed = await advance(expressNo, { csrf });
    expect(pressed.status).toBe(200);
    const after = (await route(order.id, 'send')).data.traces;
    expect(after.length).toBe(before.length + 1);
    expect(after[0]!.description).toBe('【苏州市】快递员已揽收');
    expect(after[0]!.time).toBe(server.clock.now().toISOString());
    expect(after.slice(1)).toEqual(before);

    // Pressed from the page itself: answered with the list again.
    const viaPage = await advance(expressNo, { csrf }, {});
    expect(viaPage.status).toBe(303);
    expect(viaPage.headers.get('location')).toContain(`advanced=${expressNo}`);
    let status = '';
    for (let i = 0; i < 30 && status !== 'signed'; i += 1) {
      expect((await advance(expressNo, { csrf })).status).toBe(200);
      status = (await route(order.id, 'send')).data.status;
    }
    expect(status).toBe('signed');
    expect((await advance(expressNo, { csrf })).status).toBe(409);
  });
});
