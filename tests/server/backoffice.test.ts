import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { startApplyServer, type ApplyServer } from './applies-support.ts';
import { courier, courierBack, createdOrder, moveTo, signedApplies } from './orders-support.ts';

// The sandbox back office moves a paid order through the center's statuses by its page's forms, only as the order
// status machine allows, and asks for supplements; its forms need the page's token.

describe.each(databaseKinds())('sandbox back office (%s)', (kind) => {
  let server: ApplyServer;

  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server.close());

  async function page() {
    const response = await fetch(`${server.baseUrl}/dev/orders`);
    expect(response.status).toBe(200);
    const html = await response.text();
    return { html, csrf: /name="csrf" (?:value|content)="([^"]+)"/.exec(html)?.[1] ?? '' };
  }

  const post = async (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form) });

  async function paidOrder() {
    const { draftId, ids } = await signedApplies(server, server.alice, 1);
    const order = await createdOrder(server, server.alice, { draftId, applyIds: ids, delivery: courier, returns: [courierBack(ids)] });
    await moveTo(server, order.id, 'paid');
    return order;
  }

  const stateOf = async (id: string) => {
    const { body } = await server.call('GET', `/api/visa/order/${id}/user`, { auth: server.alice });
    return (body.data as { state: string; applies: { status: string }[] });
  };

  it('moves an order accepted → in review → issued → collected, offering only the allowed moves', async () => {
    const order = await paidOrder();
    const { html, csrf } = await page();
    expect(html).toContain('SANDBOX');
    const row = html.slice(html.indexOf(`data-order-id="${order.id}"`));
    const rowHtml = row.slice(0, row.indexOf('</tr>'));
    expect(rowHtml).toContain('value="accepted"');
    expect(rowHtml).not.toContain('value="issued"');

    const moves = [
      ['accepted', 'materialsReceived', 'accepted', 'submitted'], ['reviewed', 'inReview', 'inReview', 'inReview'],
      ['issued', 'decided', 'issued', 'issued'], ['collected', 'completed', 'collected', 'issued'],
    ] as const;
    for (const [event, state, stage, applyStatus] of moves) {
      const response = await post(`/dev/orders/${order.id}/move`, { csrf, event });
      expect(response.status, event).toBe(303);
      expect(await stateOf(order.id)).toMatchObject({ state, stage, applies: [{ status: applyStatus }] });
    }
    const history = await server.call('GET', `/api-order/order/${order.id}/status/history`, { auth: server.alice });
    expect((history.body.data as { state: string }[]).map((entry) => entry.state)).toEqual(['pendingPayment', 'paid', 'materialsReceived', 'inReview', 'decided', 'completed']);
    const [row2] = await server.database.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(row2!.applicationDate).toBe('2025-06-02');
    // The same service functions as the staff console (decision 094): each move's audit row names the sandbox tool.
    const audit = await server.database.db.select().from(t.auditLog).where(eq(t.auditLog.recordId, order.id)).orderBy(t.auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.actorKind, entry.actorLabel])).toEqual(
      ['accepted', 'reviewed', 'issued', 'collected'].map((event) => [`order.${event}`, 'system', 'sandbox back office']),
    );
  });

  it('refuses a move the machine does not allow, a missing token and a cross-site post', async () => {
    const order = await paidOrder();
    const { csrf } = await page();
    const early = await post(`/dev/orders/${order.id}/move`, { csrf, event: 'issued' }, { accept: 'application/json' });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ ok: false, refusal: 'notYet' });
    expect((await post(`/dev/orders/${order.id}/move`, { event: 'accepted' })).status).toBe(403);
    expect((await post(`/dev/orders/${order.id}/move`, { csrf, event: 'accepted' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(`/dev/orders/${order.id}/move`, { csrf, event: 'accepted' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(`/dev/orders/${order.id}/move`, { csrf, event: 'paid' })).status).toBe(400);
    expect((await post('/dev/orders/no-such-order/move', { csrf, event: 'accepted' })).status).toBe(404);
    expect(await stateOf(order.id)).toMatchObject({ state: 'paid' });
  });

  it('requests a supplement: an unpaid extra payment and the order owes it; the status keeps moving', async () => {
    const order = await paidOrder();
    const { csrf } = await page();
    expect((await post(`/dev/orders/${order.id}/supplement`, { csrf, amount: '0', reason: 'x' })).status).toBe(400);
    expect((await post(`/dev/orders/${order.id}/supplement`, { csrf, amount: '15', reason: ' ' })).status).toBe(400);
    const asked = await post(`/dev/orders/${order.id}/supplement`, { csrf, amount: '15.5', reason: 'Return courier to Tibet' }, { accept: 'application/json' });
    expect(await asked.json()).toMatchObject({ ok: true, state: 'extraPaymentRequired', status: { stage: 'paid', extraPaymentDue: true } });
    const extra = await server.call('GET', `/api-order/order/${order.id}/extra/payment`, { auth: server.alice });
    expect(extra.body.data).toMatchObject({ amount: 15.5, status: 'unpaid', items: [{ reason: 'Return courier to Tibet', amount: 15.5 }] });
    // A second request while one is owed is refused by the machine.
    expect((await post(`/dev/orders/${order.id}/supplement`, { csrf, amount: '3', reason: 'again' })).status).toBe(409);
    expect((await post(`/dev/orders/${order.id}/move`, { csrf, event: 'accepted' })).status).toBe(303);
    expect(await stateOf(order.id)).toMatchObject({ state: 'extraPaymentRequired' });
  });
});
