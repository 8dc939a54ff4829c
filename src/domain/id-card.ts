import { z } from 'zod';
import { daysBetween, isIsoDate } from './dates.ts';
import { date, fileId, formStep, optionalDate, text } from './form-fields.ts';
import { table } from './localized.ts';
import { requiredKey } from './required-messages.ts';

// Resident ID card of the People's Republic of China, number by GB 11643-1999:
// 6 digits region (GB/T 2260) + 8 digits birth date + 3 digits sequence (odd = male) + 1 check character.

export type Gender = 'male' | 'female';

export const idCardMessages = table({
  idNumberInvalid: ['请输入正确的身份证号码', 'Please enter the correct ID number', '올바른 신분증 번호를 입력해 주세요'],
  idNumberBirthDateMismatch: [
    '身份证号码中的出生日期与护照不一致',
    'The date of birth in the ID number does not match the passport',
    '신분증 번호의 생년월일이 여권과 일치하지 않습니다',
  ],
  idNumberGenderMismatch: [
    '身份证号码中的性别与护照不一致',
    'The sex in the ID number does not match the passport',
    '신분증 번호의 성별이 여권과 일치하지 않습니다',
  ],
  idCardBirthDateMismatch: ['出生日期与身份证号码不一致', 'The date of birth does not match the ID number', '생년월일이 신분증 번호와 일치하지 않습니다'],
  idCardGenderMismatch: ['性别与身份证号码不一致', 'The sex does not match the ID number', '성별이 신분증 번호와 일치하지 않습니다'],
  idCardPeriodOrder: ['有效期截止日期不能早于起始日期', 'The last day of validity cannot be earlier than the first', '유효기간 종료일은 시작일보다 빠를 수 없습니다'],
  idCardStartInFuture: ['有效期起始日期不能晚于今天', 'The first day of validity cannot be in the future', '유효기간 시작일은 오늘 이후일 수 없습니다'],
  idCardExpired: ['身份证已过有效期，请使用有效的身份证', 'This ID card has expired: use a valid one', '신분증의 유효기간이 지났습니다. 유효한 신분증을 사용해 주세요'],
  idCardTemporary: [
    '不接受临时身份证，请上传正式的居民身份证',
    'Temporary ID cards are not accepted: upload your resident ID card',
    '임시 신분증은 접수되지 않습니다. 정식 주민 신분증을 업로드해 주세요',
  ],
});

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';

/** Province-level codes of the mainland (GB/T 2260). Hong Kong, Macao and Taiwan residence permits (81–83) are not resident ID cards. */
export const PROVINCE_CODES: readonly string[] = [
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
];

/** The check character of the first 17 digits. */
export function idCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARACTERS[sum % 11]!;
}

export type IdNumberFailure = 'format' | 'region' | 'birthDate' | 'checkDigit';
export type ParsedIdNumber =
  | { ok: true; idNumber: string; regionCode: string; birthDate: string; gender: Gender }
  | { ok: false; reason: IdNumberFailure };

/** Spaces removed and a lower-case x raised: what people type for the same number. */
export const normaliseIdNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** `today` (YYYY-MM-DD) refuses birth dates after it; without it only the calendar is checked. */
export function parseIdNumber(value: string, options: { today?: string } = {}): ParsedIdNumber {
  const idNumber = normaliseIdNumber(value);
  if (!/^\d{17}[\dX]$/.test(idNumber)) return { ok: false, reason: 'format' };
  const regionCode = idNumber.slice(0, 6);
  if (!PROVINCE_CODES.includes(regionCode.slice(0, 2))) return { ok: false, reason: 'region' };
  const birthDate = `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
  if (!isIsoDate(birthDate) || birthDate < '1900-01-01' || (options.today !== undefined && birthDate > options.today)) {
    return { ok: false, reason: 'birthDate' };
  }
  if (idCheckCharacter(idNumber) !== idNumber[17]) return { ok: false, reason: 'checkDigit' };
  return { ok: true, idNumber, regionCode, birthDate, gender: Number(idNumber[16]) % 2 === 1 ? 'male' : 'female' };
}

export const idNumberSchema = z.string({ error: requiredKey('idCard.idCardNo') })
  .transform(normaliseIdNumber)
  .pipe(z.string().min(1, { error: requiredKey('idCard.idCardNo') }).refine((value) => parseIdNumber(value).ok, { error: 'idNumberInvalid' }));

export type IdNumberMismatch = { field: 'idCardNo'; key: 'idNumberBirthDateMismatch' | 'idNumberGenderMismatch' };

/** The ID number against the passport: the same person has one birth date and one sex. */
export function checkIdNumberAgainstPassport(idCardNo: string, passport: { birthDate?: string; gender?: Gender }): IdNumberMismatch[] {
  const parsed = parseIdNumber(idCardNo);
  if (!parsed.ok) return [];
  const mismatches: IdNumberMismatch[] = [];
  if (passport.birthDate && parsed.birthDate !== passport.birthDate) mismatches.push({ field: 'idCardNo', key: 'idNumberBirthDateMismatch' });
  if (passport.gender && parsed.gender !== passport.gender) mismatches.push({ field: 'idCardNo', key: 'idNumberGenderMismatch' });
  return mismatches;
}

/**
 * A temporary resident ID card (临时居民身份证) is valid for three months; a resident ID card for 5, 10 or 20 years
 * or long-term. The contract has no "temporary" field, so the card's own validity period tells: any period of
 * at most three months and one day (an OCR or typing slip of a day) is a temporary card.
 */
const TEMPORARY_CARD_MAX_DAYS = 93;

export function isTemporaryIdCard(startDate: string, endDate: string): boolean {
  return endDate >= startDate && daysBetween(startDate, endDate) <= TEMPORARY_CARD_MAX_DAYS;
}

const idCardFields = z.object({
  frontFileId: fileId('idCard.frontFileId'),
  backFileId: fileId('idCard.backFileId'),
  name: text('idCard.name'),
  gender: z.enum(['male', 'female'], { error: requiredKey('idCard.gender') }).optional(),
  nation: text('idCard.nation'),
  birthDate: optionalDate(),
  address: text('idCard.address'),
  idCardNo: idNumberSchema,
  idcardAuthority: text('idCard.idcardAuthority'),
  idcardStartDate: date('idCard.idcardStartDate'),
  idcardEndDate: optionalDate().or(z.null()),
  longTerm: z.boolean().optional(),
});
type IdCardFields = z.output<typeof idCardFields>;

function idCardRules(today: string | undefined) {
  return (card: Partial<IdCardFields>, ctx: z.RefinementCtx) => {
    const parsed = typeof card.idCardNo === 'string' ? parseIdNumber(card.idCardNo) : undefined;
    if (parsed?.ok) {
      if (today !== undefined && parsed.birthDate > today) ctx.addIssue({ code: 'custom', message: 'idNumberInvalid', path: ['idCardNo'] });
      if (card.birthDate && card.birthDate !== parsed.birthDate) ctx.addIssue({ code: 'custom', message: 'idCardBirthDateMismatch', path: ['birthDate'] });
      if (card.gender && card.gender !== parsed.gender) ctx.addIssue({ code: 'custom', message: 'idCardGenderMismatch', path: ['gender'] });
    }
    const start = card.idcardStartDate;
    if (!isIsoDate(start)) return;
    if (today !== undefined && start > today) ctx.addIssue({ code: 'custom', message: 'idCardStartInFuture', path: ['idcardStartDate'] });
    const end = card.idcardEndDate;
    if (card.longTerm === true || !isIsoDate(end)) return;
    if (end < start) ctx.addIssue({ code: 'custom', message: 'idCardPeriodOrder', path: ['idcardEndDate'] });
    else if (isTemporaryIdCard(start, end)) ctx.addIssue({ code: 'custom', message: 'idCardTemporary', path: ['idcardEndDate'] });
    else if (today !== undefined && end < today) ctx.addIssue({ code: 'custom', message: 'idCardExpired', path: ['idcardEndDate'] });
  };
}

/**
 * Both sides of the ID card. Authority and first day of validity are always on the card; the last day is
 * required unless the card is long-term (长期). Sex and birth date may be left out: they are read from the number.
 * With `today`, expired cards, future start dates and future birth dates are refused too.
 */
export function idCardSchemaOn(context: { today?: string } = {}) {
  return formStep<typeof idCardFields.shape, IdCardFields>('idCard', idCardFields, [
    { when: (card) => card.longTerm !== true, fields: ['idcardEndDate'] },
  ], idCardRules(context.today)).transform((card) => {
    const parsed = parseIdNumber(card.idCardNo);
    const filled = parsed.ok ? { ...card, birthDate: card.birthDate ?? parsed.birthDate, gender: card.gender ?? parsed.gender } : card;
    return card.longTerm === true ? { ...filled, idcardEndDate: null } : filled;
  });
}

export const idCardSchema = idCardSchemaOn();

export const minorExemptionSchema = z.object({ birthCertificateFileId: fileId('minorExemption.birthCertificateFileId') });
