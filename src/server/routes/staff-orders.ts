// The center's reads of orders (issue 33 §2): queue counts, the paged list of a queue or a search, a day's
// appointments and the order view. Every order-scoped read is the caller's center's (centerOrder).
import type { OperationHandlers } from '../app.ts';
import { appointmentDay } from '../center/appointments.ts';
import { centerOrderPage } from '../center/order-list.ts';
import { orderSummaries, orderView } from '../center/order-view.ts';
import { queueCounts, type StaffQueue } from '../center/queues.ts';
import { ok } from '../http/envelope.ts';
import { now } from '../http/handlers/clock.ts';
import { currentStaff } from '../http/handlers/staff.ts';
import { paging } from '../http/query.ts';
import { defaultCenterId } from '../orders/reservations.ts';
import { centerOrder, centerScope } from '../staff/order-scope.ts';

/** The center's reads of orders; the moves, files and audit trail are bound beside them in routes/index.ts. */
export const staffOrderHandlers: OperationHandlers = {
  async staffOrderQueues(c) {
    const centerId = centerScope(c);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffOrderQueues', { centerId, ...(await queueCounts(c.get('db'), centerId, now(c))) });
  },

  async staffListOrders(c) {
    const db = c.get('db');
    const centerId = centerScope(c);
    const queue = c.req.query('queue') as StaffQueue | undefined;
    const { page, size, offset } = paging(c, 20);
    const { rows, total } = await centerOrderPage(db, { centerId, queue, q: c.req.query('q') ?? '', now: now(c), size, offset });
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffListOrders', { records: await orderSummaries(db, rows, c.get('language')), total, page, size });
  },

  async staffAppointments(c) {
    const db = c.get('db');
    const centerId = centerScope(c) ?? await defaultCenterId(db);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffAppointments', await appointmentDay(db, centerId, c.req.query('date') ?? ''));
  },

  async staffGetOrder(c) {
    const order = await centerOrder(c);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffGetOrder', await orderView(c.get('db'), order, currentStaff(c).role, c.get('language')));
  },
};

