// Fixtures of the invoice tests: a paid order as the payment settlement leaves it (the order paid, a payments row
// per money received, a supplement and its payment), written straight into the tables (payments have their own tests).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as t from '../../src/server/db/schema.ts';
import type { TestServer } from '../support/server.ts';
import { courier, courierBack } from './orders-support.ts';
import { newOrder } from './payment-support.ts';

export interface InvoiceTitle { id: string; type: string; title: string; taxNo: string | null; phone: string; email: string; isDefault: boolean }
export interface InvoiceRecord {
  id: string; orderId: string; orderNo: string; amount: number; status: string; invoiceNo: string | null; failure: string | null;
  items: { name: string; amount: number }[]; file: { url: string; fileName: string } | null; mailToken: string | null; email: string | null;
  title: InvoiceTitle;
}

async function paymentRow(server: TestServer, orderId: string, kind: 'order' | 'extra', purpose: string, amount: number, status: 'paid' | 'pending' | 'refundDue' = 'paid') {
  const at = new Date();
  await server.database.db.insert(t.payments).values({
    outTradeNo: `T${randomUUID().replaceAll('-', '').slice(0, 20)}`, orderId, kind, purpose, method: 'wechat', amount, currency: 'CNY',
    status, qrContent: 'weixin://sandbox', expiresAt: at, paidAt: status === 'paid' ? at : null, createdAt: at,
  });
}

/** An order paid `paidCny` yuan; `supplements` are asked for and, unless `unpaid`, paid (each its own payment). */
export async function paidOrder(server: TestServer, userId: string, paidCny: number, supplements: { reason: string; cny: number; unpaid?: boolean }[] = []) {
  const orderId = await newOrder(server, userId, 100);
  const db = server.database.db;
  await db.update(t.orders).set({
    status: { stage: 'paid', extraPaymentDue: supplements.some((extra) => extra.unpaid), decision: null },
    paidAt: new Date(), paidAmount: paidCny, paymentMethod: 'wechat', delivery: courier, returns: [courierBack([])],
  }).where(eq(t.orders.id, orderId));
  await paymentRow(server, orderId, 'order', 'order', paidCny);
  const extraIds: string[] = [];
  for (const extra of supplements) {
    const id = randomUUID();
    extraIds.push(id);
    await db.insert(t.extraPayments).values({
      id, orderId, currency: 'USD', amount: 1, items: [{ reason: extra.reason, amount: 1 }], status: extra.unpaid ? 'unpaid' : 'paid', requestedAt: new Date(), paidAt: extra.unpaid ? null : new Date(),
    });
    if (!extra.unpaid) await paymentRow(server, orderId, 'extra', `extra:${id}`, extra.cny);
  }
  const [row] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  return { orderId, orderNo: row!.orderNo, extraIds };
}

/** Settles an open supplement as the payment would. */
export async function paySupplement(server: TestServer, orderId: string, extraId: string, cny: number) {
  const db = server.database.db;
  await db.update(t.extraPayments).set({ status: 'paid', paidAt: new Date() }).where(eq(t.extraPayments.id, extraId));
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  await db.update(t.orders).set({ status: { ...order!.status, extraPaymentDue: false } }).where(eq(t.orders.id, orderId));
  await paymentRow(server, orderId, 'extra', `extra:${extraId}`, cny);
}

export const personalTitle = { type: 'personal', title: '王芳', phone: '13812345678', email: 'wang.fang@example.com' };
export const companyTitle = { type: 'company', title: '北京示例科技有限公司', taxNo: '91110105MA01ABCD26', phone: '01065001234', email: 'finance@example.com' };
