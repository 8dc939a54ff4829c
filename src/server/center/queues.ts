// The center's work queues as SQL conditions on orders, so the counts and the lists are one definition: to accept
// (paid, not accepted), in review (accepted or at the consulate), supplements awaiting payment, corrections awaiting
// the applicant (an open incorrect-details record on one of its applications), ready to return (decided, not back)
// and returned today (back by courier or collected, this China day).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { fromChinaClock } from '../../domain/china-time.ts';
import { addDays, chinaDate } from '../../domain/dates.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export const STAFF_QUEUES = ['toAccept', 'inReview', 'supplementsAwaitingPayment', 'correctionsAwaitingApplicant', 'readyToReturn', 'returnedToday'] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

const stage = sql`${t.orders.status}->>'stage'`;

export function queueCondition(queue: StaffQueue, now: Date): SQL {
  switch (queue) {
    case 'toAccept': return sql`${stage} = 'paid'`;
    case 'inReview': return inArray(stage, ['accepted', 'inReview']);
    case 'supplementsAwaitingPayment': return sql`(${t.orders.status}->>'extraPaymentDue')::boolean`;
    case 'correctionsAwaitingApplicant':
      return sql`exists (select 1 from ${t.incorrectRecords} join ${t.applies} on ${t.applies.id} = ${t.incorrectRecords.applyId}
        where ${t.applies.orderId} = ${t.orders.id} and ${t.incorrectRecords.status} = 'open')`;
    case 'readyToReturn': return inArray(stage, ['issued', 'refused']);
    case 'returnedToday': {
      const today = chinaDate(now);
      const from = fromChinaClock(today).toISOString();
      const to = fromChinaClock(addDays(today, 1)).toISOString();
      return sql`${inArray(stage, ['returned', 'collected'])} and exists (select 1 from ${t.orderStatusHistory}
        where ${t.orderStatusHistory.orderId} = ${t.orders.id} and ${t.orderStatusHistory.state} in ('returning', 'completed')
        and ${t.orderStatusHistory.at} >= ${from} and ${t.orderStatusHistory.at} < ${to})`;
    }
  }
}

/** The orders of one center, or of every center (null: an admin's view). */
export const centerCondition = (centerId: string | null): SQL | undefined => (centerId === null ? undefined : eq(t.orders.centerId, centerId));

/** Every queue's count in one query. */
export async function queueCounts(db: Db, centerId: string | null, now: Date): Promise<Record<StaffQueue, number>> {
  const columns = Object.fromEntries(STAFF_QUEUES.map((queue) => [queue, sql<number>`count(*) filter (where ${queueCondition(queue, now)})::int`]));
  const [row] = await db.select(columns as Record<StaffQueue, SQL.Aliased<number> | SQL<number>>).from(t.orders).where(and(centerCondition(centerId)));
  return Object.fromEntries(STAFF_QUEUES.map((queue) => [queue, Number(row?.[queue] ?? 0)])) as Record<StaffQueue, number>;
}
