import { z } from 'zod';
import { STAY_TIERS, VISIT_HISTORY_YEARS } from './constants.ts';
import { addYears, daysBetween, isIsoDate } from './dates.ts';
import { choice, count, date, evenWithIssues, formStep, optionalDate, optionalPhone, optionalText, text, yesNo } from './form-fields.ts';
import { table } from './localized.ts';
import { checkPassportValidity } from './passport-rules.ts';
import { PURPOSES } from './visit-purposes.ts';

// The visit step (contract schema Visit). Dates of earlier trips are asked for the past five years only; the
// intended stay must agree with itself (dates, days, stay tier) and with the passport's validity.

export { PURPOSES };
export const KOREA_FAMILY_RELATIONSHIPS = ['spouse', 'child', 'parent', 'sibling'] as const;
export const LE90_MAX_DAYS = 90;

export const visitMessages = table({
  departureBeforeEntry: ['出境日期不能早于入境日期', 'The date you leave cannot be earlier than the date you arrive', '출국일은 입국일보다 빠를 수 없습니다'],
  daysMismatch: [
    '停留天数须与入境、出境日期一致（含入境和出境当天）',
    'The days of stay must match the dates, counting the day you arrive and the day you leave',
    '체류 일수는 입국일과 출국일을 포함한 날짜 수와 같아야 합니다',
  ],
  stayTierMismatch: [
    '停留天数与所选停留期限不符',
    'The days of stay do not match the length of stay you chose',
    '체류 일수가 선택한 체류 기간과 맞지 않습니다',
  ],
  entryInPast: ['入境日期不能早于今天', 'The date you arrive cannot be in the past', '입국일은 오늘보다 빠를 수 없습니다'],
  visitOutsideWindow: [
    `只需填写近${VISIT_HISTORY_YEARS}年内的记录`,
    `Only trips of the past ${VISIT_HISTORY_YEARS} years are asked for`,
    `최근 ${VISIT_HISTORY_YEARS}년 이내의 기록만 입력해 주세요`,
  ],
  visitsMoreThanTimes: [
    '访问记录的条数不能多于访问次数',
    'There are more trips listed than the number of visits you gave',
    '방문 기록 수가 방문 횟수보다 많습니다',
  ],
});

/**
 * The days of a stay from its dates, counting both the day of arrival and the day of departure (inclusive:
 * 03-01 to 03-08 is 8 days), as the visa form counts them and daysMismatch checks; undefined unless both are
 * real dates and departure is not before arrival.
 */
export function stayDaysOf(entryDate: unknown, departureDate: unknown): number | undefined {
  if (!isIsoDate(entryDate) || !isIsoDate(departureDate) || departureDate < entryDate) return undefined;
  return daysBetween(entryDate, departureDate) + 1;
}

const datedPeriod = <S extends z.ZodRawShape>(shape: S) => z.object(shape).superRefine((period, ctx) => {
  const { dateStart, dateEnd } = period as { dateStart?: unknown; dateEnd?: unknown };
  if (isIsoDate(dateStart) && isIsoDate(dateEnd) && dateEnd < dateStart) {
    ctx.addIssue({ code: 'custom', message: 'dateOrder', path: ['dateEnd'] });
  }
}, evenWithIssues);

export const companionSchema = z.object({
  surname: text('visit.companions.surname'),
  name: text('visit.companions.name'),
  birthDate: date('visit.companions.birthDate'),
  nationality: text('visit.companions.nationality'),
  relationship: text('visit.companions.relationship'),
});

export const periodSchema = datedPeriod({
  dateStart: date('visit.visits.dateStart'),
  dateEnd: date('visit.visits.dateEnd'),
});

export const otherCountryVisitSchema = datedPeriod({
  countryName: text('visit.otherCountries.countryName'),
  visitedPurpose: text('visit.otherCountries.visitedPurpose'),
  dateStart: date('visit.otherCountries.dateStart'),
  dateEnd: date('visit.otherCountries.dateEnd'),
});

export const koreaFamilySchema = z.object({
  familyName: text('visit.koreaFamily.familyName'),
  familyBirthDate: date('visit.koreaFamily.familyBirthDate'),
  familyCountry: text('visit.koreaFamily.familyCountry'),
  familyRelationship: choice(KOREA_FAMILY_RELATIONSHIPS, 'visit.koreaFamily.familyRelationship'),
});

const visitFields = z.object({
  purpose: choice(PURPOSES, 'visit.purpose'),
  purposeOther: optionalText(),
  stayTier: choice(STAY_TIERS, 'visit.stayTier'),
  entryDate: date('visit.entryDate'),
  departureDate: optionalDate(),
  days: count('visit.days', 1).optional(),
  koreaMobile: optionalPhone(),
  koreaAddress: text('visit.koreaAddress'),
  haveCompanion: yesNo('visit.haveCompanion'),
  companions: z.array(companionSchema).optional(),
  visitedValue: yesNo('visit.visitedValue'),
  visitedTimes: count('visit.visitedTimes', 1).optional(),
  visitedPurpose: optionalText(),
  visits: z.array(periodSchema).optional(),
  hadVisitedOther: yesNo('visit.hadVisitedOther'),
  otherCountries: z.array(otherCountryVisitSchema).optional(),
  haveInKorea: yesNo('visit.haveInKorea'),
  koreaFamily: z.array(koreaFamilySchema).optional(),
});
type VisitFields = z.output<typeof visitFields>;

/** What the visit rules need from outside the step: today (China) and the passport's expiry date. */
export interface VisitContext {
  today?: string;
  passportExpiry?: string;
}

function visitRules(context: VisitContext) {
  return (visit: Partial<VisitFields>, ctx: z.RefinementCtx) => {
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
    const { entryDate, departureDate, days, stayTier } = visit;
    const datesOk = isIsoDate(entryDate) && isIsoDate(departureDate);
    if (datesOk && departureDate < entryDate) issue('departureBeforeEntry', ['departureDate']);
    else if (datesOk && Number.isInteger(days) && days !== stayDaysOf(entryDate, departureDate)) issue('daysMismatch', ['days']);
    else if (Number.isInteger(days) && ((stayTier === 'le90' && days! > LE90_MAX_DAYS) || (stayTier === 'ge91' && days! <= LE90_MAX_DAYS))) {
      issue('stayTierMismatch', ['days']);
    }
    if (visit.visitedTimes !== undefined && visit.visits && visit.visits.length > visit.visitedTimes) issue('visitsMoreThanTimes', ['visits']);

    const { today, passportExpiry } = context;
    if (today === undefined) return;
    if (isIsoDate(entryDate) && entryDate < today) issue('entryInPast', ['entryDate']);
    const leaving = isIsoDate(departureDate) ? departureDate : entryDate;
    if (passportExpiry && isIsoDate(leaving)) {
      const validity = checkPassportValidity(passportExpiry, { today, departureDate: leaving });
      if (validity) issue(validity, [isIsoDate(departureDate) ? 'departureDate' : 'entryDate']);
    }
    const windowStart = addYears(today, -VISIT_HISTORY_YEARS);
    const checkTrips = (list: 'visits' | 'otherCountries') => visit[list]?.forEach((trip, index) => {
      if (isIsoDate(trip.dateStart) && trip.dateStart < windowStart) issue('visitOutsideWindow', [list, index, 'dateStart']);
      if (isIsoDate(trip.dateEnd) && trip.dateEnd > today) issue('dateInFuture', [list, index, 'dateEnd']);
    });
    checkTrips('visits');
    checkTrips('otherCountries');
    visit.companions?.forEach((companion, index) => {
      if (isIsoDate(companion.birthDate) && companion.birthDate > today) issue('dateInFuture', ['companions', index, 'birthDate']);
    });
  };
}

/**
 * The visit step. Departure date and days are asked unless the stay is permanent; days count both the day of
 * arrival and the day of departure. With `today`, past entry dates and trips outside the past five years are
 * refused; with the passport's expiry too, a passport valid less than six months after departure.
 */
export function visitSchemaOn(context: VisitContext = {}) {
  return formStep<typeof visitFields.shape, VisitFields>('visit', visitFields, [
    { when: (v) => v.purpose === 'other', fields: ['purposeOther'] },
    { when: (v) => v.stayTier !== 'permanent', fields: ['departureDate', 'days'] },
    { when: (v) => v.haveCompanion === true, fields: ['companions'] },
    { when: (v) => v.visitedValue === true, fields: ['visitedTimes', 'visitedPurpose', 'visits'] },
    { when: (v) => v.hadVisitedOther === true, fields: ['otherCountries'] },
    { when: (v) => v.haveInKorea === true, fields: ['koreaFamily'] },
  ], visitRules(context));
}

export const visitSchema = visitSchemaOn();

