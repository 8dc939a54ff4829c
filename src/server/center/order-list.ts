// The center's paged list of orders: a queue, a search or all, of one center or every one.
import { and, desc, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { centerCondition, queueCondition, type StaffQueue } from './queues.ts';
import { searchCondition } from './search.ts';

export interface CenterOrderQuery { centerId: string | null; queue?: StaffQueue; q: string; now: Date; size: number; offset: number }

export async function centerOrderPage(db: Db, query: CenterOrderQuery) {
  // Orders before payment are the applicant's alone: the center sees an order once it is paid.
  const where = and(
    centerCondition(query.centerId),
    sql`${t.orders.status}->>'stage' not in ('filling', 'submitted', 'signed', 'pendingPayment', 'cancelled')`,
    query.queue ? queueCondition(query.queue, query.now) : undefined,
    searchCondition(query.q),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(t.orders).where(where).orderBy(desc(t.orders.createdAt), desc(t.orders.id)).limit(query.size).offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(t.orders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
