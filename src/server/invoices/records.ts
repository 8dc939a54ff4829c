import { and, eq } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import type { Language } from '../../domain/constants.ts';
import { addSeconds } from '../accounts/clock.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { InvoiceLine } from '../db/tables/invoices.ts';
import { pick } from '../http/language.ts';
import { fillIn } from '../http/fill-in.ts';
import { INVOICE_DOWNLOAD_PATH, INVOICE_LINK_SECONDS, invoiceLinkToken } from './download-links.ts';
import { invoiceServerMessages as messages } from './messages.ts';

// An invoice record as the contract answers it. Reads are scoped to the owner: another user's record reads as missing.

export type InvoiceRecordRow = typeof t.invoiceRecords.$inferSelect;
type Schemas = components['schemas'];

export async function findOwnRecord(db: Db, userId: string, id: string): Promise<InvoiceRecordRow | undefined> {
  const [row] = await db.select().from(t.invoiceRecords).where(and(eq(t.invoiceRecords.id, id), eq(t.invoiceRecords.userId, userId))).limit(1);
  return row;
}

export function itemName(line: InvoiceLine, orderNo: string, language: Language): string {
  return line.kind === 'order'
    ? pick(fillIn(messages.itemOrder, { orderNo }), language)
    : pick(fillIn(messages.itemSupplement, { reasons: line.reasons.join(language === 'zh' ? '、' : ', ') || '—' }), language);
}

export const fileNameOf = (row: InvoiceRecordRow) => `e-invoice-${row.orderNo}.pdf`;

export interface RecordContext {
  language: Language;
  now: Date;
  downloadLinkSecret: string;
}

export function toInvoiceRecord(row: InvoiceRecordRow, context: RecordContext): Schemas['InvoiceRecord'] {
  const expiresAt = addSeconds(context.now, INVOICE_LINK_SECONDS);
  const file = row.status === 'issued'
    ? { url: `${INVOICE_DOWNLOAD_PATH}${invoiceLinkToken(context.downloadLinkSecret, { recordId: row.id, userId: row.userId }, expiresAt)}`, fileName: fileNameOf(row), expiresAt: expiresAt.toISOString() }
    : null;
  return {
    id: row.id,
    orderId: row.orderId,
    orderNo: row.orderNo,
    title: { ...row.title, isDefault: false },
    amount: row.amount,
    currency: 'CNY',
    items: row.items.map((line) => ({ name: itemName(line, row.orderNo, context.language), amount: line.amount })),
    status: row.status,
    invoiceNo: row.invoiceNo,
    // The provider's own words are for the log; the person reads what to do.
    failure: row.status === 'failed' ? pick(messages.providerFailed, context.language) : null,
    email: row.email,
    file,
    mailToken: row.status === 'issued' ? row.mailToken : null,
    createdAt: row.createdAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
  };
}

/** The order detail's invoice block: whether one was requested, and where it stands. */
export async function invoiceOfOrder(db: Db, orderId: string): Promise<Schemas['OrderDetail']['invoice']> {
  const [row] = await db.select({ id: t.invoiceRecords.id, status: t.invoiceRecords.status }).from(t.invoiceRecords).where(eq(t.invoiceRecords.orderId, orderId)).limit(1);
  return row ? { status: row.status, recordId: row.id } : { status: 'canApply', recordId: null };
}
