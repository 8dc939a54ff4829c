// An order as a center's case system reads it: through the integration API and inside every webhook. The stage and
// the contract's older state come from the one vocabulary (src/domain/order-stages.ts); nothing here names a stage.
import { inArray } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import { orderStateOf, type ApplyStatus } from '../../domain/order-stages.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { OrderRow } from '../orders/store.ts';

export type IntegrationOrder = components['schemas']['IntegrationOrder'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function integrationOrdersOf(db: Db | Tx, rows: OrderRow[]): Promise<IntegrationOrder[]> {
  const applyIds = rows.flatMap((row) => row.applyIds);
  const applies = applyIds.length
    ? await db.select({ id: t.applies.id, reference: t.applies.reference, applicantName: t.applies.applicantName, status: t.applies.status }).from(t.applies).where(inArray(t.applies.id, applyIds))
    : [];
  const byId = new Map(applies.map((apply) => [apply.id, apply]));
  return rows.map((row) => ({
    id: row.id,
    orderNo: row.orderNo,
    centerId: row.centerId,
    stage: row.status.stage,
    state: orderStateOf(row.status),
    extraPaymentDue: row.status.extraPaymentDue,
    decision: row.status.decision,
    currency: row.currency,
    amount: row.amount,
    paidAt: row.paidAt?.toISOString() ?? null,
    expressNo: row.expressNo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    applications: row.applyIds.flatMap((id) => {
      const apply = byId.get(id);
      return apply ? [{ id, reference: apply.reference, applicantName: apply.applicantName, status: apply.status as ApplyStatus }] : [];
    }),
  }));
}

export async function integrationOrderOf(db: Db | Tx, row: OrderRow): Promise<IntegrationOrder> {
  return (await integrationOrdersOf(db, [row]))[0]!;
}
