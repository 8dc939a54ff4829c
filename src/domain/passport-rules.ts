import { z } from 'zod';
import { PASSPORT_VALID_MONTHS_AFTER_DEPARTURE } from './constants.ts';
import { addMonths, isIsoDate } from './dates.ts';
import { date, evenWithIssues, fileId, text } from './form-fields.ts';
import { table } from './localized.ts';
import { requiredKey } from './required-messages.ts';

/**
 * ICAO 9303 gives the document number 9 characters in the machine-readable zone; Chinese passports use all 9
 * (E + 8 digits, E + letter + 7 digits, G/P/S/D + 8 digits) and so do nearly all others. A longer number
 * cannot come from a passport the portal accepts, so 9 is the limit of the spec's "length cannot exceed" rule.
 */
export const PASSPORT_NUMBER_MAX = 9;
export const PASSPORT_NUMBER_MIN = 5;
/** The name field of the TD3 machine-readable zone holds 39 characters for surname and given names together. */
export const ENGLISH_NAME_MAX = 39;
export const ENGLISH_NAME_PATTERN = /^[A-Z]+(?:[ -][A-Z]+)*$/;

export const passportMessages = table({
  passportNumTooLong: [
    `长度不能超过${PASSPORT_NUMBER_MAX}个字符`,
    `Length cannot exceed ${PASSPORT_NUMBER_MAX} characters`,
    `길이는 ${PASSPORT_NUMBER_MAX}자를 넘을 수 없습니다`,
  ],
  passportNumInvalid: [
    '护照号码只能包含字母和数字',
    'The passport number has letters and digits only',
    '여권 번호는 영문자와 숫자만 입력해 주세요',
  ],
  surnameEnInvalid: [
    '英文姓格式不正确，只能包含字母A-Z、空格和连字符',
    'Surname (English) not correct: use the letters A to Z, spaces and hyphens',
    '영문 성의 형식이 올바르지 않습니다. 영문자 A~Z, 공백, 하이픈만 사용해 주세요',
  ],
  nameEnInvalid: [
    '英文名格式不正确，只能包含字母A-Z、空格和连字符',
    'Name (English) not correct: use the letters A to Z, spaces and hyphens',
    '영문 이름의 형식이 올바르지 않습니다. 영문자 A~Z, 공백, 하이픈만 사용해 주세요',
  ],
  passportPeriodOrder: ['有效期至不能早于签发日期', 'The date of expiry cannot be earlier than the date of issue', '만료일은 발급일보다 빠를 수 없습니다'],
  passportIssuedBeforeBirth: ['签发日期不能早于出生日期', 'The date of issue cannot be earlier than the date of birth', '발급일은 생년월일보다 빠를 수 없습니다'],
  birthDateInFuture: ['出生日期不能晚于今天', 'The date of birth cannot be in the future', '생년월일은 오늘 이후일 수 없습니다'],
  passportIssuedInFuture: ['签发日期不能晚于今天', 'The date of issue cannot be in the future', '발급일은 오늘 이후일 수 없습니다'],
  passportExpired: ['护照已过期，请先换发护照', 'This passport has expired: renew it first', '여권이 만료되었습니다. 먼저 여권을 갱신해 주세요'],
  passportValidTooShort: [
    `护照有效期须在离韩日期后至少还有${PASSPORT_VALID_MONTHS_AFTER_DEPARTURE}个月，请先换发护照`,
    `The passport must be valid for at least ${PASSPORT_VALID_MONTHS_AFTER_DEPARTURE} months after you leave Korea: renew it first`,
    `여권은 한국 출국일 이후 최소 ${PASSPORT_VALID_MONTHS_AFTER_DEPARTURE}개월 이상 유효해야 합니다. 먼저 여권을 갱신해 주세요`,
  ],
});

const upper = (value: string) => value.trim().replace(/\s+/g, ' ').toUpperCase();

export const passportNumberSchema = z.string({ error: requiredKey('passport.passportNum') })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string()
    .min(1, { error: requiredKey('passport.passportNum') })
    .max(PASSPORT_NUMBER_MAX, { error: 'passportNumTooLong' })
    .regex(new RegExp(`^[A-Z0-9]{${PASSPORT_NUMBER_MIN},}$`), { error: 'passportNumInvalid' }));

const englishName = (field: 'passport.surnameEn' | 'passport.nameEn', invalid: 'surnameEnInvalid' | 'nameEnInvalid') =>
  z.string({ error: requiredKey(field) }).transform(upper)
    .pipe(z.string().min(1, { error: requiredKey(field) }).max(ENGLISH_NAME_MAX, { error: invalid }).regex(ENGLISH_NAME_PATTERN, { error: invalid }));

export const surnameEnSchema = englishName('passport.surnameEn', 'surnameEnInvalid');
export const nameEnSchema = englishName('passport.nameEn', 'nameEnInvalid');

const passportFields = z.object({
  fileId: fileId('passport.fileId'),
  passportNum: passportNumberSchema,
  surnameZh: text('passport.surnameZh'),
  nameZh: text('passport.nameZh'),
  surnameEn: surnameEnSchema,
  nameEn: nameEnSchema,
  gender: z.enum(['male', 'female'], { error: requiredKey('passport.gender') }),
  birthDate: date('passport.birthDate'),
  birthPlaceZh: text('passport.birthPlaceZh'),
  birthPlaceEn: text('passport.birthPlaceEn').transform(upper),
  birthCountry: text('passport.birthCountry'),
  issuancePlaceZh: text('passport.issuancePlaceZh'),
  issuancePlaceEn: text('passport.issuancePlaceEn').transform(upper),
  issuanceDate: date('passport.issuanceDate'),
  issuancePeriod: date('passport.issuancePeriod'),
}, { error: requiredKey('passport.fileId') });
type PassportFields = z.output<typeof passportFields>;

/** The first day on which the passport is too close to its expiry: departure must be before or on it. */
export const latestDepartureFor = (expiry: string) => addMonths(expiry, -PASSPORT_VALID_MONTHS_AFTER_DEPARTURE);

export type PassportValidity = 'passportExpired' | 'passportValidTooShort' | null;

/**
 * Valid at least six months after the departure from Korea. Without a departure date yet (the documents step),
 * `today` stands in for it: a passport that fails on today fails on any later departure too.
 */
export function checkPassportValidity(expiry: string, context: { today: string; departureDate?: string }): PassportValidity {
  if (!isIsoDate(expiry)) return null;
  if (expiry < context.today) return 'passportExpired';
  const departure = context.departureDate && context.departureDate > context.today ? context.departureDate : context.today;
  return addMonths(departure, PASSPORT_VALID_MONTHS_AFTER_DEPARTURE) > expiry ? 'passportValidTooShort' : null;
}

function passportRules(today: string | undefined) {
  return (passport: Partial<PassportFields>, ctx: z.RefinementCtx) => {
    const { birthDate, issuanceDate, issuancePeriod } = passport;
    const issue = (message: string, field: keyof PassportFields) => ctx.addIssue({ code: 'custom', message, path: [field] });
    if (isIsoDate(issuanceDate) && isIsoDate(issuancePeriod) && issuancePeriod < issuanceDate) issue('passportPeriodOrder', 'issuancePeriod');
    if (isIsoDate(birthDate) && isIsoDate(issuanceDate) && issuanceDate < birthDate) issue('passportIssuedBeforeBirth', 'issuanceDate');
    if (today === undefined) return;
    if (isIsoDate(birthDate) && birthDate > today) issue('birthDateInFuture', 'birthDate');
    if (isIsoDate(issuanceDate) && issuanceDate > today) issue('passportIssuedInFuture', 'issuanceDate');
    const validity = isIsoDate(issuancePeriod) ? checkPassportValidity(issuancePeriod, { today }) : null;
    if (validity) issue(validity, 'issuancePeriod');
  };
}

/** The passport as the applicant confirms it. With `today`, also its dates against today and its validity. */
export function passportSchemaOn(context: { today?: string } = {}) {
  return passportFields.superRefine(passportRules(context.today), evenWithIssues);
}

export const passportSchema = passportSchemaOn();
