// The orders a case system may read: its center's (every center's for an integration without one), never deleted
// ones, least recently changed first so that polling with `updatedSince` walks forward without gaps.
import { and, asc, count, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderStage } from '../../domain/order-stages.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { IntegrationPrincipal } from './principal.ts';

export interface IntegrationOrderQuery {
  stage?: OrderStage;
  extraPaymentDue?: boolean;
  updatedSince?: Date;
  size: number;
  offset: number;
}

export async function integrationOrderPage(db: Db, integration: IntegrationPrincipal, query: IntegrationOrderQuery) {
  const o = t.orders;
  const conditions: (SQL | undefined)[] = [isNull(o.deletedAt)];
  if (integration.centerId !== null) conditions.push(eq(o.centerId, integration.centerId));
  if (query.stage) conditions.push(sql`${o.status}->>'stage' = ${query.stage}`);
  if (query.extraPaymentDue !== undefined) conditions.push(sql`(${o.status}->>'extraPaymentDue')::boolean = ${query.extraPaymentDue}`);
  if (query.updatedSince) conditions.push(gte(o.updatedAt, query.updatedSince));
  const where = and(...conditions);
  const rows = await db.select().from(o).where(where).orderBy(asc(o.updatedAt), asc(o.id)).limit(query.size).offset(query.offset);
  const [total] = await db.select({ total: count() }).from(o).where(where);
  return { rows, total: total?.total ?? 0 };
}
