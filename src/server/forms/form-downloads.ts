import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { serverMessages } from '../http/messages.ts';
import { now } from '../http/handlers/clock.ts';
import { linkRefusal, pdfAnswer } from '../http/download-answers.ts';
import { FORM_DOWNLOAD_PATH, readFormLink } from './download-links.ts';
import { formMessages } from './messages.ts';
import { lookUp, pdfOf } from './printable.ts';

// The signed, expiring link a form operation answers (decision 022), followed: the PDF, built now from the stored
// answers. Mounted beside the API by app.ts, as the invoice downloads are.

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
