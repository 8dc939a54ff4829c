import { z } from 'zod';
import { choice, formStep, optionalDate, optionalPhone, optionalText, yesNo } from './form-fields.ts';
import { table } from './localized.ts';
import { requiredKey } from './required-messages.ts';

// The last form step: who invited the applicant, who pays (in US dollars), and who helped fill in the form.

export const COST_PAYERS = ['self', 'inviter', 'other'] as const;

export const costMessages = table({
  costInvalid: ['请输入正确的金额（美元，不小于0）', 'Enter an amount in US dollars, 0 or more', '0 이상의 금액(미국 달러)을 입력해 주세요'],
});

const invitationFields = z.object({
  haveInvited: yesNo('invitation.haveInvited'),
  invitedName: optionalText(),
  invitedInfo: optionalText(),
  invitedAddress: optionalText(),
  invitedContact: optionalPhone(),
  invitedRelationship: optionalText(),
});

export const invitationSchema = formStep('invitation', invitationFields, [
  { when: (v) => v.haveInvited === true, fields: ['invitedName', 'invitedInfo', 'invitedAddress', 'invitedContact', 'invitedRelationship'] },
]);

const costFields = z.object({
  costPayer: choice(COST_PAYERS, 'cost.costPayer'),
  payType: optionalText(),
  cost: z.number({ error: requiredKey('cost.cost') }).finite({ error: 'costInvalid' }).min(0, { error: 'costInvalid' }),
  payerName: optionalText(),
  payerRelationship: optionalText(),
  payerPhone: optionalPhone(),
});

/** Someone other than the applicant pays: the form asks who, how related, what support and how to reach them. */
export const costSchema = formStep('cost', costFields, [
  { when: (v) => v.costPayer === 'inviter' || v.costPayer === 'other', fields: ['payerName', 'payerRelationship', 'payType', 'payerPhone'] },
]);

const helperFields = z.object({
  haveHelper: yesNo('helper.haveHelper'),
  helperName: optionalText(),
  helperBirthDate: optionalDate(),
  helperContact: optionalPhone(),
  helperRelationship: optionalText(),
});

export const helperSchema = formStep('helper', helperFields, [
  { when: (v) => v.haveHelper === true, fields: ['helperName', 'helperBirthDate', 'helperContact', 'helperRelationship'] },
]);

/** The form step 'invitationCostHelper' holds the three contract sections side by side. */
export const invitationCostHelperSchema = z.object({
  invitation: invitationSchema,
  cost: costSchema,
  helper: helperSchema,
});
