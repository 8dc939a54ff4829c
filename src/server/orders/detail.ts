// An order as the contract answers it (OrderSummary, OrderDetail, ExtraPayment), names in the caller's language.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import type { Language } from '../../domain/constants.ts';
import { toSummary } from '../applies/detail.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { pick } from '../http/language.ts';
import { invoiceOfOrder } from '../invoices/records.ts';
import type { OrderFees } from './fees.ts';
import { regionText } from './regions.ts';
import { orderStateOf } from '../../domain/order-stages.ts';
import { refundLinesOf } from '../refunds/views.ts';
import type { OrderRow } from './store.ts';

type Schemas = components['schemas'];

async function applyRows(db: Db, row: OrderRow) {
  const rows = row.applyIds.length ? await db.select().from(t.applies).where(inArray(t.applies.id, row.applyIds)) : [];
  const order = new Map(row.applyIds.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/**
 * The supplements asked for on an order, each with how it was paid: the method lives on the payment that settled it
 * (purpose 'extra:<id>'), since a supplement may be paid another way than the order.
 */
async function supplementsOf(db: Db, orderId: string): Promise<Schemas['OrderSupplement'][]> {
  const [extras, settled] = await Promise.all([
    db.select().from(t.extraPayments).where(eq(t.extraPayments.orderId, orderId)).orderBy(asc(t.extraPayments.requestedAt), asc(t.extraPayments.id)),
    db.select({ purpose: t.payments.purpose, method: t.payments.method }).from(t.payments)
      .where(and(eq(t.payments.orderId, orderId), eq(t.payments.kind, 'extra'), eq(t.payments.status, 'paid'))),
  ]);
  const methods = new Map(settled.map((payment) => [payment.purpose, payment.method]));
  return extras.map((extra) => ({
    amount: extra.amount,
    currency: extra.currency,
    reasons: extra.items.map((item) => item.reason),
    status: extra.status,
    requestedAt: extra.requestedAt.toISOString(),
    method: extra.status === 'paid' ? methods.get(`extra:${extra.id}`) ?? null : null,
    paidAt: extra.status === 'paid' ? extra.paidAt?.toISOString() ?? null : null,
  }));
}

/** Cents, so that 100.1 + 12.2 is 112.3 and not 112.30000000000001. */
const sumMoney = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

export async function toOrderSummary(db: Db, row: OrderRow, language: Language, applies?: Awaited<ReturnType<typeof applyRows>>): Promise<Schemas['OrderSummary']> {
  const rows = applies ?? (await applyRows(db, row));
  const [post] = row.consularPostId ? await db.select().from(t.consularPosts).where(eq(t.consularPosts.id, row.consularPostId)) : [];
  const supplements = await supplementsOf(db, row.id);
  // An agency's order carries the account of whoever placed it (decision 040); an applicant's has none.
  const [owner] = await db.select({ account: t.users.account, kind: t.users.kind }).from(t.users).where(eq(t.users.id, row.userId));
  const orderPaid = row.paidAt ? row.paidAmount ?? row.amount : 0;
  return {
    id: row.id,
    orderNo: row.orderNo,
    createdAt: row.createdAt.toISOString(),
    amount: row.amount,
    currency: row.currency,
    expressNo: row.expressNo,
    // Orders exist from pendingPayment on, so the state is never null here.
    state: orderStateOf(row.status) ?? 'pendingPayment',
    stage: row.status.stage,
    applicationDate: row.applicationDate,
    jurisdiction: post ? pick(post.name, language) : '',
    subAccount: owner?.kind === 'travelAgency' ? owner.account : null,
    applicantNames: rows.map((apply) => apply.applicantName ?? ''),
    supplements,
    paidTotal: sumMoney([orderPaid, ...supplements.filter((extra) => extra.status === 'paid').map((extra) => extra.amount)]),
    // Every refund of the order's payments (decision 102): the payer sees money going back on the list and the detail.
    refunds: await refundLinesOf(db, row.id, language),
  };
}

/** A courier address read by a person: the region's names beside its codes (the order page shows them). */
async function withRegionText<T extends { provinceId?: string; cityId?: string; districtId?: string }>(db: Db, address: T, language: Language): Promise<T> {
  const { provinceId, cityId, districtId } = address;
  if (!provinceId || !cityId || !districtId) return address;
  const text = await regionText(db, { provinceId, cityId, districtId }, language);
  return text === null ? address : { ...address, regionText: text };
}

export async function toOrderDetail(db: Db, row: OrderRow, language: Language): Promise<Schemas['OrderDetail']> {
  const applies = await applyRows(db, row);
  return {
    ...(await toOrderSummary(db, row, language, applies)),
    fees: row.fees as OrderFees,
    payment: row.paidAt && row.paymentMethod ? { amount: row.paidAmount ?? row.amount, method: row.paymentMethod, paidAt: row.paidAt.toISOString() } : null,
    draftId: row.draftId,
    delivery: await withRegionText(db, row.delivery as Schemas['Delivery'], language),
    returns: await Promise.all((row.returns as Schemas['ReturnWay'][]).map((group) => withRegionText(db, group, language))),
    applies: await Promise.all(applies.map((apply) => toSummary(db, apply, language))),
    invoice: await invoiceOfOrder(db, row.id),
  };
}

export function toExtraPayment(row: typeof t.extraPayments.$inferSelect): Schemas['ExtraPayment'] {
  return {
    orderId: row.orderId, amount: row.amount, currency: row.currency, items: row.items, status: row.status, paidAt: row.paidAt?.toISOString() ?? null,
  };
}
