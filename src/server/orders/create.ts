// Creating an order once (issue 6): the applications' rows are locked, so of two creates racing for the same
// applications one inserts and the other finds its order; the unique draft id backs this on both databases.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { bookIn, SlotFull, type NewReservation } from './reservations.ts';
import { applyStatusOf, nextStatus } from './status.ts';
import { appendHistory, findAnyOrder, newOrderNo, type OrderRow } from './store.ts';

export interface NewOrder {
  userId: string;
  draftId: string | null;
  applyIds: string[];
  consularPostId: string | null;
  centerId: string | null;
  currency: 'USD' | 'CNY';
  fees: Record<string, unknown>;
  amount: number;
  delivery: Record<string, unknown>;
  returns: Record<string, unknown>[];
  /** Self-delivery: the order books its slot in the same transaction. */
  reservation: Omit<NewReservation, 'orderId'> | null;
}

export type CreateVerdict =
  | { ok: true; row: OrderRow; created: boolean }
  | { ok: false; why: 'otherOrder' | 'notSigned' | 'slotFull' | 'notFound' };

class Taken extends Error {
  constructor(readonly orderId: string) {
    super('already ordered');
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

const isUniqueViolation = (error: unknown): boolean => {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
};

/** The order already made for these applications (a retry), a refusal, or the new order. */
export async function createOrderOnce(db: Db, entry: NewOrder, at: Date): Promise<CreateVerdict> {
  const existing = (orderId: string): Promise<CreateVerdict> => findAnyOrder(db, orderId).then((row) => {
    if (!row) return { ok: false, why: 'notFound' };
    return sameSet(row.applyIds, entry.applyIds) && row.userId === entry.userId ? { ok: true, row, created: false } : { ok: false, why: 'otherOrder' };
  });
  try {
    return await db.transaction(async (tx): Promise<CreateVerdict> => {
      const applies = await tx.select().from(t.applies)
        .where(and(inArray(t.applies.id, entry.applyIds), eq(t.applies.userId, entry.userId))).orderBy(t.applies.id).for('update');
      if (applies.length !== entry.applyIds.length) return { ok: false, why: 'notFound' };
      const ordered = applies.find((apply) => apply.orderId);
      if (ordered?.orderId) throw new Taken(ordered.orderId);
      if (entry.draftId) {
        const [other] = await tx.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.draftId, entry.draftId));
        if (other) throw new Taken(other.id);
      }
      if (applies.some((apply) => apply.status !== 'signed')) return { ok: false, why: 'notSigned' };
      const verdict = nextStatus('signed', 'ordered');
      if (!verdict.ok) return { ok: false, why: 'notSigned' };
      const id = randomUUID();
      const { reservation, ...order } = entry;
      const [row] = await tx.insert(t.orders).values({
        id, orderNo: newOrderNo(at), ...order, status: verdict.status, createdAt: at, updatedAt: at,
      }).returning();
      await appendHistory(tx, id, verdict.status, at);
      await tx.update(t.applies).set({ orderId: id, status: applyStatusOf(verdict.status), updatedAt: at }).where(inArray(t.applies.id, entry.applyIds));
      if (reservation) await bookIn(tx, { ...reservation, orderId: id }, at, { replaceEarlier: false });
      return { ok: true, row: row!, created: true };
    });
  } catch (error) {
    if (error instanceof Taken) return existing(error.orderId);
    // The other create committed between our read and our insert (the draft's unique order): answer its order.
    if (isUniqueViolation(error) && entry.draftId) {
      const [other] = await db.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.draftId, entry.draftId));
      if (other) return existing(other.id);
    }
    if (error instanceof SlotFull) return { ok: false, why: 'slotFull' };
    throw error;
  }
}
