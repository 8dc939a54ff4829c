// The center's moves of an order through the order status machine (accept, start the review, record issued or
// refused, mark returned or collected): the change, its history, the applicant's milestone and the audit row of who
// pressed it, all in one transaction (applyOrderEvent). The caller has checked that the actor works at the order's
// center (requireCenter); the machine decides whether the move is allowed now.
import { chinaDate } from '../../domain/dates.ts';
import type { AuditActor } from '../audit/record.ts';
import type { Db } from '../db/open.ts';
import { nextStatus, type OrderStatus } from '../orders/status.ts';
import { applyOrderEvent, type OrderRow } from '../orders/store.ts';
import { auditOrder } from './audit.ts';
import { refused, type CenterVerdict } from './verdict.ts';

/** The events the center presses, in the order a case goes. */
export const CENTER_EVENTS = ['accepted', 'reviewed', 'issued', 'refused', 'returned', 'collected'] as const;
export type CenterEvent = (typeof CENTER_EVENTS)[number];
export const isCenterEvent = (value: unknown): value is CenterEvent => CENTER_EVENTS.includes(value as CenterEvent);

/** The decision is a supervisor's (issue 33 §1); the rest any clerk of the center may press. */
export const DECISION_EVENTS = ['issued', 'refused'] as const satisfies readonly CenterEvent[];
export const isDecisionEvent = (event: CenterEvent) => (DECISION_EVENTS as readonly CenterEvent[]).includes(event);

/** The center's events the machine allows from `status` now. */
export const allowedEvents = (status: OrderStatus): CenterEvent[] => CENTER_EVENTS.filter((event) => nextStatus(status, event).ok);

export interface MoveInput {
  orderId: string;
  event: CenterEvent;
}

export type MoveResult = CenterVerdict<{ order: OrderRow; before: OrderStatus }>;

/**
 * One move. Accepting sets the application date (the China date of `at`), as the center's acceptance is that date.
 * The applicant's history names no person: a system actor's label (the sandbox back office) is its note, staff none.
 */
export async function moveOrder(db: Db, actor: AuditActor, input: MoveInput, at: Date): Promise<MoveResult> {
  let before: OrderStatus | undefined;
  const verdict = await applyOrderEvent(db, input.orderId, input.event, at, {
    note: actor.kind === 'system' ? actor.label : null,
    extra: input.event === 'accepted' ? { applicationDate: chinaDate(at) } : undefined,
    inTx: async (tx, row, previous) => {
      before = previous.status;
      await auditOrder(tx, actor, input.event, row, { status: previous.status }, { status: row.status, ...(input.event === 'accepted' ? { applicationDate: row.applicationDate } : {}) }, at);
    },
  });
  if (!verdict.ok) return refused(verdict.refusal);
  return { ok: true, order: verdict.row, before: before! };
}
