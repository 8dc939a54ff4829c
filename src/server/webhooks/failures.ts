// The admins' view of webhooks that did not get through: failed for good, or pending after at least one failed
// attempt; and the hand-made resend of a failed one, audited.
import { and, count, desc, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { WebhookEvent } from './events.ts';

type WebhookDelivery = components['schemas']['WebhookDelivery'];
const d = t.webhookDeliveries;

const failing = or(eq(d.status, 'failed'), and(eq(d.status, 'pending'), gt(d.attempts, 0), isNotNull(d.lastError)));

const columns = {
  delivery: d, integrationName: t.integrations.name, centerId: t.integrations.centerId, orderNo: t.orders.orderNo,
};

type Joined = { delivery: typeof d.$inferSelect; integrationName: string | null; orderNo: string | null };

export const deliveryOut = ({ delivery, integrationName, orderNo }: Joined): WebhookDelivery => ({
  id: delivery.id, integrationId: delivery.integrationId, integrationName: integrationName ?? '', event: delivery.event as WebhookEvent,
  orderId: delivery.orderId, orderNo, status: delivery.status, attempts: delivery.attempts, nextAttemptAt: delivery.nextAttemptAt.toISOString(),
  lastStatus: delivery.lastStatus, lastError: delivery.lastError, createdAt: delivery.createdAt.toISOString(), deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
});

const joined = (db: Db) => db.select(columns).from(d)
  .leftJoin(t.integrations, eq(t.integrations.id, d.integrationId))
  .leftJoin(t.orders, eq(t.orders.id, d.orderId));

export async function failingDeliveries(db: Db, page: { size: number; offset: number }) {
  const rows = await joined(db).where(failing).orderBy(desc(d.createdAt), desc(d.id)).limit(page.size).offset(page.offset);
  const [total] = await db.select({ total: count() }).from(d).where(failing);
  return { rows, total: total?.total ?? 0 };
}

export type RetryVerdict = { ok: true; delivery: Joined } | { ok: false; refusal: 'notFound' | 'notFailed' };

/**
 * A failed delivery gets a fresh round of attempts, due now. Only a failed one: the status in the UPDATE's WHERE
 * makes two admins' presses one resend, and a delivery still being retried keeps its own schedule.
 */
export async function retryDelivery(db: Db, actor: AuditActor, id: string, at: Date): Promise<RetryVerdict> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(d).where(eq(d.id, id));
    if (!before) return { ok: false as const, refusal: 'notFound' as const };
    const [row] = await tx.update(d).set({ status: 'pending', attempts: 0, nextAttemptAt: at, claimedBy: null, claimedAt: null })
      .where(and(eq(d.id, id), eq(d.status, 'failed'))).returning();
    if (!row) return { ok: false as const, refusal: 'notFailed' as const };
    const [integration] = await tx.select({ centerId: t.integrations.centerId, name: t.integrations.name }).from(t.integrations).where(eq(t.integrations.id, row.integrationId));
    await recordAudit(tx, actor, {
      action: 'webhook.retried', recordKind: 'webhookDelivery', recordId: id, centerId: integration?.centerId ?? null,
      before: { status: before.status, attempts: before.attempts, lastStatus: before.lastStatus, lastError: before.lastError },
      after: { status: row.status, attempts: row.attempts },
    }, at);
    const [order] = row.orderId ? await tx.select({ orderNo: t.orders.orderNo }).from(t.orders).where(eq(t.orders.id, row.orderId)) : [];
    return { ok: true as const, delivery: { delivery: row, integrationName: integration?.name ?? null, orderNo: order?.orderNo ?? null } };
  });
}
