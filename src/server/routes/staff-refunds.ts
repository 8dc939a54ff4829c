// The finance role's refunds (issue 34 item 3): an order's payments with what each may still give back, a refund
// in full or in part, the center's refund queue and a failed refund tried again. Each is the refund service
// (src/server/refunds/) with the signed-in staff member as the audit row's actor; who may call which is the
// contract's security requirement (staffAuth [finance, admin]).
import type { OperationHandlers } from '../app.ts';
import { auditActorOf } from '../audit/record.ts';
import type { RefundReason, RefundStatus } from '../db/tables/refunds.ts';
import { ok } from '../http/envelope.ts';
import { now } from '../http/handlers/clock.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { requireCenter } from '../http/handlers/staff.ts';
import { paging } from '../http/query.ts';
import { attemptRefund } from '../refunds/attempt.ts';
import { refundByCenter } from '../refunds/center-refund.ts';
import { liveRefundedCents, paidCents, refundWithCenter } from '../refunds/ledger.ts';
import { refundMessages, tooMuch } from '../refunds/messages.ts';
import { reopenRefund } from '../refunds/reopen.ts';
import { orderPaymentRefunds, refundQueue, refundView } from '../refunds/views.ts';
import { depsOf } from '../payments/request-deps.ts';
import { centerOrder, centerScope } from '../staff/order-scope.ts';

const STATUSES: readonly RefundStatus[] = ['refunding', 'refunded', 'refundFailed'];

export const staffRefundHandlers: OperationHandlers = {
  async staffListOrderRefunds(c) {
    const order = await centerOrder(c);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffListOrderRefunds', await orderPaymentRefunds(c.get('db'), order));
  },

  async staffRefundOrder(c) {
    const order = await centerOrder(c);
    const body = (await jsonBody(c)) as { outTradeNo: string; amount: number; reason: Partial<RefundReason>; requestId: string };
    const result = await refundByCenter(depsOf(c), auditActorOf(c), {
      order, outTradeNo: body.outTradeNo, amount: body.amount, reason: body.reason, requestId: body.requestId,
    });
    if (!result.ok) return refuse(result.code, result.message);
    return ok(c, 'staffRefundOrder', await refundView(c.get('db'), result.refund));
  },

  async staffListRefunds(c) {
    const { page, size, offset } = paging(c, 20);
    const status = STATUSES.find((each) => each === c.req.query('status'));
    const { records, total } = await refundQueue(c.get('db'), { centerId: centerScope(c), status, size, offset });
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffListRefunds', { records, total, page, size });
  },

  async staffRetryRefund(c) {
    const db = c.get('db');
    const outRefundNo = c.req.param('outRefundNo') ?? '';
    const found = await refundWithCenter(db, outRefundNo);
    if (!found) return refuse(404, 'notFound');
    requireCenter(c, found.centerId);
    const verdict = await reopenRefund(db, outRefundNo, now(c));
    if (!verdict.ok) {
      if (verdict.why === 'notFound') return refuse(404, 'notFound');
      if (verdict.why === 'notFailed') return refuse(409, refundMessages.notFailed);
      return refuse(409, tooMuch(((await paidCents(db, found.refund.outTradeNo)) - (await liveRefundedCents(db, found.refund.outTradeNo))) / 100));
    }
    return ok(c, 'staffRetryRefund', await refundView(db, await attemptRefund(depsOf(c), verdict.refund)));
  },
};
