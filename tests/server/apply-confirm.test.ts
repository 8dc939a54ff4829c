import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/database.ts';
import { createdApply, entry, newDraft, startApplyServer, type ApplyServer } from './applies-support.ts';
import { courier, courierBack, createdOrder, moveTo, signedApplies } from './orders-support.ts';

// PUT /api/visa/apply/{applyId}/confirm?orderId=: an application of the caller's order, answered as confirmed once
// it was submitted; anybody else's, another order's, an unsubmitted or a cancelled one is refused.

describe.each(databaseKinds())('confirming an application on %s', (kind) => {
  let server: ApplyServer;
  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server?.close());

  const confirm = (auth: string, applyId: string, orderId: string) =>
    server.call('PUT', `/api/visa/apply/${applyId}/confirm?orderId=${encodeURIComponent(orderId)}`, { auth, language: 'en' });

  it('answers a submitted application of the caller order, and refuses every other case', async () => {
    const { ids } = await signedApplies(server, server.alice, 1);
    const order = await createdOrder(server, server.alice, { applyIds: ids, delivery: courier, returns: [courierBack(ids)] });

    const { body } = await confirm(server.alice, ids[0]!, order.id);
    expect(body, JSON.stringify(body)).toMatchObject({ code: 0, data: { id: ids[0] } });

    expect((await confirm(server.bob, ids[0]!, order.id)).body.code).toBe(404);
    expect((await confirm(server.alice, ids[0]!, 'another-order')).body.code).toBe(404);

    const open = await createdApply(server, server.alice, await newDraft(server, server.alice), entry('110000', '李娜'));
    expect((await confirm(server.alice, open.id, order.id)).body.code).toBe(404);

    await moveTo(server, order.id, 'cancelled');
    const closed = await confirm(server.alice, ids[0]!, order.id);
    expect(closed.body).toMatchObject({ code: 409, msg: 'The order is closed and can no longer change' });
  });
});
