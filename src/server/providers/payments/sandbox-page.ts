// The sandbox "phone": what a payer sees after scanning the QR code with WeChat or Alipay. Served by the portal
// only in sandbox mode, labelled as a sandbox on every line that matters, with approve and decline buttons, and the
// trade's refunds at the sandbox gateway (a late one can be finished or failed here).
import type { Context, Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/constants.ts';
import * as t from '../../db/schema.ts';
import { isKeptForRefund } from '../../payments/settle.ts';
import type { AppEnv } from '../../http/env.ts';
import { sandboxGatewayOf } from './gateways.ts';
import type { PhoneAction, SandboxTradeRow } from './sandbox.ts';
import { escapeHtml as escape } from '../../dev/sandbox-html.ts';
import { refundCard, settleResults } from './sandbox-refund-card.ts';

const names: Record<PaymentMethod, string> = { wechat: '微信支付 WeChat Pay', alipay: '支付宝 Alipay' };
const colours: Record<PaymentMethod, string> = { wechat: '#07c160', alipay: '#1677ff' };

const stateTexts: Record<string, string> = {
  NOTPAY: '未支付 Not paid yet',
  USERPAYING: '用户支付中 Payer is paying',
  SUCCESS: '支付成功 Paid',
  CLOSED: '已关闭 Closed — nothing can be paid on it',
  PAYERROR: '支付失败 Payment failed — no money was taken',
  WAIT_BUYER_PAY: '等待付款 Waiting for the payer',
  TRADE_SUCCESS: '支付成功 Paid',
  TRADE_CLOSED: '交易关闭 Closed — nothing can be paid on it',
  TRADE_FINISHED: '交易完结 Finished',
};

const results: Record<string, string> = {
  approved: '支付成功。商户将收到签名通知。 Paid: the merchant is being notified.',
  declined: '已拒绝支付，未扣款。 Declined: no money was taken.',
  declinedWaiting: '已拒绝支付，未扣款；该订单仍可再次支付。 Declined: no money was taken; this trade can still be paid.',
  unknown: '没有这笔交易。 There is no such trade.',
  expired: '二维码已过期，未扣款。 The QR code has expired: no money was taken.',
  closed: '交易已关闭，未扣款。 The trade is closed: no money was taken.',
  alreadyPaid: '这笔交易已支付。 This trade is already paid.',
  failed: '这笔交易已支付失败。 This trade has failed.',
  ...settleResults,
};

const isMethod = (value: string | undefined): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value ?? '');

function page(method: PaymentMethod, title: string, body: string) {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#f3f3f3}
.banner{background:#b00020;color:#fff;padding:.6rem 1rem;font-weight:700}
header{background:${colours[method]};color:#fff;padding:1rem}
header h1{margin:0;font-size:1.25rem}
main{padding:1rem;max-width:28rem;margin:auto}
.card{background:#fff;border-radius:.5rem;padding:1rem;margin-bottom:1rem}
.amount{font-size:2.25rem;font-weight:700;margin:.25rem 0}
dl{margin:0}dt{color:#555;font-size:.875rem}dd{margin:0 0 .5rem}
button{display:block;width:100%;font:inherit;font-weight:700;padding:.85rem;border-radius:.4rem;border:0;margin:.5rem 0;cursor:pointer}
.approve{background:${colours[method]};color:#fff}.decline{background:#e5e5e5;color:#1b1b1b}
.result{border-left:6px solid #1b1b1b;padding:.5rem .75rem;background:#fff}
.refund{border-left:6px solid #b00020;padding:.5rem .75rem;background:#fff0f0}
</style></head><body>
<div class="banner" role="note">SANDBOX 沙箱 — this is not ${escape(names[method])}. No real money moves.</div>
${body}
</body></html>`;
}

async function render(c: Context<AppEnv>, method: PaymentMethod, row: SandboxTradeRow | null, result?: string) {
  c.header('Cache-Control', 'no-store');
  const title = `${names[method]} 沙箱 Sandbox`;
  if (!row) {
    return c.html(page(method, title, `<header><h1>${escape(title)}</h1></header>
<main><p class="result" role="status">${escape(results.unknown!)}</p></main>`), 404);
  }
  const [ours] = await c.get('db').select({ status: t.payments.status }).from(t.payments).where(eq(t.payments.outTradeNo, row.outTradeNo));
  const payable = (method === 'wechat' ? ['NOTPAY', 'USERPAYING'] : ['WAIT_BUYER_PAY']).includes(row.state)
    && c.get('accounts').now() < row.expiresAt;
  const action = (verb: string) => `/sandbox/pay/${method}/${encodeURIComponent(row.outTradeNo)}/${verb}`;
  const resultText = result && results[result] ? `<p class="result" role="status">${escape(results[result]!)}</p>` : '';
  const refund = ours && isKeptForRefund(ours.status)
    ? '<p class="refund" role="note">商户已标记退款：该订单已由另一笔支付结清。 The merchant marked this payment for refund: the order was already paid by another payment.</p>'
    : '';
  const refunds = await c.get('db').select().from(t.sandboxRefunds)
    .where(and(eq(t.sandboxRefunds.outTradeNo, row.outTradeNo), eq(t.sandboxRefunds.gateway, method)))
    .orderBy(asc(t.sandboxRefunds.createdAt), asc(t.sandboxRefunds.outRefundNo));
  return c.html(page(method, title, `<header><h1>${escape(title)}</h1></header>
<main>
${resultText}${refund}
<section class="card" aria-labelledby="to-pay">
<h2 id="to-pay">付款给：签证申请中心 — Pay to: Visa Application Center (sandbox merchant)</h2>
<p class="amount">¥${row.amount.toFixed(2)} <small>CNY</small></p>
<dl>
<dt>商品 Description</dt><dd>${escape(row.description)}</dd>
<dt>商户订单号 Out trade no.</dt><dd>${escape(row.outTradeNo)}</dd>
<dt>交易状态 Trade state</dt><dd><strong>${escape(row.state)}</strong> — ${escape(stateTexts[row.state] ?? row.state)}</dd>
<dt>有效期至 Expires (UTC)</dt><dd>${escape(row.expiresAt.toISOString().replace('T', ' ').slice(0, 19))}</dd>
<dt>通知次数 Notify attempts</dt><dd>${row.notifyAttempts}</dd>
</dl>
</section>
${payable ? `<form method="post" action="${action('approve')}"><button class="approve" type="submit">确认支付 Approve payment ¥${row.amount.toFixed(2)}</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">拒绝支付 Decline</button></form>` : ''}
${refundCard(method, refunds)}
</main>`));
}

function resultOf(action: PhoneAction, verb: 'approve' | 'decline', method: PaymentMethod): string {
  if (!action.ok) return action.why;
  if (verb === 'approve') return 'approved';
  return method === 'alipay' ? 'declinedWaiting' : 'declined';
}

/** Mounted by the app in sandbox mode only. */
export function mountSandboxPaymentPages(app: Hono<AppEnv>) {
  app.get('/sandbox/pay/:gateway/:outTradeNo', async (c) => {
    const method = c.req.param('gateway');
    if (!isMethod(method)) return c.text('Not found', 404);
    const gateway = await sandboxGatewayOf(c, method);
    // Scanning the code is what moves a WeChat Pay trade to USERPAYING.
    const row = await gateway.open(c.req.param('outTradeNo'));
    return render(c, method, row, c.req.query('result'));
  });

  for (const verb of ['approve', 'decline'] as const) {
    app.post(`/sandbox/pay/:gateway/:outTradeNo/${verb}`, async (c) => {
      const method = c.req.param('gateway');
      if (!isMethod(method)) return c.text('Not found', 404);
      const gateway = await sandboxGatewayOf(c, method);
      const outTradeNo = c.req.param('outTradeNo');
      const action = verb === 'approve' ? await gateway.approve(outTradeNo) : await gateway.decline(outTradeNo);
      return c.redirect(`/sandbox/pay/${method}/${encodeURIComponent(outTradeNo)}?result=${resultOf(action, verb, method)}`, 303);
    });
  }

  // A refund kept waiting (sandbox:late) ends here, as the bank finishes it at the real gateway.
  app.post('/sandbox/pay/:gateway/:outTradeNo/refunds/:outRefundNo/settle', async (c) => {
    const method = c.req.param('gateway');
    if (!isMethod(method)) return c.text('Not found', 404);
    const form = await c.req.parseBody();
    const outcome = form.outcome === 'failed' && method === 'wechat' ? 'failed' : 'succeeded';
    const gateway = await sandboxGatewayOf(c, method);
    const outTradeNo = c.req.param('outTradeNo');
    const waiting = await gateway.findRefund(c.req.param('outRefundNo'));
    const settled = waiting?.outTradeNo === outTradeNo ? await gateway.settleRefund(waiting.outRefundNo, outcome) : null;
    return c.redirect(`/sandbox/pay/${method}/${encodeURIComponent(outTradeNo)}?result=${settled ? 'refundSettled' : 'refundNotWaiting'}`, 303);
  });
}
