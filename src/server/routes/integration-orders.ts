// The integration API's reads (issue 33 item 5, decision 095): a center's case system, signed in with its client
// credentials, reads the orders of its center. The contract has checked the query's shape before these run.
import type { OperationHandlers } from '../app.ts';
import type { OrderStage } from '../../domain/order-stages.ts';
import { ok } from '../http/envelope.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { requireCenter } from '../http/handlers/staff.ts';
import { paging } from '../http/query.ts';
import { integrationMessages } from '../integrations/messages.ts';
import { integrationOrderOf, integrationOrdersOf } from '../integrations/order-view.ts';
import { integrationOrderPage } from '../integrations/orders.ts';
import { findAnyOrder } from '../orders/store.ts';

export const integrationOrderHandlers: OperationHandlers = {
  async integrationListOrders(c) {
    const db = c.get('db');
    const integration = c.get('integration')!;
    const { page, size, offset } = paging(c, 50);
    const stage = c.req.query('stage') as OrderStage | undefined;
    const due = c.req.query('extraPaymentDue');
    const since = c.req.query('updatedSince');
    const { rows, total } = await integrationOrderPage(db, integration, {
      stage: stage || undefined,
      extraPaymentDue: due === undefined ? undefined : due === 'true',
      updatedSince: since ? new Date(since) : undefined,
      size, offset,
    });
    c.header('Cache-Control', 'no-store');
    return ok(c, 'integrationListOrders', { records: await integrationOrdersOf(db, rows), total, page, size });
  },

  async integrationGetOrder(c) {
    const db = c.get('db');
    const row = await findAnyOrder(db, c.req.param('id')!);
    if (!row || row.deletedAt) return refuse(404, integrationMessages.orderNotFound);
    requireCenter(c, row.centerId);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'integrationGetOrder', await integrationOrderOf(db, row));
  },
};
