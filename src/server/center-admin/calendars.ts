// A year's public holidays and make-up working days, entered by an admin when the State Council publishes them
// (issue 33, decision 096): no code release, no seed file. The reservation calendar, the booking checks and the
// working-day counts read calendar_days and calendar_years on every request (orders/calendar.ts), so they follow
// from the next request on; both tables bump reference_version, so no process keeps an older public answer.
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { Tx } from './tx.ts';

export type CalendarYearInput = components['schemas']['StaffCalendarYearInput'];
export type CalendarYearOut = components['schemas']['StaffCalendarYear'];

/** The first key of the year's advisory lock (the second is the year): any number no other lock of ours uses. */
const CALENDAR_LOCK = 96;

async function yearIn(db: Db | Tx, year: number): Promise<CalendarYearOut> {
  const [[entry], days] = await Promise.all([
    db.select().from(t.calendarYears).where(eq(t.calendarYears.year, year)),
    db.select().from(t.calendarDays).where(between(t.calendarDays.day, `${year}-01-01`, `${year}-12-31`)).orderBy(asc(t.calendarDays.day)),
  ]);
  return {
    year, published: Boolean(entry), source: entry?.source ?? null,
    days: days.map((day) => ({ date: day.day, kind: day.kind, name: day.name })),
  };
}

export const readYear = (db: Db, year: number) => yearIn(db, year);

/**
 * Replaces the year whole, in one transaction: its days and its entry. A year that had none stops falling back to
 * the fixed-date rule (and its "the center confirms the date" notice) at the same moment.
 */
export async function replaceYear(db: Db, actor: AuditActor, year: number, input: CalendarYearInput, at: Date): Promise<CalendarYearOut> {
  return db.transaction(async (tx) => {
    // Two admins saving one year at once: the second waits here, then replaces what the first wrote, whole, and its
    // audit row's "before" is the first one's "after".
    await tx.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK}, ${year})`);
    const before = await yearIn(tx, year);
    await tx.insert(t.calendarYears).values({ year, source: input.source.trim() })
      .onConflictDoUpdate({ target: t.calendarYears.year, set: { source: input.source.trim() } });
    await tx.delete(t.calendarDays).where(and(between(t.calendarDays.day, `${year}-01-01`, `${year}-12-31`)));
    if (input.days.length) await tx.insert(t.calendarDays).values(input.days.map((day) => ({ day: day.date, kind: day.kind, name: day.name })));
    const after = await yearIn(tx, year);
    await recordAudit(tx, actor, { action: 'calendar.replaced', recordKind: 'calendarYear', recordId: String(year), centerId: null, before, after }, at);
    return after;
  });
}
