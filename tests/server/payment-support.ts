// Fixtures of the payment tests: users and orders written straight into the tables (the order creation op has its
// own tests), a bearer verifier that takes the user id as the token, and the sandbox gateways' keys to sign with.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../machines/order-status.machine.ts';
import * as t from '../../src/server/db/schema.ts';
import { cnyPerUsd, usdToCny } from '../../src/server/orders/exchange.ts';
import type { DatabaseKind } from '../support/database.ts';
import { startTestServer, testConfig, type TestServer } from '../support/server.ts';
import { manualClock, type Clock } from './account-support.ts';
import type { ServerConfig } from '../../src/server/config.ts';

export interface PaymentServer extends TestServer {
  clock: Clock;
}

export async function startPaymentServer(kind: DatabaseKind, config: Partial<ServerConfig> = {}): Promise<PaymentServer> {
  const clock = manualClock();
  const server = await startTestServer(kind, {
    now: clock.now,
    verifyToken: async (token) => ({ userId: token }),
    config: { ...testConfig, sandboxNotifyBackoffMs: [0, 50, 100, 200], ...config },
  });
  return Object.assign(server, { clock });
}

export const bearer = (userId: string) => `Bearer ${userId}`;

export async function newUser(server: TestServer): Promise<string> {
  const id = randomUUID();
  await server.database.db.insert(t.users).values({ id, kind: 'user', passwordHash: 'x', mobile: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` } as typeof t.users.$inferInsert);
  return id;
}

export const pendingPayment: OrderStatus = { stage: 'pendingPayment', extraPaymentDue: false, decision: null };

export async function newOrder(server: TestServer, userId: string, amountUsd = 123.45, status: OrderStatus = pendingPayment) {
  const id = randomUUID();
  const at = new Date();
  await server.database.db.insert(t.orders).values({
    id, orderNo: `T${Date.now()}${Math.floor(Math.random() * 1e6)}`, userId, status, applyIds: [], currency: 'USD',
    fees: { currency: 'USD', visaFee: amountUsd, serviceFee: 0, urgentFee: 0, deliveryFee: 0, returnExpressFee: 0, total: amountUsd },
    amount: amountUsd, delivery: {}, returns: [], createdAt: at, updatedAt: at,
  });
  return id;
}

/** The supplement the center asks for, as the back office would record it. */
export async function requestExtra(server: TestServer, orderId: string, amountUsd: number) {
  const db = server.database.db;
  const id = randomUUID();
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  await db.insert(t.extraPayments).values({
    id, orderId, currency: 'USD', amount: amountUsd, items: [{ reason: 'Extra courier', amount: amountUsd }], status: 'unpaid', requestedAt: new Date(),
  });
  await db.update(t.orders).set({ status: { ...order!.status, extraPaymentDue: true } }).where(eq(t.orders.id, orderId));
  return id;
}

export async function cnyOf(server: TestServer, usd: number) {
  return usdToCny(usd, await cnyPerUsd(server.database.db));
}

export async function orderRow(server: TestServer, orderId: string) {
  const [order] = await server.database.db.select().from(t.orders).where(eq(t.orders.id, orderId));
  return order!;
}

export async function paymentsOf(server: TestServer, orderId: string) {
  return server.database.db.select().from(t.payments).where(eq(t.payments.orderId, orderId));
}

export async function historyOf(server: TestServer, orderId: string) {
  return server.database.db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, orderId));
}

export async function tradeRow(server: TestServer, outTradeNo: string) {
  const [row] = await server.database.db.select().from(t.sandboxTrades).where(eq(t.sandboxTrades.outTradeNo, outTradeNo));
  return row!;
}

/** Waits for the background notify (real HTTP from the sandbox gateway) to have done its work. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, attempts = 100): Promise<T> {
  let value = await read();
  for (let i = 0; i < attempts && !done(value); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** The payer on the sandbox phone page: open it (as scanning does), then press a button. */
export async function onPhone(qrContent: string, action?: 'approve' | 'decline') {
  const opened = await fetch(qrContent);
  const page = await opened.text();
  if (!action) return { status: opened.status, page };
  const pressed = await fetch(`${qrContent}/${action}`, { method: 'POST', redirect: 'follow' });
  return { status: pressed.status, page: await pressed.text() };
}
