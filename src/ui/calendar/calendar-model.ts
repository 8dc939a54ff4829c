import { addDays, dayOfWeek, lastDayOfMonth } from '../../domain/dates';
import { reservationWindow, type OpeningDay } from '../../domain/working-days';

// The reservation calendar as the screen lays it out: the months open for booking (this month and the next
// two, spec §9), each as weeks from Monday, and what a day cell says. Pure, so the tests walk it.

/** 'YYYY-MM' of the months a reservation made on `today` may take. */
export const openMonths = (today: string): string[] => reservationWindow(today).months;

/** The month to show first: the chosen date's when it is open, else the current one. */
export function startMonth(today: string, chosen: string | undefined): string {
  const months = openMonths(today);
  const month = chosen?.slice(0, 7);
  return month && months.includes(month) ? month : months[0]!;
}

/** The month's days in weeks Monday to Sunday; null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const last = lastDayOfMonth(first);
  const lead = (dayOfWeek(first) + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export type DayState = { kind: 'open'; places: number } | { kind: 'full' } | { kind: 'closed'; note: string | null } | { kind: 'unknown' };

/** What a day cell says: bookable with its places left, full, closed with the server's reason, or not listed. */
export function dayState(days: readonly OpeningDay[] | undefined, date: string): DayState {
  const day = days?.find((d) => d.date === date);
  if (!day) return { kind: 'unknown' };
  // A working day whose every time is taken is listed closed without a reason: it is full, not closed.
  if (!day.open) return day.slots.length > 0 && !day.note ? { kind: 'full' } : { kind: 'closed', note: day.note ?? null };
  const places = day.slots.reduce((sum, slot) => sum + slot.remaining, 0);
  return places > 0 ? { kind: 'open', places } : { kind: 'full' };
}

/** The first bookable day of the listed days, if any. */
export const firstOpenDay = (days: readonly OpeningDay[] | undefined): string | undefined =>
  days?.find((d) => dayState(days, d.date).kind === 'open')?.date;

/**
 * The month to move on to when the shown one, loaded, has no bookable day (late in a month the first open day is
 * in the next): the next open month, or null to stay (a day is open, the days are not loaded, or it is the last).
 */
export function monthPastNoneOpen(month: string, months: readonly string[], days: readonly OpeningDay[] | undefined): string | null {
  if (!days || firstOpenDay(days)) return null;
  return months[months.indexOf(month) + 1] ?? null;
}
