// For a year with no published schedule (DESIGN.md §8): weekends plus the holidays whose date is fixed in
// law. Movable holidays and make-up working days are unknown, so such a calendar is provisional and the
// date picker says that the center confirms the date.
import type { HolidayDay, HolidayYear, Localized } from '../types.ts';
import { holidayYears } from './years.ts';

export type ProvisionalHolidayYear = HolidayYear & { centerConfirmsDate: true };

const NEW_YEAR: Localized = { zh: '元旦', en: "New Year's Day", ko: '원단(신정)' };
const LABOUR_DAY: Localized = { zh: '劳动节', en: 'Labour Day', ko: '노동절' };
const NATIONAL_DAY: Localized = { zh: '国庆节', en: 'National Day', ko: '국경절' };

export const FIXED_DATE_HOLIDAYS: readonly { monthDay: string; name: Localized }[] = [
  { monthDay: '01-01', name: NEW_YEAR },
  { monthDay: '05-01', name: LABOUR_DAY },
  { monthDay: '10-01', name: NATIONAL_DAY },
  { monthDay: '10-02', name: NATIONAL_DAY },
  { monthDay: '10-03', name: NATIONAL_DAY },
];

export const CENTER_CONFIRMS_DATE_NOTICE: Localized = {
  zh: '该年度节假日安排尚未公布，所选日期以签证中心确认为准。',
  en: "This year's public holiday schedule has not been published yet; the visa center will confirm the date you choose.",
  ko: '해당 연도의 공휴일 일정이 아직 발표되지 않아, 선택하신 날짜는 비자센터의 확인 후 확정됩니다.',
};

export function fallbackHolidayYear(year: number): ProvisionalHolidayYear {
  const holidays: HolidayDay[] = FIXED_DATE_HOLIDAYS.map((h) => ({ date: `${year}-${h.monthDay}`, name: h.name }));
  return { year, source: 'fallback: fixed-date statutory holidays only', holidays, workdays: [], centerConfirmsDate: true };
}

/** The published schedule for a year, or the provisional fallback when there is none. */
export function holidayYearOrFallback(year: number): HolidayYear | ProvisionalHolidayYear {
  return holidayYears.find((y) => y.year === year) ?? fallbackHolidayYear(year);
}
