import type { Context } from 'hono';
import { addSeconds } from '../accounts/clock.ts';
import type { OperationHandlers } from '../app.ts';
import { FORM_DOWNLOAD_PATH, FORM_LINK_SECONDS, formLinkToken, type FormLinkSubject } from '../forms/download-links.ts';
import { formMessages } from '../forms/messages.ts';
import { lookUp } from '../forms/printable.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { now } from '../http/handlers/clock.ts';

// The printable application forms (decision 022): the API answers a signed, expiring link (DownloadLink); the link
// answers the PDF (forms/form-downloads.ts), built when followed so it always prints the stored answers. Owner only:
// another user's order or application reads as missing (404), as everywhere.

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
