import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { sameText } from '../accounts/secrets.ts';
import type { OperationHandlers } from '../app.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { paging } from '../http/query.ts';
import { reopenFailed, resumeStalled } from '../invoices/issuing.ts';
import { invoiceServerMessages as messages } from '../invoices/messages.ts';
import { invoicePdfOf } from '../invoices/invoice-file.ts';
import { paidLinesOf } from '../invoices/paid-lines.ts';
import { findRecord, insertRecordOnce, invoiceStateOf, recordPage } from '../invoices/record-store.ts';
import { findOwnRecord, fileNameOf, itemName, type InvoiceRecordRow } from '../invoices/records.ts';
import { issueInBackground, issuingOf, recordAnswer } from '../invoices/service.ts';
import { findOrder } from '../orders/store.ts';
import { ownTitle } from '../invoices/titles.ts';
import { fillIn } from '../http/fill-in.ts';
import { limit } from '../http/handlers/checks.ts';
import { now } from '../http/handlers/clock.ts';
import { checkedBody } from '../http/checked-input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';

// Invoice records (decision 034): one per paid order, held by a unique index; sent to the invoicing provider in
// the background; read, retried and downloaded by their owner only (another user's record reads as missing).

type Blocked = 'notPaid' | 'supplementOpen' | 'alreadyRequested' | 'notConfigured';
const blockedMessages = { notPaid: messages.orderNotPaid, supplementOpen: messages.supplementOpen, alreadyRequested: messages.alreadyRequested, notConfigured: messages.notConfigured };

/** The owner's order, what an invoice for it would hold, and why none can be requested now (the apply and preview checks). */
async function invoiceable(c: Context<AppEnv>, userId: string, orderId: string) {
  const db = c.get('db');
  const order = await findOrder(db, userId, orderId);
  if (!order) return refuse(404, 'notFound');
  const [{ recordId, unpaidSupplements }, paid] = await Promise.all([invoiceStateOf(db, order.id), paidLinesOf(db, order.id)]);
  const blocked: Blocked | null = recordId ? 'alreadyRequested'
    : !order.paidAt || !paid.lines.length ? 'notPaid'
      : unpaidSupplements > 0 ? 'supplementOpen'
        : issuingOf(c).provider.name === 'off' ? 'notConfigured' : null;
  return { order, ...paid, blocked, recordId };
}

async function mine(c: Context<AppEnv>, id: string | undefined): Promise<InvoiceRecordRow> {
  return (id ? await findOwnRecord(c.get('db'), currentUserId(c), id) : undefined) ?? refuse(404, 'notFound');
}

export const invoiceRecordHandlers: OperationHandlers = {
  async applyInvoice(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const body = checkedBody(c, 'applyInvoice');
    const { order, lines, amount, blocked } = await invoiceable(c, userId, body.orderId);
    if (blocked) refuse(blocked === 'notConfigured' ? 501 : 409, blockedMessages[blocked], { fields: {}, reason: blocked });
    const title = await ownTitle(db, userId, body.titleId);
    if (!title) return refuseField(c, 'titleId', messages.titleMissing);
    const at = now(c);
    // Once per order: the unique index on order_id decides between two requests (the read above only explains).
    const row = await insertRecordOnce(db, {
      id: randomUUID(), userId, orderId: order.id, orderNo: order.orderNo,
      title: { id: title.id, type: title.type, title: title.title, taxNo: title.taxNo, phone: title.phone, email: title.email },
      amount, items: lines, email: body.email ?? title.email, status: 'invoicing', attempt: 1,
      mailToken: randomBytes(24).toString('base64url'), createdAt: at, updatedAt: at,
    });
    if (!row) return refuse(409, messages.alreadyRequested, { fields: {}, reason: 'alreadyRequested' });
    issueInBackground(c, row.id);
    return ok(c, 'applyInvoice', recordAnswer(c, row));
  },

  async previewInvoice(c) {
    const { order, lines, amount, blocked, recordId } = await invoiceable(c, currentUserId(c), c.req.query('orderId') ?? '');
    const language = c.get('language');
    return ok(c, 'previewInvoice', {
      orderId: order.id, orderNo: order.orderNo, amount, currency: 'CNY', blocked, recordId,
      items: lines.map((line) => ({ name: itemName(line, order.orderNo, language), amount: line.amount })),
    });
  },

  async listInvoiceRecords(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const filter = checkedBody(c, 'listInvoiceRecords');
    await resumeStalled(issuingOf(c), userId);
    const { page, size, offset } = paging(c);
    const { rows, total } = await recordPage(db, userId, filter, size, offset);
    return ok(c, 'listInvoiceRecords', { records: rows.map((row) => recordAnswer(c, row)), total, page, size });
  },

  async getInvoiceRecord(c) {
    const row = await mine(c, c.req.param('id'));
    if (row.status === 'invoicing') await resumeStalled(issuingOf(c), row.userId);
    return ok(c, 'getInvoiceRecord', recordAnswer(c, row));
  },

  async retryInvoice(c) {
    const userId = currentUserId(c);
    const id = c.req.param('id') ?? '';
    const reopened = await reopenFailed(c.get('db'), userId, id, now(c));
    if (!reopened) {
      await mine(c, id);
      return refuse(409, messages.notFailed);
    }
    issueInBackground(c, reopened.id);
    return ok(c, 'retryInvoice', recordAnswer(c, reopened));
  },

  async mailInvoice(c) {
    const body = checkedBody(c, 'mailInvoice');
    const row = await findRecord(c.get('db'), body.recordId);
    // A wrong token and a missing record read alike: the token is the credential.
    if (!row || !sameText(row.mailToken, body.mailToken)) return refuse(403, messages.mailTokenWrong);
    if (row.status !== 'issued') refuse(409, messages.notIssued);
    await limit(c, `invoice-mail:${row.id}`, 10, 3600);
    const language = c.get('language');
    const pdf = await invoicePdfOf(row, c.get('config').sandbox);
    const values = { orderNo: row.orderNo, invoiceNo: row.invoiceNo ?? '', amount: row.amount.toFixed(2) };
    const delivery = await c.get('accounts').mail.send({
      to: body.email,
      subject: pick(fillIn(messages.mailSubject, values), language),
      text: pick(fillIn(messages.mailText, values), language),
      attachments: [{ filename: fileNameOf(row), content: Buffer.from(pdf), contentType: 'application/pdf' }],
      purpose: 'invoice',
      language,
    });
    if (!delivery.delivered) refuseField(c, 'email', messages.mailFailed);
    return ok(c, 'mailInvoice', null);
  },
};
