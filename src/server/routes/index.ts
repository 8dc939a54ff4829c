import type { OperationHandlers } from '../app.ts';
import { accountCodeHandlers } from './account-codes.ts';
import { addressHandlers } from './addresses.ts';
import { agencyHandlers } from './agencies.ts';
import { earlierApplyHandlers } from './applies-earlier.ts';
import { accountCryptoHandlers } from './account-crypto.ts';
import { accountLoginHandlers } from './account-login.ts';
import { accountProfileHandlers } from './account-profile.ts';
import { accountSignUpHandlers } from './account-signup.ts';
import { applyHandlers } from './applies.ts';
import { contentHandlers } from './content.ts';
import { draftHandlers } from './drafts.ts';
import { expressHandlers } from './express.ts';
import { feedbackHandlers } from './feedback.ts';
import { fileHandlers } from './files.ts';
import { formHandlers } from './forms.ts';
import { formSharingHandlers } from './form-sharing.ts';
import { incorrectHandlers } from './incorrect.ts';
import { invoiceHandlers } from './invoices.ts';
import { koreaAddressHandlers } from './korea-address.ts';
import { messageHandlers } from './messages.ts';
import { notificationPreferenceHandlers } from './notification-preferences.ts';
import { paymentHandlers } from './payments.ts';
import { progressQueryHandlers } from './progress-query.ts';
import { orderHandlers } from './orders.ts';
import { referenceHandlers } from './reference.ts';
import { reservationHandlers } from './reservations.ts';
import { shellHandlers } from './shell.ts';
import { signingHandlers } from './signing.ts';
import { submissionHandlers } from './submission.ts';
import { staffMeHandlers } from './staff-me.ts';
import { staffOrderHandlers } from './staff-orders.ts';
import { staffAgencyHandlers } from './staff-agencies.ts';
import { staffContentHandlers } from './staff-content.ts';
import { staffCenterHandlers } from './staff-centers.ts';
import { integrationHandlers } from './integration-api.ts';
import { refundNotifyHandlers } from './refund-notify.ts';
import { staffRefundHandlers } from './staff-refunds.ts';

/** Every implemented operation; the rest of the contract answers code 501 until its feature lands. */
export const implementedHandlers: OperationHandlers = {
  ...shellHandlers,
  ...referenceHandlers,
  ...contentHandlers,
  ...accountCodeHandlers,
  ...accountSignUpHandlers,
  ...accountLoginHandlers,
  ...accountProfileHandlers,
  ...accountCryptoHandlers,
  ...messageHandlers,
  ...feedbackHandlers,
  ...notificationPreferenceHandlers,
  ...fileHandlers,
  ...draftHandlers,
  ...applyHandlers,
  ...koreaAddressHandlers,
  ...paymentHandlers,
  ...refundNotifyHandlers,
  ...addressHandlers,
  ...reservationHandlers,
  ...progressQueryHandlers,
  ...orderHandlers,
  ...expressHandlers,
  ...submissionHandlers,
  ...signingHandlers,
  ...formHandlers,
  ...incorrectHandlers,
  ...formSharingHandlers,
  ...invoiceHandlers,
  ...agencyHandlers,
  ...earlierApplyHandlers,
  ...staffMeHandlers,
  ...staffOrderHandlers,
  ...staffRefundHandlers,
  ...staffAgencyHandlers,
  ...staffContentHandlers,
  ...staffCenterHandlers,
  ...integrationHandlers,
};
