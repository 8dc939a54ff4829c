import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { RESERVATION_MIN_WORKING_DAYS_AHEAD } from '../../src/domain/constants.ts';
import { addDays, dayOfWeek } from '../../src/domain/dates.ts';
import type { ReservationRefusal, WorkingCalendar } from '../../src/domain/working-days.ts';
import {
  addWorkingDays, checkReservationDate, checkReservationSlot, dayInfo, earliestReservationDate, isWorkingDay, reservationWindow,
} from '../../src/domain/working-days.ts';

// The seed files themselves, read as the server's database would hand them over.
const folder = new URL('../../src/server/db/seed/data/holidays/', import.meta.url);
const calendar: WorkingCalendar = readdirSync(folder).filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(new URL(name, folder), 'utf8')));

const days = (from: string, span: number) => fc.integer({ min: 0, max: span }).map((n) => addDays(from, n));

describe('working days', () => {
  it('knows the 2026 schedule: National Day off, a make-up Saturday on, ordinary weekends off', () => {
    expect(calendar.map((y) => y.year)).toContain(2026);
    expect(dayInfo('2026-10-01', calendar)).toEqual({ date: '2026-10-01', kind: 'holiday', working: false, provisional: false });
    expect(dayOfWeek('2026-10-10')).toBe(6);
    expect(dayInfo('2026-10-10', calendar)).toMatchObject({ kind: 'makeUpWorkday', working: true });
    expect(dayInfo('2026-02-14', calendar).working).toBe(true);
    expect(isWorkingDay('2026-05-16', calendar)).toBe(false);
    expect(isWorkingDay('2026-05-18', calendar)).toBe(true);
  });

  it('falls back for a year without a schedule, and flags it', () => {
    expect(dayInfo('2027-01-01', calendar)).toEqual({ date: '2027-01-01', kind: 'holiday', working: false, provisional: true });
    expect(dayInfo('2027-10-03', calendar)).toMatchObject({ kind: 'holiday', provisional: true });
    expect(dayInfo('2027-01-04', calendar)).toEqual({ date: '2027-01-04', kind: 'workday', working: true, provisional: true });
    expect(dayInfo('2027-01-09', calendar)).toMatchObject({ kind: 'weekend', working: false, provisional: true });
  });

  it('never lands on a non-working day, and counts exactly n working days', () => {
    fc.assert(fc.property(days('2025-01-01', 900), fc.integer({ min: 0, max: 30 }), (start, n) => {
      const end = addWorkingDays(start, n, calendar);
      if (!isWorkingDay(end, calendar)) return false;
      let counted = 0;
      for (let day = addDays(start, 1); day <= end; day = addDays(day, 1)) if (isWorkingDay(day, calendar)) counted += 1;
      if (n > 0) return counted === n;
      for (let day = start; day < end; day = addDays(day, 1)) if (isWorkingDay(day, calendar)) return false;
      return end >= start;
    }));
  });

  it('adds working days across the National Day week', () => {
    expect(addWorkingDays('2026-09-30', 1, calendar)).toBe('2026-10-08');
    expect(addWorkingDays('2026-10-09', 1, calendar)).toBe('2026-10-10');
    expect(addWorkingDays('2026-10-03', 0, calendar)).toBe('2026-10-08');
  });

  it('opens the current month and the next two', () => {
    expect(reservationWindow('2026-11-20')).toEqual({ first: '2026-11-01', last: '2027-01-31', months: ['2026-11', '2026-12', '2027-01'] });
    expect(reservationWindow('2026-12-31').last).toBe('2027-02-28');
  });
});

/** The rule walked out by hand: the reason of the first failing check, or ok. */
function bruteForce(date: string, today: string): ReservationRefusal | 'ok' {
  if (date < today) return 'past';
  if (date === today) return 'tooSoon';
  const [ty, tm] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const [dy, dm] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  if ((dy - ty) * 12 + (dm - tm) > 2) return 'outsideWindow';
  const info = dayInfo(date, calendar);
  if (info.kind === 'holiday') return 'holiday';
  if (info.kind === 'weekend') return 'weekend';
  let workingDaysBetween = 0;
  for (let day = addDays(today, 1); day < date; day = addDays(day, 1)) if (isWorkingDay(day, calendar)) workingDaysBetween += 1;
  return workingDaysBetween + 1 >= RESERVATION_MIN_WORKING_DAYS_AHEAD ? 'ok' : 'tooSoon';
}

describe('reservation dates', () => {
  it('agrees with a day-by-day walk', () => {
    fc.assert(fc.property(days('2025-01-01', 760), fc.integer({ min: -10, max: 110 }), (today, offset) => {
      const date = addDays(today, offset);
      const check = checkReservationDate(date, today, calendar);
      return (check.ok ? 'ok' : check.reason) === bruteForce(date, today);
    }), { numRuns: 500 });
  });

  it('gives each reason on known 2026 dates', () => {
    const today = '2026-09-28';
    expect(checkReservationDate('2026-09-27', today, calendar)).toMatchObject({ ok: false, reason: 'past' });
    expect(checkReservationDate('2026-09-29', today, calendar)).toMatchObject({ ok: false, reason: 'tooSoon' });
    expect(checkReservationDate('2026-09-30', today, calendar)).toEqual({ ok: true, provisional: false });
    expect(checkReservationDate('2026-10-01', today, calendar)).toMatchObject({ ok: false, reason: 'holiday' });
    expect(checkReservationDate('2026-10-10', today, calendar)).toEqual({ ok: true, provisional: false });
    expect(checkReservationDate('2026-10-17', today, calendar)).toMatchObject({ ok: false, reason: 'weekend' });
    expect(checkReservationDate('2027-01-04', today, calendar)).toMatchObject({ ok: false, reason: 'outsideWindow' });
    expect(checkReservationDate('2026-02-30', today, calendar)).toMatchObject({ ok: false, reason: 'invalidDate' });
    expect(earliestReservationDate('2026-09-29', calendar)).toBe('2026-10-08');
  });

  it('books a 2027 date by the fallback and flags that the center confirms it', () => {
    expect(checkReservationDate('2027-01-05', '2026-11-20', calendar)).toEqual({ ok: true, provisional: true });
    expect(checkReservationDate('2027-01-01', '2026-11-20', calendar)).toEqual({ ok: false, reason: 'holiday', provisional: true });
  });
});

describe('what a reservation may take', () => {
  it('only a working day, from the earliest day on, in one of the open months', () => {
    fc.assert(fc.property(days('2025-01-01', 760), fc.integer({ min: 0, max: 100 }), (today, offset) => {
      const date = addDays(today, offset);
      if (!checkReservationDate(date, today, calendar).ok) return true;
      return isWorkingDay(date, calendar) && date >= earliestReservationDate(today, calendar)
        && reservationWindow(today).months.includes(date.slice(0, 7));
    }), { numRuns: 300 });
  });

  it('the earliest day itself is always accepted when it falls in the window', () => {
    fc.assert(fc.property(days('2025-01-01', 760), (today) => {
      const earliest = earliestReservationDate(today, calendar);
      return earliest > reservationWindow(today).last || checkReservationDate(earliest, today, calendar).ok;
    }), { numRuns: 300 });
  });

  it('a slot is free only on a listed open day with places left at that time', () => {
    const slot = fc.record({ time: fc.constantFrom('09:00', '10:00', '14:00'), remaining: fc.integer({ min: 0, max: 3 }) });
    const day = fc.record({ date: days('2026-11-01', 60), open: fc.boolean(), slots: fc.array(slot, { maxLength: 3 }), note: fc.constant(null) });
    fc.assert(fc.property(fc.array(day, { maxLength: 8 }), days('2026-11-01', 60), fc.constantFrom('09:00', '10:00', '14:00'), (list, date, time) => {
      const refusal = checkReservationSlot(list, date, time);
      const found = list.find((d) => d.date === date);
      const free = found !== undefined && found.open && (found.slots.find((s) => s.time === time)?.remaining ?? 0) > 0;
      if (free) return refusal === null;
      return refusal === (found?.open ? 'slotUnavailable' : 'dayClosed');
    }), { numRuns: 300 });
  });
});
