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
import { invoiceRecordHandlers } from './invoice-records.ts';
import { invoiceTitleHandlers } from './invoice-titles.ts';
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
import { staffSessionHandlers } from './staff-session.ts';
import { staffEnrolmentHandlers } from './staff-enrolment.ts';
import { staffTeamHandlers } from './staff-team.ts';
import { staffOrderHandlers } from './staff-orders.ts';
import { staffOrderMoveHandlers } from './staff-orders-moves.ts';
import { staffOrderFileHandlers } from './staff-orders-files.ts';
import { staffOrderAuditHandlers } from './staff-orders-audit.ts';
import { staffAgencyHandlers } from './staff-agencies.ts';
import { staffContentHandlers } from './staff-content.ts';
import { staffCenterHandlers } from './staff-centers.ts';
import { staffIntegrationHandlers } from './staff-integrations.ts';
import { integrationOrderHandlers } from './integration-orders.ts';
import { integrationWriteHandlers } from './integration-writes.ts';
import { refundNotifyHandlers } from './refund-notify.ts';
import { staffRefundHandlers } from './staff-refunds.ts';

/**
 * Every implemented operation, and the one place a route module is imported (tests/lint/route-bindings.test.ts); the
 * rest of the contract answers code 501 until its feature lands.
 */
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
  ...invoiceTitleHandlers,
  ...invoiceRecordHandlers,
  ...agencyHandlers,
  ...earlierApplyHandlers,
  ...staffMeHandlers,
  ...staffSessionHandlers,
  ...staffEnrolmentHandlers,
  ...staffTeamHandlers,
  ...staffOrderHandlers,
  ...staffOrderMoveHandlers,
  ...staffOrderFileHandlers,
  ...staffOrderAuditHandlers,
  ...staffRefundHandlers,
  ...staffAgencyHandlers,
  ...staffContentHandlers,
  ...staffCenterHandlers,
  // The integration part (decision 095): the admins' management of integrations and webhooks, and the case systems'
  // machine-to-machine reads and writes.
  ...staffIntegrationHandlers,
  ...integrationOrderHandlers,
  ...integrationWriteHandlers,
};
