// The form of a signed application by e-mail or on a phone (sendApplyFormEmail, getFormQrCode), for the signed page.
import { api, payloadOf } from '../../../lib/api';
import type { FormShareCalls } from '../../../ui/form-share/form-share';

export const formShareCalls: FormShareCalls = {
  sendEmail: (applyId, email) => payloadOf(api.POST('/api/visa/apply/send/email', { body: { applyId, email } })),
  qrCode: (applyId) => payloadOf(api.POST('/api-apply/apply/form/qrcode', { body: { applyId } })),
};
