import { chinaClock } from './china-time.ts';

// Calendar dates as the forms and the contract carry them: 'YYYY-MM-DD' strings. Arithmetic goes through UTC
// so that no time zone (the browser's, the server's) can move a date by one day; 'today' is always a parameter.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A calendar month written YYYY-MM, as a reservation calendar is asked for (2026-13 is not one). */
export const isYearMonth = (value: unknown): value is string => typeof value === 'string' && YEAR_MONTH.test(value);

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Calendar months later; the day is clamped to the month's end (08-31 + 6 months = 02-28 or 02-29). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
}

export const addYears = (date: string, years: number) => addMonths(date, years * 12);

/** 0 Sunday … 6 Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function lastDayOfMonth(date: string): string {
  return addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1);
}

/** The date in China at an instant: the server's and the browser's 'today'. */
export const chinaDate = (instant: Date): string => chinaClock(instant).slice(0, 10);

/** Full years of age on `today` (a birthday on 29 February counts from 1 March in other years). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

export const isMinorOn = (birthDate: string, today: string) => ageOn(birthDate, today) < 18;
