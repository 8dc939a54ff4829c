// WeChat Pay's refund notify (contract: wechatRefundNotify), answered as the payment notify is: 200 with the
// envelope once taken (a repeat too, which settles nothing again), otherwise { code: FAIL, message } with a 4xx so
// WeChat Pay sends it again. Alipay has no refund notify; its refunds are queried by the worker.
import type { OperationHandlers } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { serverMessages } from '../http/messages.ts';
import { paymentMessages } from '../payments/messages.ts';
import { takeRefundNotify } from '../refunds/notify.ts';
import { depsOf, withGateway } from '../payments/request-deps.ts';

const refusalStatus = { unknownRefund: 404, badSignature: 401, stale: 401, unreadable: 401 } as const;

export const refundNotifyHandlers: OperationHandlers = {
  async wechatRefundNotify(c) {
    const raw = { headers: c.req.header(), body: await c.req.text() };
    const outcome = await withGateway(c, () => takeRefundNotify(depsOf(c), raw));
    if (outcome.ok) return ok(c, 'wechatRefundNotify', { acknowledged: true });
    const message = outcome.why === 'unknownRefund' ? serverMessages.notFound : paymentMessages.notifyRefused;
    return c.json({ code: 'FAIL', message: pick(message, c.get('language')) }, refusalStatus[outcome.why]);
  },
};
