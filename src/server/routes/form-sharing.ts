import { addSeconds } from '../accounts/clock.ts';
import type { OperationHandlers } from '../app.ts';
import { FORM_DOWNLOAD_PATH, FORM_LINK_SECONDS, formLinkToken } from '../forms/download-links.ts';
import { formMailMessages, formMailText } from '../forms/form-mail.ts';
import { ok } from '../http/envelope.ts';
import { originOf } from '../providers/payments/gateways.ts';
import { printableApply } from '../forms/printable.ts';
import { qrSvg } from '../http/qr-svg.ts';
import { limit } from '../http/handlers/checks.ts';
import { checkedBody } from '../http/checked-input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { now } from '../http/handlers/clock.ts';

// The application form away from this screen (issue 15 item 6, decision 036): e-mailed as a PDF to an address the
// applicant gives, or opened on a phone through a QR of the same signed, expiring download link (decision 022).

/** Mails a person may have sent per hour: enough to retry a typo, too few to use the portal as a mailer. */
export const FORM_MAILS_PER_HOUR = 5;

export const formSharingHandlers: OperationHandlers = {
  async sendApplyFormEmail(c) {
    const userId = currentUserId(c);
    const body = checkedBody(c, 'sendApplyFormEmail');
    const form = await printableApply(c, body.applyId);
    // Counted before the PDF is built: the limit guards the work and the mail server alike, on every process.
    await limit(c, `form-mail:${userId}`, FORM_MAILS_PER_HOUR, 3600);
    const language = c.get('language');
    const content = Buffer.from(await form.pdf());
    const delivery = await c.get('accounts').mail.send({
      to: body.email,
      ...formMailText(form.fileName, form.orderNo, language),
      attachments: [{ filename: form.fileName, content, contentType: 'application/pdf' }],
      purpose: 'applyForm',
      language,
    });
    if (!delivery.delivered) return refuse(400, formMailMessages.notSent, { fields: { email: formMailMessages.notSent[language] } });
    return ok(c, 'sendApplyFormEmail', null);
  },

  async getFormQrCode(c) {
    const body = checkedBody(c, 'getFormQrCode');
    await printableApply(c, body.applyId);
    const expiresAt = addSeconds(now(c), FORM_LINK_SECONDS);
    const token = formLinkToken(c.get('config').downloadLinkSecret, { kind: 'apply', id: body.applyId, userId: currentUserId(c) }, expiresAt);
    // Absolute: a phone that scans it knows no origin of its own.
    const qrContent = `${originOf(c)}${FORM_DOWNLOAD_PATH}${token}`;
    return ok(c, 'getFormQrCode', { applyId: body.applyId, qrContent, qrCodeSvg: await qrSvg(qrContent) });
  },
};
