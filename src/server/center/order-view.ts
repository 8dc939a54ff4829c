// The order as the center reads it: the order with its stage in the words the applicant reads, its applicants
// with their answers under the printed form's labels (answerSections: the same tables as the PDF and the
// confirmation screen, decision 053), the documents, payments, supplements, history, waybills, and what the caller
// may press now (the machine allows it AND the contract gives the caller's role the operation).
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import type { Language } from '../../domain/constants.ts';
import type { ApplyRow } from '../applies/store.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { StaffRole } from '../db/tables/staff.ts';
import { waybillsOf } from '../courier/waybills.ts';
import { answerSections } from '../forms/form-answers.ts';
import { appliesOfOrder } from '../forms/form-data.ts';
import { pick } from '../http/language.ts';
import { labelOf } from '../incorrect/labels.ts';
import { toExtraPayment } from '../orders/detail.ts';
import { nextStatus, orderStateOf } from '../orders/status.ts';
import { statusHistory, type OrderRow } from '../orders/store.ts';
import { orderStateTexts } from '../progress/texts.ts';
import { orderDocuments } from './documents.ts';
import { flaggablePaths } from './flaggable.ts';
import { allowedEvents } from './order-moves.ts';
import { roleMayCall, roleMayPress } from './roles.ts';

type Schemas = components['schemas'];

const stateText = (order: OrderRow, language: Language) => {
  const state = orderStateOf(order.status);
  return state ? pick(orderStateTexts[state], language) : '';
};

const applicantOf = (apply: ApplyRow): Schemas['StaffOrderApplicant'] => ({
  applyId: apply.id, reference: apply.reference, name: apply.applicantName ?? '', status: apply.status as Schemas['ApplyStatus'],
});

/** The list's line of many orders at once: their applications and owners' mobiles in two queries. */
export async function orderSummaries(db: Db, orders: OrderRow[], language: Language): Promise<Schemas['StaffOrderSummary'][]> {
  if (!orders.length) return [];
  const [applies, owners] = await Promise.all([
    db.select().from(t.applies).where(inArray(t.applies.id, orders.flatMap((order) => order.applyIds))),
    db.select({ id: t.users.id, mobile: t.users.mobile }).from(t.users).where(inArray(t.users.id, [...new Set(orders.map((order) => order.userId))])),
  ]);
  return orders.map((order) => summaryOf(
    order,
    order.applyIds.flatMap((id) => applies.filter((apply) => apply.id === id && apply.userId === order.userId)),
    owners.find((owner) => owner.id === order.userId)?.mobile ?? null,
    language,
  ));
}

function summaryOf(order: OrderRow, applies: ApplyRow[], mobile: string | null, language: Language): Schemas['StaffOrderSummary'] {
  return {
    id: order.id, orderNo: order.orderNo, centerId: order.centerId, stage: order.status.stage, state: orderStateOf(order.status),
    stateText: stateText(order, language), decision: order.status.decision, extraPaymentDue: order.status.extraPaymentDue,
    amount: order.amount, currency: order.currency, createdAt: order.createdAt.toISOString(), paidAt: order.paidAt?.toISOString() ?? null,
    applicationDate: order.applicationDate, mobile, applicants: applies.map(applicantOf),
  };
}

export async function orderView(db: Db, order: OrderRow, role: StaffRole, language: Language): Promise<Schemas['StaffOrderView']> {
  const applies = await appliesOfOrder(db, order);
  const [[owner], documents, payments, supplements, history, waybills, records] = await Promise.all([
    db.select({ mobile: t.users.mobile }).from(t.users).where(eq(t.users.id, order.userId)).limit(1),
    orderDocuments(db, applies, language),
    db.select().from(t.payments).where(eq(t.payments.orderId, order.id)).orderBy(asc(t.payments.createdAt)),
    db.select().from(t.extraPayments).where(eq(t.extraPayments.orderId, order.id)).orderBy(asc(t.extraPayments.requestedAt), asc(t.extraPayments.id)),
    statusHistory(db, order.id),
    waybillsOf(db, order.id),
    applies.length
      ? db.select().from(t.incorrectRecords).where(inArray(t.incorrectRecords.applyId, applies.map((apply) => apply.id))).orderBy(asc(t.incorrectRecords.createdAt), desc(t.incorrectRecords.id))
      : Promise.resolve([]),
  ]);
  const courierBack = (order.returns as { way?: string }[]).some((group) => group.way === 'courier');
  return {
    order: summaryOf(order, applies, owner?.mobile ?? null, language),
    applicants: applies.map((apply) => ({
      ...applicantOf(apply),
      submittedAt: apply.submittedAt?.toISOString() ?? null,
      sections: answerSections(apply.data),
      flaggable: flaggablePaths(apply.data).map((field) => ({ field, label: labelOf(field, language) })),
      corrections: records.filter((record) => record.applyId === apply.id).map((record) => ({
        id: record.id, status: record.status, createdAt: record.createdAt.toISOString(), correctedAt: record.correctedAt?.toISOString() ?? null,
        fields: record.fields.map((field) => ({ field: field.field, label: labelOf(field.field, language), reason: field.reason })),
      })),
    })),
    documents: documents.map((document) => ({ ...document, url: `/api-staff/orders/${encodeURIComponent(order.id)}/documents/${encodeURIComponent(document.id)}` })),
    form: { url: `/api-staff/orders/${encodeURIComponent(order.id)}/form`, fileName: `visa-application-forms-${order.orderNo}.pdf` },
    payments: payments.map((payment) => ({
      outTradeNo: payment.outTradeNo, kind: payment.kind, method: payment.method, amount: payment.amount, currency: payment.currency,
      status: payment.status, createdAt: payment.createdAt.toISOString(), paidAt: payment.paidAt?.toISOString() ?? null,
    })),
    supplements: supplements.map(toExtraPayment),
    history: history.map((entry) => ({ state: entry.state, stateText: pick(orderStateTexts[entry.state], language), at: entry.at.toISOString(), note: entry.note })),
    waybills: waybills.map((row) => ({ expressNo: row.expressNo, company: row.company, direction: row.direction, groupIndex: row.groupIndex, createdAt: row.createdAt.toISOString() })),
    allowedMoves: allowedEvents(order.status).filter((event) => roleMayPress(role, event)),
    supplementAllowed: nextStatus(order.status, 'extraPaymentRequested').ok && roleMayCall(role, 'staffRequestSupplement'),
    returnWaybillAllowed: courierBack && nextStatus(order.status, 'returned').ok && roleMayCall(role, 'staffMakeReturnWaybill'),
  };
}
