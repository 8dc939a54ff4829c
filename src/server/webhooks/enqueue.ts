// The one way an order event reaches the case systems: called inside the transaction of the change it announces, it
// writes one delivery row per integration that should hear of it, and the worker (worker.ts) posts them. A change
// that rolls back takes its deliveries with it; one that commits cannot lose them. `eventKey` names the event itself
// (the payment, the supplement, the correction record, the cancelled order), and the unique index on
// (integration, eventKey) makes a second announcement of the same event write nothing.
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { integrationOrderOf } from '../integrations/order-view.ts';
import type { OrderRow } from '../orders/store.ts';
import type { WebhookEvent, WebhookPayload } from './events.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function announceOrderEvent(tx: Tx | Db, event: WebhookEvent, eventKey: string, order: OrderRow, at: Date): Promise<void> {
  const listeners = await tx.select({ id: t.integrations.id }).from(t.integrations).where(and(
    eq(t.integrations.active, true),
    isNotNull(t.integrations.webhookUrl),
    order.centerId === null ? isNull(t.integrations.centerId) : or(isNull(t.integrations.centerId), eq(t.integrations.centerId, order.centerId)),
  ));
  if (!listeners.length) return;
  const snapshot = await integrationOrderOf(tx, order);
  const rows = listeners.map((listener) => {
    const id = randomUUID();
    const payload: WebhookPayload = { id, event, occurredAt: at.toISOString(), order: snapshot };
    return {
      id, integrationId: listener.id, eventKey, event, orderId: order.id, payload,
      status: 'pending' as const, attempts: 0, nextAttemptAt: at, createdAt: at,
    };
  });
  await tx.insert(t.webhookDeliveries).values(rows).onConflictDoNothing({ target: [t.webhookDeliveries.integrationId, t.webhookDeliveries.eventKey] });
}

/** The same, for a change that knows only the order's id (a correction of one of its applications). */
export async function announceOrderEventOf(tx: Tx | Db, event: WebhookEvent, eventKey: string, orderId: string | null, at: Date): Promise<void> {
  if (!orderId) return;
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).limit(1);
  if (order) await announceOrderEvent(tx, event, eventKey, order, at);
}
