import type { Context, Hono } from 'hono';
import { addSeconds } from '../accounts/clock.ts';
import type { ApplyRow } from '../applies/store.ts';
import { findApply } from '../applies/store.ts';
import type { OperationHandlers } from '../app.ts';
import { FORM_DOWNLOAD_PATH, FORM_LINK_SECONDS, formLinkToken, readFormLink, type FormLinkSubject } from '../forms/download-links.ts';
import { appliesOfOrder, formInputOf, isPrintable, orderNoOf } from '../forms/form-data.ts';
import { fileStoreOf } from '../files/file-storage.ts';
import { buildFormsPdf } from '../forms/form-pdf.ts';
import { formMessages } from '../forms/messages.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { serverMessages } from '../http/messages.ts';
import { findOrder } from '../orders/store.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { now } from '../http/handlers/clock.ts';
import { linkRefusal, pdfAnswer } from '../http/download-answers.ts';

// The printable application forms (decision 022): the API answers a signed, expiring link (DownloadLink); the link
// answers the PDF, built when followed so it always prints the stored answers. Owner only: another user's order
// or application reads as missing (404), as everywhere.

interface Printable {
  rows: ApplyRow[];
  orderNo: string | null;
  fileName: string;
}

type Lookup = { ok: true; printable: Printable } | { ok: false; reason: 'notFound' | 'notSubmitted' };

async function lookUp(c: Context<AppEnv>, subject: FormLinkSubject): Promise<Lookup> {
  const db = c.get('db');
  if (subject.kind === 'order') {
    const order = await findOrder(db, subject.userId, subject.id);
    const rows = order ? await appliesOfOrder(db, order) : [];
    if (!order || !rows.length) return { ok: false, reason: 'notFound' };
    if (!rows.every(isPrintable)) return { ok: false, reason: 'notSubmitted' };
    return { ok: true, printable: { rows, orderNo: order.orderNo, fileName: `visa-application-forms-${order.orderNo}.pdf` } };
  }
  const row = await findApply(db, subject.userId, subject.id);
  if (!row) return { ok: false, reason: 'notFound' };
  if (!isPrintable(row)) return { ok: false, reason: 'notSubmitted' };
  const orderNo = await orderNoOf(db, row);
  return { ok: true, printable: { rows: [row], orderNo, fileName: `visa-application-form-${orderNo ? `${orderNo}-` : ''}${row.reference}.pdf` } };
}

/** The PDF, built from the stored answers now. */
async function pdfOf(c: Context<AppEnv>, { rows, orderNo }: Printable): Promise<Uint8Array> {
  const inputs = [];
  for (const row of rows) inputs.push(await formInputOf(c.get('db'), fileStoreOf(c.get('config')), row, orderNo));
  return buildFormsPdf(inputs, now(c));
}

/** The application's printable form, or the owner-scoped refusal (another user's reads as missing). */
export async function printableApply(c: Context<AppEnv>, applyId: string) {
  const found = await lookUp(c, { kind: 'apply', id: applyId, userId: currentUserId(c) });
  if (!found.ok) return refuse(found.reason === 'notFound' ? 404 : 409, found.reason === 'notFound' ? 'notFound' : formMessages.notSubmitted);
  return { ...found.printable, pdf: () => pdfOf(c, found.printable) };
}

async function link(c: Context<AppEnv>, subject: FormLinkSubject) {
  const found = await lookUp(c, subject);
  if (!found.ok) return refuse(found.reason === 'notFound' ? 404 : 409, found.reason === 'notFound' ? 'notFound' : formMessages.notSubmitted);
  const expiresAt = addSeconds(now(c), FORM_LINK_SECONDS);
  const token = formLinkToken(c.get('config').downloadLinkSecret, subject, expiresAt);
  return { url: `${FORM_DOWNLOAD_PATH}${token}`, fileName: found.printable.fileName, expiresAt: expiresAt.toISOString() };
}

export const formHandlers: OperationHandlers = {
  async downloadOrderForms(c) {
    const orderId = c.req.query('orderId') ?? '';
    return ok(c, 'downloadOrderForms', await link(c, { kind: 'order', id: orderId, userId: currentUserId(c) }));
  },

  async generateApplyForm(c) {
    const applyId = c.req.param('id') ?? '';
    const file = await link(c, { kind: 'apply', id: applyId, userId: currentUserId(c) });
    return ok(c, 'generateApplyForm', { applyId, file, generatedAt: now(c).toISOString() });
  },
};

export function mountFormDownloads(app: Hono<AppEnv>) {
  app.get(`${FORM_DOWNLOAD_PATH}:token`, async (c) => {
    const verdict = readFormLink(c.get('config').downloadLinkSecret, c.req.param('token'), now(c));
    if (!verdict.ok) return verdict.reason === 'expired' ? linkRefusal(c, 410, formMessages.linkExpired) : linkRefusal(c, 403, formMessages.linkInvalid);
    const found = await lookUp(c, verdict.subject);
    if (!found.ok) return found.reason === 'notFound' ? linkRefusal(c, 404, serverMessages.notFound) : linkRefusal(c, 409, formMessages.notSubmitted);
    const { fileName } = found.printable;
    const pdf = await pdfOf(c, found.printable);
    return pdfAnswer(pdf, fileName);
  });
}
