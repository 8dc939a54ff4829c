import { createHmac } from 'node:crypto';
import { sameText } from '../accounts/secrets.ts';

// The link a browser follows to fetch a form (decision 022). An `<a download>` cannot send the bearer header, so,
// like an upload's URL (decision 012), the path carries the credential. Unlike an upload token it needs no row:
// it names what to print, for whom and until when, signed with the server's secret, so it cannot be edited into
// another user's order and dies on its own. The owner and the state are checked again when it is followed.

export const FORM_LINK_SECONDS = 10 * 60;
/** Outside /api: the API is exactly the contract's operations, and this answers a file, not an envelope. */
export const FORM_DOWNLOAD_PATH = '/downloads/forms/';

export interface FormLinkSubject {
  kind: 'order' | 'apply';
  id: string;
  userId: string;
}

export type FormLinkVerdict = { ok: true; subject: FormLinkSubject } | { ok: false; reason: 'forged' | 'expired' };

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`form-download:${payload}`).digest('base64url');

export function formLinkToken(secret: string, subject: FormLinkSubject, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ k: subject.kind, i: subject.id, u: subject.userId, e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function readFormLink(secret: string, token: string, now: Date): FormLinkVerdict {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 1024 || !sameText(signature, sign(secret, payload))) return { ok: false, reason: 'forged' };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { k: 'order' | 'apply'; i: string; u: string; e: number };
  if (claims.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subject: { kind: claims.k, id: claims.i, userId: claims.u } };
}
