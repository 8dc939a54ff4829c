import { and, desc, eq, inArray } from 'drizzle-orm';
import { chinaDateTime } from '../../domain/china-time.ts';
import { stageOfApply } from '../../domain/order-stages.ts';
import { namesOf, type ApplyRow } from '../applies/store.ts';
import type { Db } from '../db/open.ts';
import type { FileStore } from '../files/file-storage.ts';
import { withBytes } from '../files/file-store.ts';
import * as t from '../db/schema.ts';
import type { OrderRow } from '../orders/store.ts';
import type { FormInput } from './form-pdf.ts';

// What a printed form needs from the database: the application, its visa names, the photo the applicant uploaded
// and the signature the phone stored (decision 017). Every read is scoped to the application's owner.

/** Printed from submission on: before that the answers may still change, and a printed form would not match. */
export const isPrintable = (row: ApplyRow) => row.submittedAt !== null && stageOfApply(row.status) !== 'filling';

const none = { zh: '—', en: '—' };

async function photoOf(db: Db, store: FileStore, row: ApplyRow): Promise<FormInput['photo']> {
  const fileId = row.data.photoFileId;
  if (typeof fileId !== 'string') return null;
  const [file] = await db.select().from(t.files).where(and(eq(t.files.id, fileId), eq(t.files.ownerId, row.userId))).limit(1);
  if (!file || (file.contentType !== 'image/png' && file.contentType !== 'image/jpeg')) return null;
  return { bytes: (await withBytes(store, file)).data, type: file.contentType };
}

async function signatureOf(db: Db, row: ApplyRow): Promise<FormInput['signature']> {
  const [signed] = await db.select().from(t.signatures)
    .where(and(eq(t.signatures.applyId, row.id), eq(t.signatures.status, 'signed'))).orderBy(desc(t.signatures.signedAt)).limit(1);
  if (!signed?.signaturePng || !signed.signedAt) return null;
  return { png: signed.signaturePng, signedAt: chinaDateTime(signed.signedAt) };
}

export async function formInputOf(db: Db, store: FileStore, row: ApplyRow, orderNo: string | null): Promise<FormInput> {
  const choice = row.visaChoice as { visaTypeValue?: string; visaProductValue?: string; urgent?: boolean };
  const [{ visaType, product }, photo, signature] = await Promise.all([
    namesOf(db, choice.visaTypeValue ?? '', choice.visaProductValue ?? ''), photoOf(db, store, row), signatureOf(db, row),
  ]);
  return {
    reference: row.reference,
    orderNo,
    applicantName: row.applicantName ?? '',
    submittedAt: row.submittedAt ? chinaDateTime(row.submittedAt) : null,
    visaType: visaType ? { zh: visaType.name.zh, en: visaType.name.en } : none,
    visaProduct: product ? { zh: product.name.zh, en: product.name.en } : none,
    urgent: choice.urgent === true,
    data: row.data,
    photo,
    signature,
    qrContent: row.id,
  };
}

/** The order's applications, in the order's own order; any the owner no longer has are left out. */
export async function appliesOfOrder(db: Db, order: OrderRow): Promise<ApplyRow[]> {
  if (!order.applyIds.length) return [];
  const rows = await db.select().from(t.applies).where(and(inArray(t.applies.id, order.applyIds), eq(t.applies.userId, order.userId)));
  return order.applyIds.flatMap((id) => rows.filter((row) => row.id === id));
}

export async function orderNoOf(db: Db, row: ApplyRow): Promise<string | null> {
  if (!row.orderId) return null;
  const [order] = await db.select({ orderNo: t.orders.orderNo }).from(t.orders).where(eq(t.orders.id, row.orderId)).limit(1);
  return order?.orderNo ?? null;
}
