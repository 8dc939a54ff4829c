// A center's own settings as its supervisor or an admin sets them (issue 33, decision 096): submission hours (the
// reservation slots follow them), the opening-hours text and the people one slot takes. `centers` is a reference
// table, so a change bumps reference_version and every process's cached center reads change with it.
import { asc, eq } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { slotTimes } from '../orders/reservations.ts';

export type CenterRow = typeof t.centers.$inferSelect;
export type CenterSettings = components['schemas']['StaffCenterSettings'];
export type CenterOut = components['schemas']['StaffCenter'];

export const centerOut = (row: CenterRow): CenterOut => ({
  id: row.id, name: row.name, submissionHours: row.submissionHours, openingHours: row.openingHours, slotCapacity: row.slotCapacity,
  slotTimes: slotTimes(row.submissionHours),
});

const settingsOf = (row: CenterRow): CenterSettings => ({ submissionHours: row.submissionHours, openingHours: row.openingHours, slotCapacity: row.slotCapacity });

/** Under the center's row lock, the one a booking takes: a booking counts its slot by the capacity in force. */
/** Every center as the console lists them (a tie in sort broken by id, so the order never changes between reads). */
export function centersForConsole(db: Db): Promise<CenterRow[]> {
  return db.select().from(t.centers).orderBy(asc(t.centers.sort), asc(t.centers.id));
}

export async function updateCenterSettings(db: Db, actor: AuditActor, id: string, settings: CenterSettings, at: Date): Promise<CenterRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(t.centers).where(eq(t.centers.id, id)).for('update');
    if (!before) return undefined;
    const [row] = await tx.update(t.centers).set(settings).where(eq(t.centers.id, id)).returning();
    await recordAudit(tx, actor, { action: 'center.updated', recordKind: 'center', recordId: id, centerId: id, before: settingsOf(before), after: settingsOf(row!) }, at);
    return row!;
  });
}
