import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

// How every order list reads a page (an applicant's own, an agency's): whose orders is the caller's condition; the
// creation window, the order (newest first, the id breaking ties so pages never overlap) and the total are here.

export interface OrderPageQuery {
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  to?: Date;
  size: number;
  offset: number;
}

export async function orderPage(db: Db, conditions: (SQL | undefined)[], query: OrderPageQuery) {
  const where = and(
    ...conditions,
    query.from && sql`${t.orders.createdAt} >= ${query.from.toISOString()}`,
    query.to && sql`${t.orders.createdAt} < ${query.to.toISOString()}`,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(t.orders).where(where).orderBy(desc(t.orders.createdAt), desc(t.orders.id)).limit(query.size).offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(t.orders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
