import { z } from 'zod';
import { accountMessage, accountMessages } from './account-messages.ts';
import { emailSchema } from './account-rules.ts';
import type { Language } from './constants.ts';
import { isCreditCode } from './credit-code.ts';
import { formMessages, PHONE_PATTERN } from './form-fields.ts';
import { table, type Localized } from './localized.ts';

// An invoice title (spec §3: type, phone, e-mail, title, default), written once for the form and the server. A
// schema's error is a message key of invoiceMessages, of the account messages (e-mail) or of the form fields (phone).

export { INVOICE_TITLE_LIMIT } from './invoice-limits.ts';
export const INVOICE_TITLE_MAX = 100;
export const INVOICE_TITLE_TYPES = ['personal', 'company'] as const;
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[number];

/**
 * A company's taxpayer number: the 18-character unified social credit code, or the older 15- or 20-character
 * taxpayer numbers some companies still invoice under (digits and capital letters).
 */
export const TAX_NO_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;

/** What people write between a phone number's digits: `010-12345678`, `(010) 1234 5678`, `010.1234.5678`. */
const PHONE_SEPARATORS = /[\s\-.()（）－]/g;

/** The phone number as stored and sent to the invoicing provider: its digits only. */
export const normalisePhone = (phone: string) => phone.replace(PHONE_SEPARATORS, '');

export const invoiceMessages = table({
  invoiceTypeRequired: ['请选择发票抬头类型', 'Choose whether the invoice is for a person or a company', '영수증 유형(개인 또는 회사)을 선택해 주세요'],
  invoiceTitleRequired: ['请输入发票抬头', 'Enter the name the invoice is made out to', '영수증에 적을 이름을 입력해 주세요'],
  invoiceTitleTooLong: [`发票抬头不能超过${INVOICE_TITLE_MAX}个字`, `Use ${INVOICE_TITLE_MAX} characters or fewer for the name`, `이름은 ${INVOICE_TITLE_MAX}자 이하로 입력해 주세요`],
  taxNoRequired: ['请输入纳税人识别号', "Enter the company's taxpayer number", '납세자 식별번호를 입력해 주세요'],
  taxNoInvalid: ['纳税人识别号应为15、18或20位数字或大写字母', 'The taxpayer number is 15, 18 or 20 digits or capital letters', '납세자 식별번호는 숫자 또는 대문자 15, 18, 20자리입니다'],
  taxNoCheck: ['统一社会信用代码有误，请逐位核对（最后一位是校验位）', 'This unified social credit code is not right: check each character (the last one is a check character)', '통일사회신용코드가 올바르지 않습니다. 한 자리씩 확인해 주세요(마지막 자리는 검증 문자입니다)'],
  invoicePhoneRequired: ['请输入联系电话', 'Enter a phone number', '연락처 전화번호를 입력해 주세요'],
  invoicePhoneInvalid: ['电话号码应为5到20位数字，可用空格、横线或括号分隔', 'Enter 5 to 20 digits; spaces, hyphens and brackets are fine', '전화번호는 숫자 5~20자리로 입력해 주세요(공백, 하이픈, 괄호는 괜찮습니다)'],
});

export type InvoiceMessageKey = keyof typeof invoiceMessages;

const key = (name: InvoiceMessageKey) => name;

export const invoiceTitleSchema = z.object({
  type: z.enum(INVOICE_TITLE_TYPES, { error: key('invoiceTypeRequired') }),
  title: z.string({ error: key('invoiceTitleRequired') }).trim().min(1, { error: key('invoiceTitleRequired') }).max(INVOICE_TITLE_MAX, { error: key('invoiceTitleTooLong') }),
  taxNo: z.string().trim().toUpperCase().optional(),
  phone: z.string({ error: key('invoicePhoneRequired') }).trim().min(1, { error: key('invoicePhoneRequired') })
    .transform(normalisePhone).pipe(z.string().regex(PHONE_PATTERN, { error: key('invoicePhoneInvalid') })),
  email: emailSchema,
  isDefault: z.boolean().optional(),
}).superRefine((value, context) => {
  // A person's invoice carries no taxpayer number; a company's must.
  if (value.type !== 'company') return;
  if (!value.taxNo) context.addIssue({ code: 'custom', path: ['taxNo'], message: key('taxNoRequired') });
  else if (!TAX_NO_PATTERN.test(value.taxNo)) context.addIssue({ code: 'custom', path: ['taxNo'], message: key('taxNoInvalid') });
  // The older 15- and 20-character numbers carry no check character; the 18-character code does (GB 32100).
  else if (value.taxNo.length === 18 && !isCreditCode(value.taxNo)) context.addIssue({ code: 'custom', path: ['taxNo'], message: key('taxNoCheck') });
});

/** A company's taxpayer number alone, for the server's field rules (decision 109); the form checks it in the title's superRefine. */
export const companyTaxNoSchema = z.string({ error: key('taxNoRequired') }).trim().toUpperCase().min(1, { error: key('taxNoRequired') })
  .regex(TAX_NO_PATTERN, { error: key('taxNoInvalid') })
  .refine((taxNo) => taxNo.length !== 18 || isCreditCode(taxNo), { error: key('taxNoCheck') });

export type InvoiceTitleForm = z.input<typeof invoiceTitleSchema>;

/** The words of a key this file's schema may report; undefined for a key it does not know. */
export function findInvoiceMessage(messageKey: string, language: Language): string | undefined {
  const own = (invoiceMessages as Record<string, Localized>)[messageKey] ?? (formMessages as Record<string, Localized>)[messageKey];
  if (own) return own[language];
  return messageKey in accountMessages ? accountMessage(messageKey, language) : undefined;
}
