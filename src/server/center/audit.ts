// The audit row of an order's move: what the status was and is, in the order's center, under one action name per
// move (`order.accepted`, `order.supplementRequested`…) that the order's trail and the CSV export show.
import { recordAudit, type AuditActor } from '../audit/record.ts';
import type { OrderRow } from '../orders/store.ts';
import type { Tx } from './verdict.ts';

export const auditOrder = (tx: Tx, actor: AuditActor, action: string, order: Pick<OrderRow, 'id' | 'centerId'>, before: unknown, after: unknown, at: Date) =>
  recordAudit(tx, actor, { action: `order.${action}`, recordKind: 'order', recordId: order.id, centerId: order.centerId, before, after }, at);
