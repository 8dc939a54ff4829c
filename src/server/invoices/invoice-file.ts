import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { serverMessages } from '../http/messages.ts';
import { readInvoiceLink, INVOICE_DOWNLOAD_PATH } from './download-links.ts';
import { buildInvoicePdf } from './invoice-pdf.ts';
import { invoiceServerMessages as messages } from './messages.ts';
import { findOwnRecord, fileNameOf, itemName, type InvoiceRecordRow } from './records.ts';
import { linkRefusal, pdfAnswer } from '../http/download-answers.ts';

// The issued invoice's PDF: built from the stored record each time (nothing kept but the record), followed through
// its signed link by the owner, or attached to a mail.

export async function invoicePdfOf(row: InvoiceRecordRow, sandbox: boolean): Promise<Uint8Array> {
  return buildInvoicePdf({
    invoiceNo: row.invoiceNo ?? '',
    orderNo: row.orderNo,
    issuedAt: row.issuedAt ?? row.updatedAt,
    title: row.title,
    // The tax document is in Chinese; the English is beside each label.
    items: row.items.map((line) => ({ name: `${itemName(line, row.orderNo, 'zh')} ${itemName(line, row.orderNo, 'en')}`, amount: line.amount })),
    amount: row.amount,
    sandbox,
  });
}

export function mountInvoiceDownloads(app: Hono<AppEnv>) {
  app.get(`${INVOICE_DOWNLOAD_PATH}:token`, async (c) => {
    const verdict = readInvoiceLink(c.get('config').downloadLinkSecret, c.req.param('token'), c.get('accounts').now());
    if (!verdict.ok) return verdict.reason === 'expired' ? linkRefusal(c, 410, messages.linkExpired) : linkRefusal(c, 403, messages.linkInvalid);
    const row = await findOwnRecord(c.get('db'), verdict.subject.userId, verdict.subject.recordId);
    if (!row) return linkRefusal(c, 404, serverMessages.notFound);
    if (row.status !== 'issued') return linkRefusal(c, 409, messages.notIssued);
    const pdf = await invoicePdfOf(row, c.get('config').sandbox);
    return pdfAnswer(pdf, fileNameOf(row));
  });
}
