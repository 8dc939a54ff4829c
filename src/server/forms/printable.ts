import type { Context } from 'hono';
import type { ApplyRow } from '../applies/store.ts';
import { findApply } from '../applies/store.ts';
import type { AppEnv } from '../http/env.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { now } from '../http/handlers/clock.ts';
import { fileStoreOf } from '../files/file-storage.ts';
import { findOrder } from '../orders/store.ts';
import type { FormLinkSubject } from './download-links.ts';
import { appliesOfOrder, formInputOf, isPrintable, orderNoOf } from './form-data.ts';
import { buildFormsPdf } from './form-pdf.ts';
import { formMessages } from './messages.ts';

// What a printable form is made of (decision 022): an order's or an application's rows, owner only (another user's
// reads as missing), and the PDF built from the stored answers when it is asked for. The link operations, the
// link's download and the form's mailing (form-sharing) all read it.

interface Printable {
  rows: ApplyRow[];
  orderNo: string | null;
  fileName: string;
}

type Lookup = { ok: true; printable: Printable } | { ok: false; reason: 'notFound' | 'notSubmitted' };

export async function lookUp(c: Context<AppEnv>, subject: FormLinkSubject): Promise<Lookup> {
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
export async function pdfOf(c: Context<AppEnv>, { rows, orderNo }: Printable): Promise<Uint8Array> {
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
