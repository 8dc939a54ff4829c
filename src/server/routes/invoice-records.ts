import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema } from '../../domain/account-rules.ts';
import { sameText } from '../accounts/secrets.ts';
import type { OperationHandlers } from '../app.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { paging } from '../http/query.ts';
import { reopenFailed, resumeStalled } from '../invoices/issuing.ts';
import { invoiceServerMessages as messages } from '../invoices/messages.ts';
import { invoicePdfOf } from '../invoices/invoice-file.ts';
import { paidLinesOf } from '../invoices/paid-lines.ts';
import { findOwnRecord, fileNameOf, itemName, type InvoiceRecordRow } from '../invoices/records.ts';
import { issueInBackground, issuingOf, recordAnswer } from '../invoices/service.ts';
import { findOrder } from '../orders/store.ts';
import { ownTitle } from './invoice-titles.ts';
import { fillIn } from '../http/fill-in.ts';
import { limit } from '../http/handlers/checks.ts';
import { now } from '../http/handlers/clock.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { invoiceRequestWords } from '../http/handlers/words.ts';

// Invoice records (decision 034): one per paid order, held by a unique index; sent to the invoicing provider in
// the background; read, retried and downloaded by their owner only (another user's record reads as missing).

const applyInput = z.object({
  orderId: z.string({ error: 'invalidInput' }).min(1, { error: 'invalidInput' }),
  titleId: z.string({ error: 'titleMissing' }).min(1, { error: 'titleMissing' }),
  email: z.string().trim().optional().transform((value) => (value === '' ? undefined : value)).pipe(emailSchema.optional()),
});

const mailInput = z.object({
  recordId: z.string({ error: 'invalidInput' }).min(1, { error: 'invalidInput' }),
  mailToken: z.string({ error: 'invalidInput' }).min(1, { error: 'invalidInput' }).max(200, { error: 'invalidInput' }),
  email: emailSchema,
});

const filterInput = z.object({
  status: z.enum(['invoicing', 'issued', 'failed']).optional(),
  orderId: z.string().optional(),
}).catch({});

type Blocked = 'notPaid' | 'supplementOpen' | 'alreadyRequested' | 'notConfigured';
const blockedMessages = { notPaid: messages.orderNotPaid, supplementOpen: messages.supplementOpen, alreadyRequested: messages.alreadyRequested, notConfigured: messages.notConfigured };

/** The owner's order, what an invoice for it would hold, and why none can be requested now (the apply and preview checks). */
async function invoiceable(c: Context<AppEnv>, userId: string, orderId: string) {
  const db = c.get('db');
  const order = await findOrder(db, userId, orderId);
  if (!order) return refuse(404, 'notFound');
  const [[existing], [open], paid] = await Promise.all([
    db.select({ id: t.invoiceRecords.id }).from(t.invoiceRecords).where(eq(t.invoiceRecords.orderId, order.id)).limit(1),
    db.select({ n: count() }).from(t.extraPayments).where(and(eq(t.extraPayments.orderId, order.id), eq(t.extraPayments.status, 'unpaid'))),
    paidLinesOf(db, order.id),
  ]);
  const blocked: Blocked | null = existing ? 'alreadyRequested'
    : !order.paidAt || !paid.lines.length ? 'notPaid'
      : (open?.n ?? 0) > 0 ? 'supplementOpen'
        : issuingOf(c).provider.name === 'off' ? 'notConfigured' : null;
  return { order, ...paid, blocked, recordId: existing?.id ?? null };
}

async function mine(c: Context<AppEnv>, id: string | undefined): Promise<InvoiceRecordRow> {
  return (id ? await findOwnRecord(c.get('db'), currentUserId(c), id) : undefined) ?? refuse(404, 'notFound');
}

export const invoiceRecordHandlers: OperationHandlers = {
  async applyInvoice(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const body = parse(c, applyInput, await jsonBody(c), { words: invoiceRequestWords });
    const { order, lines, amount, blocked } = await invoiceable(c, userId, body.orderId);
    if (blocked) refuse(blocked === 'notConfigured' ? 501 : 409, blockedMessages[blocked], { fields: {}, reason: blocked });
    const title = await ownTitle(db, userId, body.titleId);
    if (!title) return refuseField(c, 'titleId', messages.titleMissing);
    const at = now(c);
    // Once per order: the unique index on order_id decides between two requests (the read above only explains).
    const [row] = await db.insert(t.invoiceRecords).values({
      id: randomUUID(), userId, orderId: order.id, orderNo: order.orderNo,
      title: { id: title.id, type: title.type, title: title.title, taxNo: title.taxNo, phone: title.phone, email: title.email },
      amount, items: lines, email: body.email ?? title.email, status: 'invoicing', attempt: 1,
      mailToken: randomBytes(24).toString('base64url'), createdAt: at, updatedAt: at,
    }).onConflictDoNothing({ target: t.invoiceRecords.orderId }).returning();
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
    const filter = filterInput.parse(await jsonBody(c));
    await resumeStalled(issuingOf(c), userId);
    const conditions: SQL[] = [eq(t.invoiceRecords.userId, userId)];
    if (filter.status) conditions.push(eq(t.invoiceRecords.status, filter.status));
    if (filter.orderId) conditions.push(eq(t.invoiceRecords.orderId, filter.orderId));
    const { page, size, offset } = paging(c);
    const [rows, [total]] = await Promise.all([
      db.select().from(t.invoiceRecords).where(and(...conditions)).orderBy(desc(t.invoiceRecords.createdAt), desc(t.invoiceRecords.id)).limit(size).offset(offset),
      db.select({ n: count() }).from(t.invoiceRecords).where(and(...conditions)),
    ]);
    return ok(c, 'listInvoiceRecords', { records: rows.map((row) => recordAnswer(c, row)), total: total?.n ?? 0, page, size });
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
    const body = parse(c, mailInput, await jsonBody(c), { words: invoiceRequestWords });
    const [row] = await c.get('db').select().from(t.invoiceRecords).where(eq(t.invoiceRecords.id, body.recordId)).limit(1);
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
