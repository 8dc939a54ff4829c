// The working-day calendar as the database holds it (decision 011/003): one entry per published year, holidays
// and make-up working days by date. Years without rows fall back to the fixed-date rule in src/domain.
import { asc } from 'drizzle-orm';
import type { CalendarYear, WorkingCalendar } from '../../domain/working-days.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export async function loadCalendar(db: Db): Promise<WorkingCalendar> {
  const [years, days] = await Promise.all([
    db.select().from(t.calendarYears).orderBy(asc(t.calendarYears.year)),
    db.select().from(t.calendarDays).orderBy(asc(t.calendarDays.day)),
  ]);
  const byYear = new Map<number, CalendarYear & { holidays: { date: string }[]; workdays: { date: string }[] }>(
    years.map((row) => [row.year, { year: row.year, holidays: [], workdays: [] }]),
  );
  for (const day of days) {
    const year = byYear.get(Number(day.day.slice(0, 4)));
    if (!year) continue;
    (day.kind === 'holiday' ? year.holidays : year.workdays).push({ date: day.day });
  }
  return [...byYear.values()];
}
