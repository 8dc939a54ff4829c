import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { startApplyServer, type ApplyServer, type Envelope } from './applies-support.ts';
import {
  courier, courierBack, createdOrder, createOrder, moveTo, pickup, selfDelivery, signedApplies, type OrderDetail,
} from './orders-support.ts';

// Orders (issue 6). The clock stands on Monday 2025-06-02 (Dragon Boat Festival, a holiday), 10:00 in China: the
// first open reservation day is Wednesday 4 June. Fees are the seeded sample tables: consulate fee USD 40 for the
// single-entry C-3-9, service charge 25 and urgent fee 20 per applicant, courier pick-up 8, return express 8 per address.

describe.each(databaseKinds())('orders (%s)', (kind) => {
  let server: ApplyServer;

  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server.close());

  it('prices one applicant sent and returned by courier, and records the order on the applications', async () => {
    const { draftId, ids } = await signedApplies(server, server.alice, 1);
    const order = await createdOrder(server, server.alice, { draftId, applyIds: ids, delivery: courier, returns: [courierBack(ids)] });
    expect(order.fees).toEqual({ currency: 'USD', visaFee: 40, serviceFee: 25, urgentFee: 0, deliveryFee: 8, returnExpressFee: 8, total: 81 });
    expect(order).toMatchObject({ amount: 81, currency: 'USD', state: 'pendingPayment', stage: 'pendingPayment', payment: null, invoice: { status: 'canApply' }, applicantNames: ['申请人1'] });
    expect(order.orderNo).toMatch(/^KV20250602\d{6}$/);
    expect(order.applies).toEqual([expect.objectContaining({ id: ids[0], status: 'ordered', orderId: order.id })]);
    const history = await server.call('GET', `/api-order/order/${order.id}/status/history`, { auth: server.alice });
    expect((history.body.data as { state: string }[]).map((entry) => entry.state)).toEqual(['pendingPayment']);
  });

  it("names the order's draft and the region of each courier address for its owner", async () => {
    const { draftId, ids } = await signedApplies(server, server.alice, 2);
    const order = await createdOrder(server, server.alice, { draftId, applyIds: ids, delivery: courier, returns: [courierBack(ids.slice(0, 1)), pickup(ids.slice(1))] });
    expect(order.draftId).toBe(draftId);
    const read = await server.call('GET', `/api/visa/order/${order.id}/user`, { auth: server.alice, language: 'zh' });
    expect(read.body.data).toMatchObject({
      draftId,
      delivery: { way: 'courier', provinceId: '110000', regionText: '北京市东城区', address: '建国路1号' },
      returns: [{ way: 'courier', regionText: '北京市东城区', applyIds: ids.slice(0, 1) }, { way: 'pickup', applyIds: ids.slice(1) }],
    });
    expect((read.body.data as { returns: object[] }).returns[1]).not.toHaveProperty('regionText');
    // Another user's order stays a missing one: no draft id leaks.
    expect((await server.call('GET', `/api/visa/order/${order.id}/user`, { auth: server.bob })).body).toMatchObject({ code: 404, data: null });
  });

  it('prices several applicants: self-delivery books its slot, two share a courier address, one picks up', async () => {
    const { draftId, ids } = await signedApplies(server, server.alice, 3);
    const order = await createdOrder(server, server.alice, {
      draftId, applyIds: ids, delivery: selfDelivery('2025-06-04', '09:00'), returns: [courierBack(ids.slice(0, 2)), pickup(ids.slice(2))],
    });
    expect(order.fees).toEqual({ currency: 'USD', visaFee: 120, serviceFee: 75, urgentFee: 0, deliveryFee: 0, returnExpressFee: 8, total: 203 });
    const [booking] = await server.database.db.select().from(t.reservations).where(eq(t.reservations.orderId, order.id));
    expect(booking).toMatchObject({ kind: 'selfDelivery', date: '2025-06-04', time: '09:00', people: 3, status: 'booked', centerId: 'center-beijing' });
  });

  it('urgent: the urgent fee per person, and no courier either way', async () => {
    const { draftId, ids } = await signedApplies(server, server.alice, 2, { urgent: true });
    const send = await createOrder(server, server.alice, { draftId, applyIds: ids, delivery: courier, returns: [pickup(ids)] });
    expect(send.body).toMatchObject({ code: 400, data: { fields: { 'delivery.way': expect.stringContaining('Urgent applications have no courier service') } } });
    const back = await createOrder(server, server.alice, { draftId, applyIds: ids, delivery: selfDelivery('2025-06-05'), returns: [courierBack(ids)] });
    expect(back.body).toMatchObject({ code: 400, data: { fields: { 'returns.0.way': expect.stringContaining('Urgent applications') } } });
    const order = await createdOrder(server, server.alice, { draftId, applyIds: ids, delivery: selfDelivery('2025-06-05'), returns: [pickup(ids)] });
    expect(order.fees).toEqual({ currency: 'USD', visaFee: 80, serviceFee: 50, urgentFee: 40, deliveryFee: 0, returnExpressFee: 0, total: 170 });
  });

  it('is made once: a retry answers the same order, a different order for the same draft is refused', async () => {
    const { draftId, ids } = await signedApplies(server, server.alice, 2);
    const body = { draftId, applyIds: ids, delivery: courier, returns: [courierBack(ids)] };
    const first = await createdOrder(server, server.alice, body);
    const retry = await createdOrder(server, server.alice, body);
    expect(retry.id).toBe(first.id);
    expect(retry.fees).toEqual(first.fees);
    // A retry is answered before the body is checked again (a day later its reservation date might be too soon).
    const late = await createdOrder(server, server.alice, { ...body, delivery: { ...courier, address: '' } });
    expect(late.id).toBe(first.id);
    const part = await createOrder(server, server.alice, { draftId, applyIds: ids.slice(1), delivery: courier, returns: [courierBack(ids.slice(1))] });
    expect(part.body).toMatchObject({ code: 409, msg: 'These applications already have an order: it was not placed twice', data: { reason: 'alreadyOrdered' } });
    const rows = await server.database.db.select().from(t.orders).where(eq(t.orders.draftId, draftId));
    expect(rows).toHaveLength(1);
  });

  it('two creates at once make one order', async () => {
    const { draftId, ids } = await signedApplies(server, server.alice, 2);
    const body = { draftId, applyIds: ids, delivery: courier, returns: [courierBack(ids)] };
    const answers = await Promise.all([createOrder(server, server.alice, body), createOrder(server, server.alice, body), createOrder(server, server.alice, body)]);
    const orderIds = answers.map((answer) => {
      expect(answer.body.code, answer.body.msg).toBe(0);
      return (answer.body.data as OrderDetail).id;
    });
    expect(new Set(orderIds).size).toBe(1);
    expect(await server.database.db.select().from(t.orders).where(eq(t.orders.draftId, draftId))).toHaveLength(1);
    expect(await server.database.db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, orderIds[0]!))).toHaveLength(1);
  });

  it('refuses what cannot be ordered, each with its message', async () => {
    const { draftId, ids } = await signedApplies(server, server.alice, 2);
    const base = { draftId, applyIds: ids, delivery: courier, returns: [courierBack(ids)] };
    const cases: [Record<string, unknown>, number, string | RegExp, Record<string, unknown>?][] = [
      [{ ...base, applyIds: [] }, 400, /./],
      [{ ...base, returns: [courierBack(ids.slice(0, 1))] }, 400, "Choose how each applicant's passport comes back", { reason: 'returnsIncomplete' }],
      [{ ...base, returns: [courierBack(ids), pickup(ids.slice(0, 1))] }, 400, "Each applicant's passport comes back one way only", { reason: 'returnsDuplicate' }],
      [{ ...base, delivery: { ...courier, address: '' } }, 400, /./, { fields: { 'delivery.address': expect.any(String) } }],
      [{ ...base, delivery: { ...courier, districtId: '120101' } }, 400, /./, { fields: { 'delivery.districtId': expect.any(String) } }],
      [{ ...base, delivery: { ...courier, districtId: '110199' } }, 400, 'Choose a province, city and district from the list'],
      [{ ...base, delivery: selfDelivery('2025-06-03') }, 400, 'Book at least 2 working days ahead', { reason: 'tooSoon' }],
      [{ ...base, delivery: selfDelivery('2025-06-07') }, 400, /weekends/, { reason: 'weekend' }],
      [{ ...base, delivery: selfDelivery('2025-06-04', '12:30') }, 400, 'Choose one of the listed times'],
      [{ ...base, draftId: 'another-draft' }, 400, 'The applications are not from the same application'],
      [{ ...base, applyIds: [...ids, 'nobody'] }, 404, /./],
    ];
    for (const [body, code, msg, data] of cases) {
      const { body: answer } = await createOrder(server, server.alice, body);
      expect(answer.code, JSON.stringify(body)).toBe(code);
      expect(answer.msg).toMatch(msg);
      if (data) expect(answer.data).toMatchObject(data);
    }
    const unsigned = await signedApplies(server, server.alice, 1);
    await server.database.db.update(t.applies).set({ status: 'confirmed' }).where(eq(t.applies.id, unsigned.ids[0]!));
    const refused = await createOrder(server, server.alice, { applyIds: unsigned.ids, delivery: courier, returns: [courierBack(unsigned.ids)] });
    expect(refused.body).toMatchObject({ code: 409, msg: 'Sign the application before ordering' });
    // Nothing of the refused attempts was written.
    expect(await server.database.db.select().from(t.orders).where(eq(t.orders.draftId, draftId))).toHaveLength(0);
  });

  it("keeps each user's orders to themselves", async () => {
    const { draftId, ids } = await signedApplies(server, server.alice, 1);
    const order = await createdOrder(server, server.alice, { draftId, applyIds: ids, delivery: courier, returns: [pickup(ids)] });
    for (const [method, path] of [
      ['GET', `/api/visa/order/${order.id}/user`], ['GET', `/api-order/order/${order.id}/status/history`], ['PUT', `/api-order/order/${order.id}/cancel`],
      ['DELETE', `/api-order/order/user/${order.id}`], ['GET', `/api-order/order/${order.id}/extra/payment`], ['PUT', `/api/visa/order/${order.id}/confirm`],
    ] as const) {
      expect((await server.call(method, path, { auth: server.bob })).body.code, path).toBe(404);
    }
    // Bob cannot order Alice's applications either.
    expect((await createOrder(server, server.bob, { applyIds: ids, delivery: courier, returns: [pickup(ids)] })).body.code).toBe(404);
    expect((await server.call('GET', `/api/visa/order/${order.id}/user`, { auth: server.alice })).body.code).toBe(0);
  });

  it('cancels only orders the center has not accepted, deletes only cancelled or finished ones, lists by tab', async () => {
    const make = async () => {
      // Listed newest first: each order a minute after the one before.
      server.clock.advance(60);
      const { draftId, ids } = await signedApplies(server, server.bob, 1);
      return createdOrder(server, server.bob, { draftId, applyIds: ids, delivery: selfDelivery('2025-06-06', '14:00'), returns: [pickup(ids)] });
    };
    const unpaid = await make();
    const paid = await make();
    const finished = await make();
    await moveTo(server, paid.id, 'paid', 'accepted');
    await moveTo(server, finished.id, 'paid', 'accepted', 'reviewed', 'issued', 'collected');

    const cancelPaid = await server.call('PUT', `/api-order/order/${paid.id}/cancel`, { auth: server.bob, language: 'en' });
    expect(cancelPaid.body).toMatchObject({ code: 409, msg: 'The visa center has accepted the materials: the order can no longer be cancelled' });
    const deleteOpen = await server.call('DELETE', `/api-order/order/user/${unpaid.id}`, { auth: server.bob, language: 'en' });
    expect(deleteOpen.body).toMatchObject({ code: 409, msg: 'Only a cancelled or finished order can be deleted' });

    const cancelled = await server.call('PUT', `/api-order/order/${unpaid.id}/cancel`, { auth: server.bob });
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', applies: [expect.objectContaining({ status: 'cancelled' })] });
    const [booking] = await server.database.db.select().from(t.reservations).where(eq(t.reservations.orderId, unpaid.id));
    expect(booking!.status).toBe('cancelled');

    const list = async (tab: string) => {
      const { body } = await server.call('GET', `/api-order/order/list?tab=${tab}&size=50`, { auth: server.bob });
      return (body.data as { records: { id: string; state: string }[] }).records.map((record) => record.id);
    };
    expect(await list('all')).toEqual([finished.id, paid.id, unpaid.id]);
    expect(await list('inProgress')).toEqual([paid.id]);
    expect(await list('finished')).toEqual([finished.id]);
    const outside = await server.call('GET', '/api-order/order/list?tab=all&startDate=2025-06-03&endDate=2025-06-30', { auth: server.bob });
    expect(outside.body.data).toMatchObject({ records: [], total: 0 });
    const inside = await server.call('GET', '/api-order/order/list?tab=all&startDate=2025-06-02&endDate=2025-06-02&size=2&page=2', { auth: server.bob });
    expect(inside.body.data).toMatchObject({ total: 3, page: 2, size: 2, records: [expect.objectContaining({ id: unpaid.id })] });

    for (const id of [unpaid.id, finished.id]) {
      expect((await server.call('DELETE', `/api-order/order/user/${id}`, { auth: server.bob })).body.code).toBe(0);
      expect((await server.call('GET', `/api/visa/order/${id}/user`, { auth: server.bob })).body.code).toBe(404);
    }
    expect(await list('all')).toEqual([paid.id]);
  });

  it('answers the latest supplement, null before one is asked for', async () => {
    const { draftId, ids } = await signedApplies(server, server.alice, 1);
    const order = await createdOrder(server, server.alice, { draftId, applyIds: ids, delivery: courier, returns: [pickup(ids)] });
    const none = await server.call('GET', `/api-order/order/${order.id}/extra/payment`, { auth: server.alice });
    expect(none.body).toMatchObject({ code: 0, data: null });
    await moveTo(server, order.id, 'paid');
    const { requestSupplement } = await import('../../src/server/orders/store.ts');
    expect((await requestSupplement(server.database.db, order.id, 12.5, 'return courier to another city', server.clock.now())).ok).toBe(true);
    const owed = await server.call('GET', `/api-order/order/${order.id}/extra/payment`, { auth: server.alice });
    expect((owed.body as Envelope).data).toMatchObject({ orderId: order.id, amount: 12.5, currency: 'USD', status: 'unpaid', paidAt: null, items: [{ reason: 'return courier to another city', amount: 12.5 }] });
    const detail = await server.call('GET', `/api/visa/order/${order.id}/user`, { auth: server.alice });
    // The old state hides the stage while a supplement is owed; the stage still tells it (decision 045).
    expect(detail.body.data).toMatchObject({ state: 'extraPaymentRequired', stage: 'paid' });
  });
});
