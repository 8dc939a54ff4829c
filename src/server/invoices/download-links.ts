import { createHmac } from 'node:crypto';
import { sameText } from '../accounts/secrets.ts';

// The link a browser follows to fetch an issued invoice: like the form's (decision 022), the path carries a signed,
// expiring credential naming the record and its owner; the owner is checked again when it is followed.

export const INVOICE_LINK_SECONDS = 10 * 60;
export const INVOICE_DOWNLOAD_PATH = '/downloads/invoices/';

export interface InvoiceLinkSubject {
  recordId: string;
  userId: string;
}

export type InvoiceLinkVerdict = { ok: true; subject: InvoiceLinkSubject } | { ok: false; reason: 'forged' | 'expired' };

// Its own purpose in the MAC: a form link cannot be replayed as an invoice link, nor the other way round.
const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`invoice-download:${payload}`).digest('base64url');

export function invoiceLinkToken(secret: string, subject: InvoiceLinkSubject, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ r: subject.recordId, u: subject.userId, e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function readInvoiceLink(secret: string, token: string, now: Date): InvoiceLinkVerdict {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 1024 || !sameText(signature, sign(secret, payload))) return { ok: false, reason: 'forged' };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { r: string; u: string; e: number };
  if (claims.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subject: { recordId: claims.r, userId: claims.u } };
}
