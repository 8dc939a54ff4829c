// The center's reads of orders (issue 33 §2): queue counts, the paged list of a queue or a search, a day's
// appointments and the order view. Every order-scoped read is the caller's center's (centerOrder).
import { and, desc, sql } from 'drizzle-orm';
import type { OperationHandlers } from '../app.ts';
import { appointmentDay } from '../center/appointments.ts';
import { orderSummaries, orderView } from '../center/order-view.ts';
import { centerCondition, queueCondition, queueCounts, type StaffQueue } from '../center/queues.ts';
import { searchCondition } from '../center/search.ts';
import * as t from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { now } from '../http/handlers/clock.ts';
import { currentStaff } from '../http/handlers/staff.ts';
import { paging } from '../http/query.ts';
import { defaultCenterId } from '../orders/reservations.ts';
import { staffOrderAuditHandlers } from './staff-orders-audit.ts';
import { staffOrderFileHandlers } from './staff-orders-files.ts';
import { staffOrderMoveHandlers } from './staff-orders-moves.ts';
import { centerOrder, centerScope } from './staff-orders-scope.ts';

const staffOrderReadHandlers: OperationHandlers = {
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
    // Orders before payment are the applicant's alone: the center sees an order once it is paid.
    const where = and(
      centerCondition(centerId),
      sql`${t.orders.status}->>'stage' not in ('filling', 'submitted', 'signed', 'pendingPayment', 'cancelled')`,
      queue ? queueCondition(queue, now(c)) : undefined,
      searchCondition(c.req.query('q') ?? ''),
    );
    const [rows, [total]] = await Promise.all([
      db.select().from(t.orders).where(where).orderBy(desc(t.orders.createdAt), desc(t.orders.id)).limit(size).offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(t.orders).where(where),
    ]);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffListOrders', { records: await orderSummaries(db, rows, c.get('language')), total: Number(total?.n ?? 0), page, size });
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

/** Every staff operation on orders: reads, moves, files and the audit trail. */
export const staffOrderHandlers: OperationHandlers = {
  ...staffOrderReadHandlers, ...staffOrderMoveHandlers, ...staffOrderFileHandlers, ...staffOrderAuditHandlers,
};
