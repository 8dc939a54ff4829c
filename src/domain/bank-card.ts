import { z } from 'zod';
import { accountMessages } from './account-messages.ts';
import { mobilePattern } from './account-rules.ts';
import { text } from './form-fields.ts';
import { table } from './localized.ts';
import { requiredKey } from './required-messages.ts';

// The optional bank card of the documents step. Card numbers are checked with the Luhn digit (ISO/IEC 7812),
// which UnionPay cards issued since 2004 carry; a card that fails it is simply not uploaded (the step is optional).

export const BANK_CARD_MIN_DIGITS = 12;
export const BANK_CARD_MAX_DIGITS = 19;
export const CARD_GRADES = ['standard', 'gold', 'platinum', 'diamond', 'other'] as const;
export const CARD_TYPES = ['debit', 'credit'] as const;

export const bankCardMessages = {
  ...table({
    bankCardNoInvalid: [
      '请输入正确的银行卡号（12到19位数字）',
      'Enter a valid card number of 12 to 19 digits',
      '올바른 카드 번호(12~19자리 숫자)를 입력해 주세요',
    ],
  }),
  // The card's reserved mobile is a mobile like the account's: one message for both.
  reservedMobileInvalid: accountMessages.mobileInvalid,
};

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digit that makes `payload + digit` pass Luhn. */
export function luhnCheckDigit(payload: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (luhnValid(`${payload}${digit}`)) return String(digit);
  throw new Error('unreachable: one of ten digits always completes a Luhn sum');
}

export const normaliseCardNumber = (value: string) => value.replace(/[\s-]+/g, '');

export function isBankCardNumber(value: string): boolean {
  const digits = normaliseCardNumber(value);
  return digits.length >= BANK_CARD_MIN_DIGITS && digits.length <= BANK_CARD_MAX_DIGITS && luhnValid(digits);
}

export const bankCardSchema = z.object({
  fileId: z.string().trim().optional().transform((value) => value || undefined),
  cardNo: z.string({ error: requiredKey('bankCard.cardNo') }).transform(normaliseCardNumber)
    .pipe(z.string().min(1, { error: requiredKey('bankCard.cardNo') }).refine(isBankCardNumber, { error: 'bankCardNoInvalid' })),
  cardGrade: z.enum(CARD_GRADES, { error: requiredKey('bankCard.cardGrade') }),
  issuingBank: text('bankCard.issuingBank'),
  cardType: z.enum(CARD_TYPES, { error: requiredKey('bankCard.cardType') }),
  reservedMobile: text('bankCard.reservedMobile').regex(mobilePattern, { error: 'reservedMobileInvalid' }),
});
