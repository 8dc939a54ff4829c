import { RESERVATION_MIN_WORKING_DAYS_AHEAD, RESERVATION_OPEN_EXTRA_MONTHS } from './constants.ts';
import { addDays, addMonths, dayOfWeek, isIsoDate, lastDayOfMonth } from './dates.ts';
import { table } from './localized.ts';

// Working days of the visa centers: Chinese statutory holidays and make-up working days (调休上班) as data, one
// entry per year published by the State Council. A year without data falls back to weekends plus the holidays
// fixed in law (1 January, 1 May, 1–3 October); such days are provisional and the center confirms the date.
// The calendar is a parameter: the server reads it from its database, the tests from the seed files.

export interface CalendarDay {
  date: string;
}
export interface CalendarYear {
  year: number;
  holidays: readonly CalendarDay[];
  /** Weekend days that are working days. */
  workdays: readonly CalendarDay[];
}
export type WorkingCalendar = readonly CalendarYear[];

export const FALLBACK_FIXED_HOLIDAYS: readonly string[] = ['01-01', '05-01', '10-01', '10-02', '10-03'];

export type DayKind = 'workday' | 'weekend' | 'holiday' | 'makeUpWorkday';
export interface DayInfo {
  date: string;
  kind: DayKind;
  working: boolean;
  /** The year has no published schedule: the fallback rule decided. */
  provisional: boolean;
}

interface YearSets {
  holidays: Set<string>;
  workdays: Set<string>;
}
const indexes = new WeakMap<WorkingCalendar, Map<number, YearSets>>();

function yearsOf(calendar: WorkingCalendar): Map<number, YearSets> {
  let years = indexes.get(calendar);
  if (!years) {
    years = new Map(calendar.map((y) => [y.year, {
      holidays: new Set(y.holidays.map((d) => d.date)),
      workdays: new Set(y.workdays.map((d) => d.date)),
    }]));
    indexes.set(calendar, years);
  }
  return years;
}

export function dayInfo(date: string, calendar: WorkingCalendar): DayInfo {
  const weekend = dayOfWeek(date) === 0 || dayOfWeek(date) === 6;
  const year = yearsOf(calendar).get(Number(date.slice(0, 4)));
  if (!year) {
    const holiday = FALLBACK_FIXED_HOLIDAYS.includes(date.slice(5));
    const kind: DayKind = holiday ? 'holiday' : weekend ? 'weekend' : 'workday';
    return { date, kind, working: kind === 'workday', provisional: true };
  }
  const kind: DayKind = year.holidays.has(date) ? 'holiday' : year.workdays.has(date) ? 'makeUpWorkday' : weekend ? 'weekend' : 'workday';
  return { date, kind, working: kind === 'workday' || kind === 'makeUpWorkday', provisional: false };
}

export const isWorkingDay = (date: string, calendar: WorkingCalendar) => dayInfo(date, calendar).working;

/**
 * The n-th working day after `date` (n ≥ 1), or the first working day on or after it (n = 0).
 * Never a non-working day.
 */
export function addWorkingDays(date: string, n: number, calendar: WorkingCalendar): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`addWorkingDays: n must be a whole number ≥ 0, got ${n}`);
  let day = date;
  if (n === 0) {
    while (!isWorkingDay(day, calendar)) day = addDays(day, 1);
    return day;
  }
  let counted = 0;
  while (counted < n) {
    day = addDays(day, 1);
    if (isWorkingDay(day, calendar)) counted += 1;
  }
  return day;
}

/** The current month and the following RESERVATION_OPEN_EXTRA_MONTHS months, first to last day. */
export function reservationWindow(today: string): { first: string; last: string; months: string[] } {
  const first = `${today.slice(0, 7)}-01`;
  const months = Array.from({ length: RESERVATION_OPEN_EXTRA_MONTHS + 1 }, (_, i) => addMonths(first, i).slice(0, 7));
  return { first, last: lastDayOfMonth(addMonths(first, RESERVATION_OPEN_EXTRA_MONTHS)), months };
}

/** The first day a reservation made today may take. */
export const earliestReservationDate = (today: string, calendar: WorkingCalendar) =>
  addWorkingDays(today, RESERVATION_MIN_WORKING_DAYS_AHEAD, calendar);

export type ReservationRefusal = 'invalidDate' | 'past' | 'outsideWindow' | 'holiday' | 'weekend' | 'tooSoon';
export type ReservationCheck = { ok: true; provisional: boolean } | { ok: false; reason: ReservationRefusal; provisional: boolean };

/**
 * Whether a reservation (self-delivery or appointment) may take `date`: a working day at least two working days
 * after today, inside the open window. The first failing rule in the order of the type is the reason.
 */
export function checkReservationDate(date: string, today: string, calendar: WorkingCalendar): ReservationCheck {
  if (!isIsoDate(date)) return { ok: false, reason: 'invalidDate', provisional: false };
  const day = dayInfo(date, calendar);
  const refuse = (reason: ReservationRefusal): ReservationCheck => ({ ok: false, reason, provisional: day.provisional });
  if (date <= today) return refuse(date < today ? 'past' : 'tooSoon');
  if (date > reservationWindow(today).last) return refuse('outsideWindow');
  if (day.kind === 'holiday') return refuse('holiday');
  if (day.kind === 'weekend') return refuse('weekend');
  if (date < earliestReservationDate(today, calendar)) return refuse('tooSoon');
  return { ok: true, provisional: day.provisional };
}

/** One day of a center's reservation calendar as the server lists it (ReservationCalendar.days). */
export interface OpeningDay {
  date: string;
  open: boolean;
  slots: readonly { time: string; remaining: number }[];
  note?: string | null;
}

export type SlotRefusal = 'dayClosed' | 'slotUnavailable';

/**
 * Whether the listed calendar still offers `time` on `date`: an open day with that slot and places left. A day
 * missing from the list (another month, or not loaded) counts as closed.
 */
export function checkReservationSlot(days: readonly OpeningDay[], date: string, time: string): SlotRefusal | null {
  const day = days.find((d) => d.date === date);
  if (!day || !day.open) return 'dayClosed';
  const slot = day.slots.find((s) => s.time === time);
  return slot && slot.remaining > 0 ? null : 'slotUnavailable';
}

export const reservationMessages = table({
  'reservation.invalidDate': ['请选择正确的日期', 'Choose a real date', '올바른 날짜를 선택해 주세요'],
  'reservation.past': ['不能预约已过去的日期', 'This date has passed: choose a later one', '지난 날짜는 예약할 수 없습니다'],
  'reservation.outsideWindow': [
    `只能预约本月及之后${RESERVATION_OPEN_EXTRA_MONTHS}个月内的日期`,
    `Only this month and the next ${RESERVATION_OPEN_EXTRA_MONTHS} are open for booking`,
    `이번 달과 다음 ${RESERVATION_OPEN_EXTRA_MONTHS}개월 이내의 날짜만 예약할 수 있습니다`,
  ],
  'reservation.holiday': ['该日期为法定节假日，签证中心不办公', 'This is a public holiday: the visa center is closed', '법정 공휴일에는 비자센터가 운영하지 않습니다'],
  'reservation.weekend': ['签证中心周末不办公，请选择工作日', 'The visa center is closed at weekends: choose a working day', '비자센터는 주말에 운영하지 않습니다. 평일을 선택해 주세요'],
  'reservation.tooSoon': [
    `请至少提前${RESERVATION_MIN_WORKING_DAYS_AHEAD}个工作日预约`,
    `Book at least ${RESERVATION_MIN_WORKING_DAYS_AHEAD} working days ahead`,
    `최소 ${RESERVATION_MIN_WORKING_DAYS_AHEAD} 영업일 전에 예약해 주세요`,
  ],
  'reservation.dayClosed': ['该日期不可预约，请选择其他日期', 'This day cannot be booked: choose another day', '이 날짜는 예약할 수 없습니다. 다른 날짜를 선택해 주세요'],
  'reservation.slotUnavailable': ['该时间已约满，请选择其他时间', 'This time is fully booked: choose another time', '이 시간은 예약이 마감되었습니다. 다른 시간을 선택해 주세요'],
  'reservation.centerConfirmsDate': [
    '该年度节假日安排尚未公布，所选日期以签证中心确认为准',
    "This year's public holiday schedule has not been published yet; the visa center will confirm the date you choose",
    '해당 연도의 공휴일 일정이 아직 발표되지 않아, 선택하신 날짜는 비자센터의 확인 후 확정됩니다',
  ],
});
