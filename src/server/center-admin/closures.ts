// A center's closures (issue 33, decision 096): a day, or some hours of it, when the counter is shut. A closure is
// entered under the center's row lock, the same lock a booking takes (orders/reservations.ts bookIn), so a booking
// either committed before it (and its holder is told) or sees it and is refused; never neither.
import { randomUUID } from 'node:crypto';
import { and, asc, between, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { tellClosure } from './closure-notices.ts';
import type { Tx } from './tx.ts';

export type ClosureRow = typeof t.centerClosures.$inferSelect;
export type ClosureInput = components['schemas']['StaffClosureInput'];
export type ClosureOut = components['schemas']['StaffClosure'];

export const closureOut = (row: ClosureRow): ClosureOut => ({
  id: row.id, centerId: row.centerId, date: row.date, from: row.fromTime, until: row.untilTime, reason: row.reason,
  notified: row.notified, createdAt: row.createdAt.toISOString(),
});

/** Whether a closure shuts the slot starting at `time` (HH:MM) on its date. */
export const closes = (row: Pick<ClosureRow, 'fromTime' | 'untilTime'>, time: string) =>
  row.fromTime === null || row.untilTime === null || (time >= row.fromTime && time < row.untilTime);

/** The closures of a center between two dates, both included. */
export async function closuresBetween(db: Db | Tx, centerId: string, first: string, last: string): Promise<ClosureRow[]> {
  return db.select().from(t.centerClosures)
    .where(and(eq(t.centerClosures.centerId, centerId), between(t.centerClosures.date, first, last))).orderBy(asc(t.centerClosures.date));
}

/** The closure that shuts a slot, if one does. */
export async function closureOf(db: Db | Tx, centerId: string, date: string, time: string): Promise<ClosureRow | undefined> {
  return (await closuresBetween(db, centerId, date, date)).find((row) => closes(row, time));
}

export async function listClosures(db: Db, centerId: string, size: number, offset: number) {
  const where = eq(t.centerClosures.centerId, centerId);
  const [rows, [total]] = await Promise.all([
    db.select().from(t.centerClosures).where(where).orderBy(desc(t.centerClosures.date), desc(t.centerClosures.createdAt)).limit(size).offset(offset),
    db.select({ total: count() }).from(t.centerClosures).where(where),
  ]);
  return { records: rows.map(closureOut), total: Number(total?.total ?? 0) };
}

/**
 * Enters a closure and tells the holder of every booked appointment it shuts, all in one transaction with its audit
 * row: a closure that fails leaves nobody told, and one that lands cannot lose a notice (the outbox sends it).
 */
export async function createClosure(db: Db, actor: AuditActor, centerId: string, input: ClosureInput, at: Date): Promise<ClosureRow> {
  return db.transaction(async (tx) => {
    const [center] = await tx.select({ name: t.centers.name }).from(t.centers).where(eq(t.centers.id, centerId)).for('update');
    const id = `closure-${randomUUID()}`;
    const closure = { id, centerId, date: input.date, fromTime: input.from ?? null, untilTime: input.until ?? null, reason: input.reason, createdBy: actor.id, createdAt: at };
    const hit = await tx.select().from(t.reservations).where(and(
      eq(t.reservations.centerId, centerId), eq(t.reservations.date, input.date), eq(t.reservations.status, 'booked'),
      closure.fromTime && closure.untilTime ? sql`${t.reservations.time} >= ${closure.fromTime} and ${t.reservations.time} < ${closure.untilTime}` : undefined,
    )).orderBy(asc(t.reservations.time), asc(t.reservations.reservationNo));
    for (const reservation of hit) await tellClosure(tx, reservation, { centerName: center!.name, reason: input.reason }, at);
    const [row] = await tx.insert(t.centerClosures).values({ ...closure, notified: hit.length }).returning();
    await recordAudit(tx, actor, {
      action: 'center.closed', recordKind: 'center', recordId: centerId, centerId,
      before: null, after: { closureId: id, date: input.date, from: closure.fromTime, until: closure.untilTime, reason: input.reason, notified: hit.length },
    }, at);
    return row!;
  });
}
