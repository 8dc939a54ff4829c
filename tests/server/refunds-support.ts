// Fixtures of the refund tests: a paid order (paid through the sandbox gateway as a payer would, on the phone
// page), a payment taken twice (the second trade written as the gateway holds it, then polled so the portal finds
// the money taken), the finance role's token and the refund calls.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as t from '../../src/server/db/schema.ts';
import type { DatabaseKind } from '../support/database.ts';
import { testConfig } from '../support/server.ts';
import type { ServerConfig } from '../../src/server/config.ts';
import { createRefundWorker } from '../../src/server/refunds/worker.ts';
import { refundDepsOf } from '../../src/server/refunds/gateways.ts';
import { bearer, eventually, newOrder, newUser, onPhone, orderRow, paymentsOf, startPaymentServer, tradeRow, type PaymentServer } from './payment-support.ts';
import { selfDelivery } from './orders-support.ts';
import { staffToken } from './staff-support.ts';

export const CENTER = 'center-beijing';
export const reason = (words: string) => ({ zh: `${words}（中文）`, en: words, ko: `${words} (한국어)` });

export async function startRefundServer(kind: DatabaseKind, config: Partial<ServerConfig> = {}) {
  return startPaymentServer(kind, config);
}

/** An order of the Beijing center paid by WeChat Pay on the sandbox phone page; its one payment. */
export async function paidOrder(server: PaymentServer, userId: string, usd = 100) {
  const orderId = await newOrder(server, userId, usd);
  // The Beijing center's, handed in at the center: an order the contract's answers describe in full.
  await server.database.db.update(t.orders).set({ centerId: CENTER, delivery: selfDelivery('2025-06-06', '14:00') }).where(eq(t.orders.id, orderId));
  const { body } = await server.call('GET', `/api-pay/wechat/pc/order/${orderId}`, { auth: bearer(userId) });
  const qr = body.data as { outTradeNo: string; qrContent: string; amount: number };
  await onPhone(qr.qrContent, 'approve');
  const order = await eventually(() => orderRow(server, orderId), (row) => row.status.stage === 'paid');
  if (order.status.stage !== 'paid') throw new Error('the sandbox payment did not settle');
  const [payment] = (await paymentsOf(server, orderId)).filter((row) => row.status === 'paid');
  return { orderId, orderNo: order.orderNo, outTradeNo: payment!.outTradeNo, amount: payment!.amount };
}

/**
 * The same order paid a second time at the gateway (a payer who scanned an old QR on another phone): the second
 * trade written as the gateway holds it, then polled, so the portal settles it as taken twice (refundDue).
 */
export async function paidTwice(server: PaymentServer, userId: string, usd = 100) {
  const first = await paidOrder(server, userId, usd);
  const [row] = await paymentsOf(server, first.orderId);
  const second = `P${Date.now()}${Math.floor(Math.random() * 1e4)}D`;
  const at = server.clock.now();
  await server.database.db.insert(t.payments).values({ ...row!, outTradeNo: second, status: 'closed', qrContent: 'x', createdAt: at });
  const trade = await tradeRow(server, first.outTradeNo);
  await server.database.db.insert(t.sandboxTrades).values({ ...trade, outTradeNo: second, tradeNo: `42${Date.now()}`, createdAt: at });
  await server.call('GET', `/api-pay/wechat/status/${second}`, { auth: bearer(userId) });
  return { ...first, secondTradeNo: second };
}

export const finance = (server: PaymentServer, id = 'finance-bj') => staffToken(server, { id, role: 'finance', centerId: CENTER });

export function refundBody(outTradeNo: string, amount: number, requestId: string = randomUUID()) {
  return { outTradeNo, amount, reason: reason('Urgent fee returned'), requestId };
}

/** A raw call (not through call(): refusals are checked here too), answered as the envelope. */
export async function postRefund(server: PaymentServer, auth: string, orderId: string, body: unknown) {
  const response = await fetch(`${server.baseUrl}/api-staff/orders/${orderId}/refunds`, {
    method: 'POST', headers: { authorization: auth, 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: { outRefundNo: string; status: string; amount: number } | null } };
}

/** A refund worker as main.ts runs one, on the test server's database, gateways and clock. */
export function refundWorker(server: PaymentServer, config: Partial<ServerConfig> = {}, backoffMs?: readonly number[]) {
  const deps = refundDepsOf(server.database.db, { ...testConfig, publicOrigin: server.baseUrl, ...config }, server.clock.now);
  return createRefundWorker({ ...deps, backoffMs, log: () => {} });
}

export async function refundsOf(server: PaymentServer, orderId: string) {
  return server.database.db.select().from(t.refunds).where(eq(t.refunds.orderId, orderId));
}

export { bearer, newUser, paymentsOf };
