// Finding an order by what a caller at the counter has in hand: the application's reference (A100001), the order
// number, a passport number or a mobile (each whole, case aside), or a name (a part of it, in Chinese or English).
import { sql, type SQL } from 'drizzle-orm';
import * as t from '../db/schema.ts';

/** LIKE's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function searchCondition(raw: string): SQL | undefined {
  const q = raw.trim().replace(/\s+/g, ' ');
  if (!q) return undefined;
  const upper = q.toUpperCase();
  const compact = q.replace(/[\s-]/g, '');
  const part = `%${literal(q)}%`;
  const passport = sql`upper(${t.applies.data}->'passport'->>'passportNum')`;
  const nameEn = sql`coalesce(${t.applies.data}->'passport'->>'surnameEn', '') || ' ' || coalesce(${t.applies.data}->'passport'->>'nameEn', '')`;
  const nameZh = sql`coalesce(${t.applies.data}->'passport'->>'surnameZh', '') || coalesce(${t.applies.data}->'passport'->>'nameZh', '')`;
  return sql`(upper(${t.orders.orderNo}) = ${upper}
    or exists (select 1 from ${t.users} where ${t.users.id} = ${t.orders.userId} and ${t.users.mobile} = ${compact})
    or exists (select 1 from ${t.applies} where ${t.applies.orderId} = ${t.orders.id} and (
      upper(${t.applies.reference}) = ${upper}
      or ${passport} = ${upper.replace(/\s/g, '')}
      or ${t.applies.data}->'contact'->>'mobile' = ${compact}
      or ${t.applies.applicantName} ilike ${part}
      or ${nameEn} ilike ${part}
      or ${nameZh} ilike ${part})))`;
}
