import { z } from 'zod';
import type { Language } from '../../domain/constants.ts';
import { agencyLoginFormSchema, agreementSchema, captchaCodeSchema, loginFormSchema, emailCodeSchema, mobilePattern, emailSchema, feedbackSchema, mobileSchema, smsCodeSchema } from '../../domain/account-rules.ts';
import { isIsoDate, isYearMonth } from '../../domain/dates.ts';
import { REGION_CODE_PATTERN } from '../../domain/form-fields.ts';
import { TIME_PATTERN } from '../../domain/delivery-rules.ts';
import { codePurposes } from '../accounts/code-purposes.ts';
import type { CodeChannel } from '../accounts/codes.ts';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, TOTP_CODE_PATTERN } from '../../domain/staff-rules.ts';
import { staffWords } from '../staff/words.ts';
import type { OperationId } from './envelope.ts';
import type { CheckedInput } from './checked-input.ts';
import type { Words } from './handlers/input.ts';
import { accountWords, flowWords, invoiceRequestWords, invoiceWords } from './handlers/words.ts';
import { companyTaxNoSchema, invoiceTitleSchema } from '../../domain/invoice-rules.ts';
import { serverMessages } from './messages.ts';
import { savedAddressSchema } from '../../domain/address-rules.ts';
import { KEYWORD_MAX, KEYWORD_MIN, koreaAddressMessages } from '../applies/korea-address-words.ts';
import { signingMessages } from '../applies/signing-messages.ts';
import type { Localized } from './language.ts';
import { createApplyBody, updateApplyBody } from '../applies/body.ts';
import { visaChoiceSchema } from '../../domain/visa-choice.ts';

// The one table that ties the contract's fields to the domain's rules (decision 109). The contract says what a
// request may carry (its shape); a rule here says what a person's value must be (a mobile, a code, an e-mail), in the
// domain's words. A rule runs on a field the contract let through and may normalise it (trim it); its refusal names
// the field in the caller's language. Rules on more than one field, or on a decrypted password, stay in the handler.

export interface FieldRule {
  /** The domain's rule; a function of the body when the rule depends on another field (a code sent by SMS or mail). */
  schema: z.ZodType | ((body: Record<string, unknown>) => z.ZodType);
  words: Words;
  /** The field's name in the refusal when the contract's name is not the one the form shows. */
  as?: string;
}

/** The contract names every code purpose; each channel sends codes for some of them only. */
const purposeOf = (channel: CodeChannel) => z.enum(Object.keys(codePurposes[channel]) as [string, ...string[]], { error: 'invalidInput' });

const account = (schema: FieldRule['schema'], as?: string): FieldRule => ({ schema, words: accountWords, as });

/** Each field of a src/domain form's schema, as the rule of the body's field of the same name. */
const formFields = (shape: Record<string, z.ZodType>, words: Words): Partial<Record<FieldPath, FieldRule>> =>
  Object.fromEntries(Object.entries(shape).map(([name, schema]) => [`body.${name}`, { schema, words }]));

/** Each field of a src/domain object's schema, as the rule of the body's field under `prefix` (`body.visaChoice.urgent`). */
const nestedFields = (prefix: string, shape: Record<string, z.ZodType>, words: Words): Partial<Record<FieldPath, FieldRule>> =>
  Object.fromEntries(Object.entries(shape).map(([name, schema]) => [`body.${prefix}.${name}`, { schema, words }]));

/** `body.mobile`, `query.email`, `path.mobileNumber`; a dotted path reaches into the body. */
export type FieldPath = `${'body' | 'query' | 'path'}.${string}`;

/** The form-sharing calls' application: one the caller cannot name reads as not found, whatever was sent. */
const sharedApplyId: FieldRule = account(z.string({ error: 'notFound' }).trim().min(1, { error: 'notFound' }).max(100, { error: 'notFound' }));
const invoice = (schema: FieldRule['schema']): FieldRule => ({ schema, words: invoiceRequestWords });
const flow = (schema: FieldRule['schema']): FieldRule => ({ schema, words: flowWords });
const staff = (schema: FieldRule['schema']): FieldRule => ({ schema, words: staffWords });
/** A room's own table of words (the signing page's, the Korea address search's), read by the rule's message key. */
const wordsOf = (table: Record<string, Localized>): Words => (key, language) => table[key]?.[language];
const koreaAddress = wordsOf(koreaAddressMessages);
const signing = wordsOf(signingMessages);

export const fieldRules: Partial<Record<OperationId, Partial<Record<FieldPath, FieldRule>>>> = {
  sendSmsCode: { 'path.mobileNumber': account(mobileSchema, 'mobile'), 'query.purpose': account(purposeOf('sms')), 'query.captchaCode': account(captchaCodeSchema) },
  sendEmailCode: { 'query.email': account(emailSchema), 'query.purpose': account(purposeOf('email')), 'query.captchaCode': account(captchaCodeSchema) },
  login: formFields(loginFormSchema.shape, accountWords),
  loginTravelAgency: formFields(agencyLoginFormSchema.shape, accountWords),
  getAccountStatus: { 'query.account': account(loginFormSchema.shape.username) },
  signUp: { 'body.mobile': account(mobileSchema), 'body.smsCode': account(smsCodeSchema), 'body.email': account(emailSchema.nullish()), 'body.agreementAccepted': account(agreementSchema) },
  changeMobile: { 'body.mobile': account(mobileSchema), 'body.smsCode': account(smsCodeSchema) },
  changeEmail: { 'body.email': account(emailSchema), 'body.emailCode': account(emailCodeSchema) },
  changePassword: { 'body.authCode': account(smsCodeSchema) },
  resetPassword: { 'body.mobile': account(mobileSchema), 'body.email': account(emailSchema), 'body.code': account((body) => (body.by === 'email' ? emailCodeSchema : smsCodeSchema)) },
  staffEnrol: {
    'body.password': { schema: z.string({ error: 'passwordTooShort' }).min(STAFF_PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' }).max(STAFF_PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }), words: staffWords },
    'body.code': { schema: z.string({ error: 'codeFormat' }).regex(TOTP_CODE_PATTERN, { error: 'codeFormat' }), words: staffWords },
  },
  getMobileLimit: { 'query.mobile': account(z.string().regex(mobilePattern, { error: 'mobileInvalid' })) },
  sendFeedback: { 'body.content': account(feedbackSchema) },
  sendApplyFormEmail: { 'body.applyId': sharedApplyId, 'body.email': account(emailSchema) },
  getFormQrCode: { 'body.applyId': sharedApplyId },
  applyInvoice: {
    'body.titleId': invoice(z.string({ error: 'titleMissing' }).min(1, { error: 'titleMissing' })),
    'body.email': invoice(z.string().trim().optional().transform((value) => (value === '' ? undefined : value)).pipe(emailSchema.optional())),
  },
  mailInvoice: { 'body.email': invoice(emailSchema) },
  startProgressQuery: {
    'body.number': flow(z.string({ error: 'required.progress.number' }).trim().min(1, { error: 'required.progress.number' }).max(40, { error: 'required.progress.number' })),
    'body.name': flow(z.string({ error: 'required.progress.name' }).trim().min(1, { error: 'required.progress.name' }).max(60, { error: 'required.progress.name' })),
    'body.captchaCode': flow(z.string({ error: 'captchaRequired' }).trim().min(1, { error: 'captchaRequired' }).max(16)),
  },
  getReservationCalendar: { 'query.month': flow(z.string().refine(isYearMonth)) },
  findReservation: {
    'body.reservationNo': flow(z.string().trim().toUpperCase().min(1, { error: 'required.reservation.reservationNo' }).max(40)),
    'body.mobile': flow(mobileSchema),
    'body.smsCode': flow(z.string().trim().min(1, { error: 'required.reservation.smsCode' }).max(16)),
  },
  rescheduleReservation: {
    'body.date': flow(z.iso.date({ error: 'required.reservation.date' })),
    'body.time': flow(z.string().regex(TIME_PATTERN, { error: 'timeInvalid' })),
  },
  saveInvoiceTitle: {
    ...formFields(invoiceTitleSchema.shape, invoiceWords),
    // The contract requires a company's taxNo (if/then); a person's is dropped by the handler.
    'body.taxNo': { schema: (body) => (body.type === 'company' ? companyTaxNoSchema : z.string().trim().toUpperCase()), words: invoiceWords },
  },
  findEarlierApplications: {
    'query.passportNo': flow(z.string().trim().toUpperCase().max(20)),
    'query.name': flow(z.string().trim().max(100)),
    'query.birthDate': flow(z.string().trim().refine(isIsoDate)),
  },
  listRegions: { 'query.parentCode': flow(z.string().regex(REGION_CODE_PATTERN, { error: 'invalidRegionCode' })) },
  saveAddress: formFields(savedAddressSchema.shape, accountWords),
  searchKoreaAddress: {
    // Counted after trimming, in characters (a Hangul syllable is one), which the contract's minLength cannot say.
    'body.keyword': {
      schema: z.string({ error: 'keywordTooShort' }).trim()
        .refine((keyword) => [...keyword].length >= KEYWORD_MIN, { error: 'keywordTooShort' })
        .refine((keyword) => keyword.length <= KEYWORD_MAX, { error: 'keywordTooLong' }),
      words: koreaAddress,
    },
  },
  submitSignature: {
    // The declaration first: an unticked box is what the page asked before the picture (the picture's bytes are
    // the handler's to check, with sharp).
    'body.agreed': { schema: z.literal(true, { error: 'notAgreed' }), words: signing },
    'body.signaturePng': { schema: z.string({ error: 'badSignature' }).startsWith('data:image/png;base64,', { error: 'badSignature' }), words: signing },
  },
  // The visa choice's rule across its fields (a center or a place) stays in the handler (applies/body.ts); here each
  // field's own words, where the contract would refuse it first (a place that is not 6 digits: regionInvalid).
  createApply: {
    'body.draftId': flow(createApplyBody.shape.draftId),
    'body.applicant': flow(z.looseObject({}, { error: 'required.applicant.name' })),
    ...nestedFields('applicant', createApplyBody.shape.applicant.shape, flowWords),
    'body.relation': flow(createApplyBody.shape.relation),
    ...nestedFields('visaChoice', visaChoiceSchema.shape, flowWords),
  },
  updateApply: {
    'body.applyId': flow(updateApplyBody.shape.applyId),
    ...nestedFields('visaChoice', visaChoiceSchema.shape, flowWords),
  },
  staffSignIn: {
    'body.email': staff(z.string({ error: 'emailInvalid' }).trim().min(1, { error: 'emailInvalid' }).max(254, { error: 'emailInvalid' })),
    'body.password': staff(z.string({ error: 'signInFailed' }).min(1, { error: 'signInFailed' }).max(128, { error: 'signInFailed' })),
  },
};

function locate(input: CheckedInput, path: FieldPath): { holder: Record<string, unknown>; key: string } | null {
  const [where, ...steps] = path.split('.');
  let holder = input[where as keyof CheckedInput] as Record<string, unknown> | undefined;
  for (const step of steps.slice(0, -1)) {
    const next = holder?.[step];
    if (!next || typeof next !== 'object') return null;
    holder = next as Record<string, unknown>;
  }
  const key = steps.at(-1)!;
  return holder && typeof holder === 'object' && key in holder ? { holder, key } : null;
}

/**
 * Runs the operation's rules on the fields present, writes each rule's output back in place, and answers field →
 * message for those refused. An absent field is the contract's to require; when the contract did refuse it
 * (`refused`), its rule still says so in the domain's words ("enter your mobile" rather than "this is required").
 */
export function applyFieldRules(operationId: string, input: CheckedInput, language: Language, refused: Record<string, string> = {}): Record<string, string> {
  const rules = fieldRules[operationId as OperationId];
  const fields: Record<string, string> = {};
  if (!rules) return fields;
  for (const [path, rule] of Object.entries(rules) as [FieldPath, FieldRule][]) {
    const name = rule.as ?? path.split('.').slice(1).join('.');
    const found = locate(input, path);
    if (!found && !(name in refused)) continue;
    const schema = typeof rule.schema === 'function' ? rule.schema((input.body ?? {}) as Record<string, unknown>) : rule.schema;
    const result = schema.safeParse(found ? found.holder[found.key] : undefined);
    if (result.success) {
      if (found) found.holder[found.key] = result.data;
      continue;
    }
    const message = result.error.issues[0]?.message ?? '';
    fields[name] = rule.words(message, language) ?? refused[name] ?? serverMessages.invalidInput[language];
  }
  return fields;
}
