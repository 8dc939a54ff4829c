// The center flags details of a submitted application as incorrect, each with a reason (decision 036): the record,
// the applicant's message and the audit row in one transaction; one open record per application (the database's
// partial unique index). The caller has checked the order's center; given an order, the application must be one of
// its own. Without one (the sandbox flags an application submitted but not yet ordered) the application is found
// alone, and its audit row names the application.
import { and, eq } from 'drizzle-orm';
import type { AuditActor } from '../audit/record.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { checkFlag } from '../incorrect/flag-rules.ts';
import { incorrectMessages } from '../incorrect/messages.ts';
import { flagIncorrect, type IncorrectRow } from '../incorrect/store.ts';
import { recordAudit } from '../audit/record.ts';
import { centerMessages } from './messages.ts';
import { refused, type CenterVerdict } from './verdict.ts';

export interface FlagInput {
  /** The order the caller checked the center of; null only for the sandbox's applications not yet ordered. */
  orderId: string | null;
  applyId: string;
  fields: { field: string; reason: string }[];
  /** A note to the applicant besides the reasons. */
  note?: string | null;
}

export type FlagResult = CenterVerdict<{ record: IncorrectRow }>;

export async function flagIncorrectFields(db: Db, actor: AuditActor, input: FlagInput, at: Date): Promise<FlagResult> {
  const [apply] = await db.select().from(t.applies)
    .where(input.orderId === null ? eq(t.applies.id, input.applyId) : and(eq(t.applies.id, input.applyId), eq(t.applies.orderId, input.orderId))).limit(1);
  if (!apply) return input.orderId === null ? refused('notFound') : { ok: false, refusal: 'applyNotInOrder', message: centerMessages.applyNotInOrder };
  const check = checkFlag(apply, input.fields);
  if (!check.ok) return { ok: false, refusal: 'invalidFlag', message: check.message };
  const note = input.note?.trim() ? input.note.trim().slice(0, 200) : null;
  const [order] = apply.orderId ? await db.select({ centerId: t.orders.centerId }).from(t.orders).where(eq(t.orders.id, apply.orderId)).limit(1) : [];
  const flagged = await flagIncorrect(db, apply, check.fields, note, at, (tx, record) => recordAudit(tx, actor, {
    action: 'order.incorrectFlagged', recordKind: apply.orderId ? 'order' : 'apply', recordId: apply.orderId ?? apply.id, centerId: order?.centerId ?? null,
    before: null, after: { applyId: apply.id, reference: apply.reference, recordId: record.id, fields: record.fields, note },
  }, at));
  if (!flagged.ok) return { ok: false, refusal: 'alreadyOpen', message: incorrectMessages.alreadyOpen };
  return { ok: true, record: flagged.row };
}
