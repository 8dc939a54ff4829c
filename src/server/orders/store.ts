// Orders in the database. Every status change goes through the order status machine (nextStatus) and appends
// a history row; the applications of the order follow (applyStatusOf). Reads are scoped to the owner.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { chinaDate } from '../../domain/dates.ts';
import { applyStatusOf, orderStateOf, STAGES_OF_TAB, type OrderStatus, type OrderTab } from '../../domain/order-stages.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { Localized } from '../http/language.ts';
import { openWaybills } from '../courier/waybills.ts';
import { enqueueMilestone } from '../notifications/enqueue.ts';
import { milestoneOfEvent } from '../notifications/texts.ts';
import { orderPage, type OrderPageQuery } from './order-page.ts';
import { nextStatus, type OrderStatusEventType, type StatusRefusal } from './status.ts';

export type OrderRow = typeof t.orders.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function findOrder(db: Db, userId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(t.orders).where(and(eq(t.orders.id, id), eq(t.orders.userId, userId), isNull(t.orders.deletedAt))).limit(1);
  return row;
}

/** By id or order number, whoever owns it: for the sandbox back office only. */
export async function findAnyOrder(db: Db, idOrNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(t.orders).where(sql`${t.orders.id} = ${idOrNo} or ${t.orders.orderNo} = ${idOrNo}`).limit(1);
  return row;
}

export async function orderOfDraft(db: Db, draftId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(t.orders).where(eq(t.orders.draftId, draftId)).limit(1);
  return row;
}

/** KV + the China date + six random digits: unique by the column's constraint, readable on the phone. */
export const newOrderNo = (at: Date) => `KV${chinaDate(at).replaceAll('-', '')}${String(randomBytes(4).readUInt32BE(0) % 1_000_000).padStart(6, '0')}`;

/** The order leaves the owner's lists; its rows stay for the center and the ledger. */
export async function markOrderDeleted(db: Db, id: string, at: Date): Promise<void> {
  await db.update(t.orders).set({ deletedAt: at }).where(eq(t.orders.id, id));
}

export async function appendHistory(tx: Tx | Db, orderId: string, status: OrderStatus, at: Date, note: string | null = null) {
  const state = orderStateOf(status);
  if (state) await tx.insert(t.orderStatusHistory).values({ orderId, state, note, at });
}

export type MoveVerdict = { ok: true; row: OrderRow } | { ok: false; refusal: StatusRefusal | 'notFound' };

/**
 * Applies one event to an order: the row is locked, the machine decides, the status, the history and the
 * applications' statuses change together. `extra` sets other columns in the same update (paid time, application date).
 * A milestone (paid, accepted, in review, decided, returned, collected, supplement) notifies the owner in the same
 * transaction; `amount` is the supplement's.
 */
export async function applyOrderEvent(
  db: Db, orderId: string, event: OrderStatusEventType, at: Date,
  options: {
    note?: string | null;
    extra?: Partial<typeof t.orders.$inferInsert>;
    /** Runs after the change, in its transaction, with the row after and before (the audit row of a staff move). */
    inTx?: (tx: Tx, row: OrderRow, before: OrderRow) => Promise<void>;
    amount?: number;
    /** The milestone's own text, when it says more than the standard one (a supplement's reason in each language). */
    milestoneText?: { title: Localized; body: Localized };
  } = {},
): Promise<MoveVerdict> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
    if (!row) return { ok: false as const, refusal: 'notFound' as const };
    const verdict = nextStatus(row.status, event);
    if (!verdict.ok) return verdict;
    const [saved] = await tx.update(t.orders).set({ status: verdict.status, updatedAt: at, ...options.extra }).where(eq(t.orders.id, orderId)).returning();
    await appendHistory(tx, orderId, verdict.status, at, options.note ?? null);
    await tx.update(t.applies).set({ status: applyStatusOf(verdict.status), updatedAt: at }).where(inArray(t.applies.id, row.applyIds));
    await options.inTx?.(tx, saved!, row);
    await openWaybills(tx, saved!, event, at);
    const kind = milestoneOfEvent[event];
    if (kind) {
      const reason = kind === 'supplementRequested' ? options.note ?? null : null;
      await enqueueMilestone(tx, { userId: saved!.userId, kind, orderId, orderNo: saved!.orderNo, amount: options.amount, reason, at, text: options.milestoneText });
    }
    return { ok: true as const, row: saved! };
  });
}

export async function listOrders(db: Db, userId: string, query: OrderPageQuery & { tab: OrderTab }) {
  const stage = sql`${t.orders.status}->>'stage'`;
  const conditions: (SQL | undefined)[] = [eq(t.orders.userId, userId), isNull(t.orders.deletedAt)];
  if (query.tab !== 'all') conditions.push(inArray(stage, STAGES_OF_TAB[query.tab]));
  return orderPage(db, conditions, query);
}

export async function statusHistory(db: Db, orderId: string) {
  return db.select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, orderId)).orderBy(t.orderStatusHistory.id);
}

export async function latestExtraPayment(db: Db, orderId: string) {
  const [row] = await db.select().from(t.extraPayments).where(eq(t.extraPayments.orderId, orderId)).orderBy(desc(t.extraPayments.requestedAt), desc(t.extraPayments.id)).limit(1);
  return row;
}

/**
 * The supplement row and `extraPaymentRequested`, together. `reason` is kept on the row and the history as one text;
 * `options.milestoneText` tells the applicant in each language, `options.inTx` adds to the transaction (the audit row).
 */
export async function requestSupplement(
  db: Db, orderId: string, amount: number, reason: string, at: Date,
  options: { milestoneText?: { title: Localized; body: Localized }; inTx?: (tx: Tx, row: OrderRow, before: OrderRow) => Promise<void> } = {},
): Promise<MoveVerdict> {
  return applyOrderEvent(db, orderId, 'extraPaymentRequested', at, {
    note: reason,
    amount,
    milestoneText: options.milestoneText,
    inTx: async (tx, row, before) => {
      await tx.insert(t.extraPayments).values({
        id: randomUUID(), orderId, currency: row.currency, amount, items: [{ reason, amount }], status: 'unpaid', requestedAt: at,
      });
      await options.inTx?.(tx, row, before);
    },
  });
}
