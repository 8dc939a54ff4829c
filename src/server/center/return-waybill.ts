// The return waybill: the courier adapter's waybill for each group of passports the applicant chose to get back by
// courier, made when the passports are ready to leave (the visa decided, the machine allowing `returned`). The
// waybill is unique per order, direction and group, so pressing twice, a second process or the later `returned`
// move find it there and make none (openWaybills). Only a press that made one writes an audit row.
import { and, eq } from 'drizzle-orm';
import type { AuditActor } from '../audit/record.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { openWaybills, type WaybillRow } from '../courier/waybills.ts';
import { nextStatus } from '../orders/status.ts';
import type { OrderRow } from '../orders/store.ts';
import { auditOrder } from './audit.ts';
import { centerMessages } from './messages.ts';
import { refused, type CenterVerdict, type Tx } from './verdict.ts';

export type ReturnWaybillResult = CenterVerdict<{ order: OrderRow; waybills: WaybillRow[]; made: boolean }>;

const returnWaybills = (tx: Tx, orderId: string) => tx.select().from(t.waybills)
  .where(and(eq(t.waybills.orderId, orderId), eq(t.waybills.direction, 'return'))).orderBy(t.waybills.groupIndex);

export async function makeReturnWaybill(db: Db, actor: AuditActor, input: { orderId: string }, at: Date): Promise<ReturnWaybillResult> {
  return db.transaction(async (tx) => {
    // The order's lock keeps a move (returned, collected) from passing between the check and the waybill.
    const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, input.orderId)).for('update');
    if (!order) return refused('notFound');
    const allowed = nextStatus(order.status, 'returned');
    if (!allowed.ok) return refused(allowed.refusal);
    const had = await returnWaybills(tx, order.id);
    await openWaybills(tx, order, 'returned', at);
    const waybills = await returnWaybills(tx, order.id);
    // Every passport is collected at the center (or no return place is known): there is nothing to send.
    if (!waybills.length) return { ok: false as const, refusal: 'noCourierReturn' as const, message: centerMessages.noCourierReturn };
    const made = waybills.length > had.length;
    const [saved] = await tx.select().from(t.orders).where(eq(t.orders.id, order.id));
    if (made) {
      const fresh = waybills.filter((row) => !had.some((old) => old.id === row.id)).map((row) => ({ expressNo: row.expressNo, company: row.company, groupIndex: row.groupIndex }));
      await auditOrder(tx, actor, 'returnWaybillMade', order, { expressNo: order.expressNo }, { expressNo: saved!.expressNo, waybills: fresh }, at);
    }
    return { ok: true as const, order: saved!, waybills, made };
  });
}
