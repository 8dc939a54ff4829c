// Reservations at a center (spec §5): self-delivery of the materials or an offline appointment. The slots of a day
// are fixed times, each holding the center's slot capacity (configuration: centers.slot_capacity) of people; a day
// is open by the working-day rules of src/domain.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { addDays, lastDayOfMonth } from '../../domain/dates.ts';
import { checkReservationDate, dayInfo, reservationWindow, type ReservationRefusal, type WorkingCalendar } from '../../domain/working-days.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { closes, closureOf, closuresBetween, type ClosureRow } from '../center-admin/closures.ts';
import type { Localized } from '../http/language.ts';

export type SubmissionHours = { opens: string; closes: string };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A center's slots: one an hour from the hour it opens for applications, each starting before it closes, so an
 * appointment is never offered at a time the same page says the counter is shut (issue 12 item 9).
 */
export function slotTimes(hours: SubmissionHours): string[] {
  const times: string[] = [];
  for (let at = minutesOf(hours.opens); at < minutesOf(hours.closes); at += 60) times.push(timeOf(at));
  return times;
}

export async function defaultCenterId(db: Db): Promise<string> {
  const [center] = await db.select({ id: t.centers.id }).from(t.centers).where(eq(t.centers.isDefault, true));
  return center?.id ?? '';
}

/** The slots of one center (none for an unknown center). */
export async function slotTimesOf(db: Db, centerId: string): Promise<string[]> {
  return (await slotPlanOf(db, centerId)).times;
}

/** A center's slot times and the people each takes (none for an unknown center). */
export async function slotPlanOf(db: Db | Tx, centerId: string): Promise<{ times: string[]; capacity: number }> {
  const [center] = await db.select({ hours: t.centers.submissionHours, capacity: t.centers.slotCapacity }).from(t.centers).where(eq(t.centers.id, centerId));
  return center ? { times: slotTimes(center.hours), capacity: center.capacity } : { times: [], capacity: 0 };
}

export type ReservationRow = typeof t.reservations.$inferSelect;
export type ClosedReason = ReservationRefusal | 'makeUpWorkday' | 'centerClosed';

export interface CalendarDayOut {
  date: string;
  open: boolean;
  slots: { time: string; remaining: number }[];
  /** Why closed (a refusal), or why open although unusual (provisional year, make-up working day). */
  reason: ClosedReason | 'provisional' | null;
  /** The center's own reason when it closed the day or some of its hours (decision 096). */
  closure: Localized | null;
}

/** Booked people per "date time" of one center in [first, last]. */
async function bookedPeople(db: Db, centerId: string, first: string, last: string): Promise<Map<string, number>> {
  const rows = await db.select({ date: t.reservations.date, time: t.reservations.time, people: sql<number>`sum(${t.reservations.people})::int` })
    .from(t.reservations)
    .where(and(eq(t.reservations.centerId, centerId), eq(t.reservations.status, 'booked'), sql`${t.reservations.date} between ${first} and ${last}`))
    .groupBy(t.reservations.date, t.reservations.time);
  return new Map(rows.map((row) => [`${row.date} ${row.time}`, Number(row.people)]));
}

/** Every day of `month` (YYYY-MM) at a center: open with each slot's remaining places, or closed with the reason. */
export async function monthCalendar(db: Db, centerId: string, month: string, today: string, calendar: WorkingCalendar): Promise<CalendarDayOut[]> {
  const first = `${month}-01`;
  const last = lastDayOfMonth(first);
  const [booked, { times, capacity }, closures] = await Promise.all([bookedPeople(db, centerId, first, last), slotPlanOf(db, centerId), closuresBetween(db, centerId, first, last)]);
  const days: CalendarDayOut[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const check = checkReservationDate(date, today, calendar);
    if (!check.ok) {
      days.push({ date, open: false, slots: [], reason: check.reason, closure: null });
      continue;
    }
    // A closed slot is not offered at all; a day whose every slot is closed is closed, with the center's reason.
    const closedBy = (time: string): ClosureRow | undefined => closures.find((row) => row.date === date && closes(row, time));
    const closure = times.map(closedBy).find(Boolean)?.reason ?? null;
    const slots = times.filter((time) => !closedBy(time)).map((time) => ({ time, remaining: Math.max(0, capacity - (booked.get(`${date} ${time}`) ?? 0)) }));
    if (!slots.length && closure) {
      days.push({ date, open: false, slots: [], reason: 'centerClosed', closure });
      continue;
    }
    const kind = dayInfo(date, calendar).kind;
    days.push({ date, open: slots.some((slot) => slot.remaining > 0), slots, reason: check.provisional ? 'provisional' : kind === 'makeUpWorkday' ? 'makeUpWorkday' : null, closure });
  }
  return days;
}

/** Whether `month` is one a calendar may be asked for: from the current month to the last open one. */
export function monthOpen(month: string, today: string): boolean {
  return reservationWindow(today).months.includes(month);
}

export interface NewReservation {
  centerId: string;
  date: string;
  time: string;
  kind: 'offline' | 'selfDelivery';
  name: string;
  mobile: string;
  people: number;
  orderId: string | null;
  purpose?: ReservationRow['purpose'];
  idNumber?: string | null;
  /** The page's language, for telling the booker of a closure (decision 096). */
  language?: ReservationRow['language'];
}

/** An earlier booking a new one cancelled (or would cancel), as the booker is told of it. */
export type ReplacedRow = Pick<ReservationRow, 'reservationNo' | 'centerId' | 'date' | 'time'>;

export type BookVerdict = { ok: true; row: ReservationRow; cancelled: ReplacedRow[] } | { ok: false; why: 'slotFull' } | { ok: false; why: 'closed'; closure: ClosureRow };

export class SlotFull extends Error {
  constructor() {
    super('slot full');
  }
}

/** The center closed the slot (decision 096): no place there, whatever the capacity says; a caller that only knows SlotFull still refuses. */
export class SlotClosed extends SlotFull {
  constructor(readonly closure: ClosureRow) {
    super();
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const token = () => randomBytes(18).toString('base64url');
const reservationNo = (date: string) => `R${date.replaceAll('-', '')}${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;

/**
 * Books a slot inside the caller's transaction (the order's, or book's own). The center's row is locked while the
 * slot is counted, so two bookings cannot both take its last place; throws SlotFull, which rolls the caller back.
 * `replaceEarlier` cancels the same mobile's earlier booking of the same kind (spec §5: duplicates are cancelled).
 */
export async function bookIn(tx: Tx, entry: NewReservation, at: Date, options: { replaceEarlier: boolean }): Promise<{ row: ReservationRow; cancelled: ReplacedRow[] }> {
  const [center] = await tx.select({ capacity: t.centers.slotCapacity }).from(t.centers).where(eq(t.centers.id, entry.centerId)).for('update');
  // Read under the center's lock, which a closure takes too: a closure entered meanwhile is seen here.
  const closure = await closureOf(tx, entry.centerId, entry.date, entry.time);
  if (closure) throw new SlotClosed(closure);
  const cancelled = options.replaceEarlier
    ? (await tx.update(t.reservations).set({ status: 'cancelled', cancelledAt: at })
      .where(and(eq(t.reservations.mobile, entry.mobile), eq(t.reservations.kind, entry.kind), eq(t.reservations.status, 'booked')))
      .returning({ reservationNo: t.reservations.reservationNo, centerId: t.reservations.centerId, date: t.reservations.date, time: t.reservations.time }))
    : [];
  if (await takenIn(tx, entry.centerId, entry.date, entry.time) + entry.people > (center?.capacity ?? 0)) throw new SlotFull();
  const [row] = await tx.insert(t.reservations).values({
    id: randomUUID(), reservationNo: reservationNo(entry.date), ...entry, cancelToken: token(), status: 'booked', createdAt: at,
  }).returning();
  return { row: row!, cancelled };
}

/** People booked into one slot, read inside the transaction that holds the center's lock. */
async function takenIn(tx: Tx, centerId: string, date: string, time: string, except?: string): Promise<number> {
  const [taken] = await tx.select({ people: sql<number>`coalesce(sum(${t.reservations.people}), 0)::int` }).from(t.reservations)
    .where(and(eq(t.reservations.centerId, centerId), eq(t.reservations.date, date), eq(t.reservations.time, time), eq(t.reservations.status, 'booked'),
      except ? ne(t.reservations.id, except) : undefined));
  return Number(taken?.people ?? 0);
}

export type MoveReservationVerdict = { ok: true; row: ReservationRow } | { ok: false; why: 'slotFull' | 'cancelled' } | { ok: false; why: 'closed'; closure: ClosureRow };

/**
 * Moves a booking to another slot of its center under the same lock as a booking, so a move never takes a place
 * somebody else got first; the booking's own places do not count against the slot it moves within.
 */
export async function moveReservation(db: Db, id: string, date: string, time: string): Promise<MoveReservationVerdict> {
  return db.transaction(async (tx): Promise<MoveReservationVerdict> => {
    const [current] = await tx.select().from(t.reservations).where(eq(t.reservations.id, id)).limit(1);
    if (!current || current.status !== 'booked') return { ok: false, why: 'cancelled' };
    const [center] = await tx.select({ capacity: t.centers.slotCapacity }).from(t.centers).where(eq(t.centers.id, current.centerId)).for('update');
    const closure = await closureOf(tx, current.centerId, date, time);
    if (closure) return { ok: false, why: 'closed', closure };
    if (await takenIn(tx, current.centerId, date, time, id) + current.people > (center?.capacity ?? 0)) return { ok: false, why: 'slotFull' };
    const [row] = await tx.update(t.reservations).set({ date, time })
      .where(and(eq(t.reservations.id, id), eq(t.reservations.status, 'booked'))).returning();
    return row ? { ok: true, row } : { ok: false, why: 'cancelled' };
  });
}

/**
 * Whether a slot has room for `people` now: read before the SMS code is spent, so a time already full is refused
 * with the code still good for another time. Only a hint: the booking itself decides under the lock.
 */
export async function slotHasRoom(db: Db, centerId: string, date: string, time: string, people: number): Promise<boolean> {
  const [{ capacity }, booked] = await Promise.all([slotPlanOf(db, centerId), bookedPeople(db, centerId, date, date)]);
  return (booked.get(`${date} ${time}`) ?? 0) + people <= capacity;
}

/** A booking by the reference its confirmation showed and the mobile it was made with (both must match). */
export async function findByReference(db: Db, reservationNo: string, mobile: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(t.reservations)
    .where(and(eq(t.reservations.reservationNo, reservationNo), eq(t.reservations.mobile, mobile))).limit(1);
  return row;
}

/** A booking on its own; a full slot leaves any earlier booking of the mobile in place. */
export async function book(db: Db, entry: NewReservation, at: Date, options: { replaceEarlier: boolean }): Promise<BookVerdict> {
  try {
    const booked = await db.transaction((tx) => bookIn(tx, entry, at, options));
    return { ok: true, ...booked };
  } catch (error) {
    if (error instanceof SlotClosed) return { ok: false, why: 'closed', closure: error.closure };
    if (error instanceof SlotFull) return { ok: false, why: 'slotFull' };
    throw error;
  }
}

/** The mobile's booking of that kind that a new one would replace (spec §5: duplicates are cancelled). */
export async function earlierBooking(db: Db, mobile: string, kind: NewReservation['kind']): Promise<ReplacedRow | undefined> {
  const [row] = await db.select({ reservationNo: t.reservations.reservationNo, centerId: t.reservations.centerId, date: t.reservations.date, time: t.reservations.time })
    .from(t.reservations).where(and(eq(t.reservations.mobile, mobile), eq(t.reservations.kind, kind), eq(t.reservations.status, 'booked'))).limit(1);
  return row;
}

export async function findReservation(db: Db, id: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(t.reservations).where(eq(t.reservations.id, id)).limit(1);
  return row;
}

export function tokenMatches(row: ReservationRow, given: string): boolean {
  const a = Buffer.from(row.cancelToken);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function cancelReservation(db: Db, id: string, at: Date): Promise<void> {
  await db.update(t.reservations).set({ status: 'cancelled', cancelledAt: at })
    .where(and(eq(t.reservations.id, id), ne(t.reservations.status, 'cancelled')));
}

/** The order's own self-delivery booking goes when the order is cancelled. */
export async function cancelReservationsOfOrder(db: Db, orderId: string, at: Date): Promise<void> {
  await db.update(t.reservations).set({ status: 'cancelled', cancelledAt: at })
    .where(and(eq(t.reservations.orderId, orderId), eq(t.reservations.status, 'booked')));
}
