import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { applyOrderEvent } from '../../src/server/orders/store.ts';
import type { OrderStatusEventType } from '../../src/server/orders/status.ts';
import { createdApply, entry, newDraft, type ApplyServer, type Envelope } from './applies-support.ts';

// Signed applications without the signing pages: the applications are made through the API, then marked submitted
// and signed in the database as the signing step would leave them (its own tests cover that step).

export interface OrderDetail {
  id: string; orderNo: string; amount: number; currency: string; state: string; applicantNames: string[];
  fees: { currency: string; visaFee: number; serviceFee: number; urgentFee: number; deliveryFee: number; returnExpressFee: number; total: number };
  payment: unknown; invoice: { status: string }; draftId: string | null; applies: { id: string; status: string; orderId: string | null }[];
  delivery: Record<string, unknown>; returns: { way: string; applyIds: string[] }[];
}

export async function signedApplies(server: ApplyServer, auth: string, count: number, options: { urgent?: boolean } = {}) {
  const draftId = await newDraft(server, auth);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await createdApply(server, auth, draftId, entry('110000', `申请人${i + 1}`))).id);
  const db = server.database.db;
  const [first] = await db.select().from(t.applies).where(eq(t.applies.id, ids[0]!));
  await db.update(t.applies).set({
    status: 'signed', submittedAt: server.clock.now(), visaChoice: { ...first!.visaChoice, urgent: options.urgent === true },
  }).where(inArray(t.applies.id, ids));
  return { draftId, ids };
}

export const beijing = { provinceId: '110000', cityId: '110100', districtId: '110101' };
export const courier = { way: 'courier', senderName: '王芳', senderPhone: '13812345678', ...beijing, address: '建国路1号', senderRelation: 'myself' };
export const selfDelivery = (reservationDate: string, reservationTime = '10:00') =>
  ({ way: 'selfDelivery', senderName: '王芳', senderPhone: '13812345678', ...beijing, reservationDate, reservationTime, senderRelation: 'myself' });
export const courierBack = (applyIds: string[]) => ({ way: 'courier', recipient: '王芳', phone: '13812345678', ...beijing, address: '建国路1号', applyIds });
export const pickup = (applyIds: string[]) => ({ way: 'pickup', applyIds });

export function createOrder(server: ApplyServer, auth: string, body: Record<string, unknown>, language = 'en') {
  return server.call('POST', '/api/visa/order', { auth, language, body });
}

export async function createdOrder(server: ApplyServer, auth: string, body: Record<string, unknown>): Promise<OrderDetail> {
  const { body: answer } = await createOrder(server, auth, body);
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 0 });
  return (answer as Envelope).data as OrderDetail;
}

/** What the payment and the center would do, straight through the server's one way of moving an order. */
export async function moveTo(server: ApplyServer, orderId: string, ...events: OrderStatusEventType[]) {
  for (const event of events) {
    const verdict = await applyOrderEvent(server.database.db, orderId, event, server.clock.now());
    expect(verdict.ok, `${event}: ${JSON.stringify(verdict)}`).toBe(true);
  }
}
