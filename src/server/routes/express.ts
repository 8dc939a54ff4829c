import type { OperationHandlers } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { findOrder } from '../orders/store.ts';
import { trackerOf } from '../providers/courier/trackers.ts';
import { TrackingUnavailable } from '../providers/courier/tracker.ts';
import { waybillsOf } from '../courier/waybills.ts';
import { expressMessages } from '../courier/messages.ts';
import { now } from '../http/handlers/clock.ts';
import { checkedQuery } from '../http/checked-input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';

// Courier tracking of an order (issue 15 item 4): the materials' waybill (send) or a returned passport's (return),
// for the order's owner only — another user's order answers 404 like a missing one.

export const expressHandlers: OperationHandlers = {
  async getExpressRoute(c) {
    const userId = currentUserId(c);
    const query = checkedQuery(c, 'getExpressRoute');
    const order = await findOrder(c.get('db'), userId, query.orderId);
    if (!order) return refuse(404, 'notFound');
    const waybills = await waybillsOf(c.get('db'), order.id, query.direction);
    const listed = waybills.map((row) => ({ expressNo: row.expressNo, applyIds: row.applyIds }));
    const waybill = query.expressNo ? waybills.find((row) => row.expressNo === query.expressNo) : waybills[0];
    if (query.expressNo && !waybill) return refuse(404, 'notFound');
    if (!waybill) return ok(c, 'getExpressRoute', { company: '', expressNo: '', direction: query.direction, status: 'none', traces: [], waybills: listed });
    try {
      const route = await trackerOf(c, waybill).route(waybill, now(c), c.get('language'));
      return ok(c, 'getExpressRoute', { ...route, expressNo: waybill.expressNo, direction: query.direction, waybills: listed });
    } catch (error) {
      if (!(error instanceof TrackingUnavailable)) throw error;
      return refuse(409, expressMessages.trackingUnavailable);
    }
  },
};
