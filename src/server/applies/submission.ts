// Submitting applications (spec §4 step 8, decision 017): 1–5 of one user, one consular jurisdiction, each
// complete. Every status change goes through the order status machine (filling → submitted); the rows are locked
// and updated only while not submitted, so a repeat — a retry or the client actor re-run after a restore
// (decision 005) — finds them submitted and answers them as they are, never a second submission.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { markDraftSubmitted } from '../drafts/store.ts';
import { applyStatusOf, stageOfApply } from '../../domain/order-stages.ts';
import { nextStatus, type StatusRefusal } from '../orders/status.ts';
import { lockPerson, type ApplyRow } from './store.ts';

export type SubmitVerdict =
  | { ok: true; rows: ApplyRow[] }
  | { ok: false; refusal: 'notFound' }
  | { ok: false; refusal: 'status'; status: StatusRefusal };

/**
 * Marks the user's applications submitted (in the order asked) after `check` accepted them, all or none. Already
 * submitted, all of them: answered as they are. Some submitted and some not: refused (another submission).
 */
export async function submitApplies(db: Db, userId: string, ids: string[], at: Date, check: (rows: ApplyRow[], tx: Db) => void | Promise<void>): Promise<SubmitVerdict> {
  return db.transaction(async (tx) => {
    // First, as every save of documents does: no passport may be given twice meanwhile (decision 027).
    await lockPerson(tx as unknown as Db, userId);
    const found = await tx.select().from(t.applies)
      .where(and(inArray(t.applies.id, ids), eq(t.applies.userId, userId))).for('update');
    const rows = ids.map((id) => found.find((row) => row.id === id));
    if (rows.some((row) => row === undefined)) return { ok: false as const, refusal: 'notFound' as const };
    const all = rows as ApplyRow[];
    const submitted = all.filter((row) => row.submittedAt !== null);
    if (submitted.length === all.length) return { ok: true as const, rows: all };
    if (submitted.length > 0) return { ok: false as const, refusal: 'status' as const, status: 'alreadySubmitted' as const };
    await check(all, tx as unknown as Db);
    const updated: ApplyRow[] = [];
    for (const row of all) {
      const verdict = nextStatus(stageOfApply(row.status), 'submitted');
      if (!verdict.ok) return { ok: false as const, refusal: 'status' as const, status: verdict.refusal };
      const [saved] = await tx.update(t.applies)
        .set({ status: applyStatusOf(verdict.status), submittedAt: at, updatedAt: at })
        .where(and(eq(t.applies.id, row.id), isNull(t.applies.submittedAt))).returning();
      updated.push(saved!);
    }
    for (const draftId of new Set(all.map((row) => row.draftId).filter((id): id is string => id !== null))) {
      await markDraftSubmitted(tx as unknown as Db, draftId, at);
    }
    return { ok: true as const, rows: updated };
  });
}
