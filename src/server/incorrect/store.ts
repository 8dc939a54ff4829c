// Incorrect-details records (decision 036). A flag and its in-site message are written in one transaction; one open
// record per application is the database's partial unique index; a correction closes the record and saves the
// application in one transaction, the record's `status = 'open'` in the UPDATE's WHERE so it happens only once.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { LANGUAGES } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { CorrectionRow, IncorrectFieldRow } from '../db/tables/incorrect.ts';
import type { Localized } from '../http/language.ts';
import { enqueueMilestone } from '../notifications/enqueue.ts';
import { announceOrderEventOf } from '../webhooks/enqueue.ts';
import { fillIn } from '../http/fill-in.ts';
import type { ApplyRow } from '../applies/store.ts';
import { labelOf } from './labels.ts';
import { incorrectMessages } from './messages.ts';

export type IncorrectRow = typeof t.incorrectRecords.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function recordsOf(db: Db, userId: string, applyId: string): Promise<IncorrectRow[]> {
  return db.select().from(t.incorrectRecords)
    .where(and(eq(t.incorrectRecords.applyId, applyId), eq(t.incorrectRecords.userId, userId)))
    .orderBy(asc(t.incorrectRecords.createdAt), asc(t.incorrectRecords.id));
}

export async function openRecordOf(db: Db, userId: string, applyId: string): Promise<IncorrectRow | undefined> {
  const [row] = await db.select().from(t.incorrectRecords)
    .where(and(eq(t.incorrectRecords.applyId, applyId), eq(t.incorrectRecords.userId, userId), eq(t.incorrectRecords.status, 'open'))).limit(1);
  return row;
}

function localizedFields(fields: IncorrectFieldRow[]): Localized {
  const text = Object.fromEntries(LANGUAGES.map((language) => [language, fields.map((field) => labelOf(field.field, language)).join(language === 'zh' ? '、' : ', ')]));
  return text as Localized;
}

export type FlagVerdict = { ok: true; row: IncorrectRow } | { ok: false; refusal: 'alreadyOpen' };

/**
 * The center's flag: the record and the applicant's message, or nothing when a record is open already. `inTx` runs in
 * the same transaction once the record is written (the audit row of the staff member who flagged).
 */
export async function flagIncorrect(
  db: Db, apply: ApplyRow, fields: IncorrectFieldRow[], note: string | null, at: Date,
  inTx?: (tx: Tx, row: IncorrectRow) => Promise<void>,
): Promise<FlagVerdict> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(t.incorrectRecords).values({
        id: randomUUID(), applyId: apply.id, userId: apply.userId, fields, note, status: 'open', createdAt: at,
      }).returning();
      const names = localizedFields(fields);
      const body = Object.fromEntries(LANGUAGES.map((language) => [language, fillIn(incorrectMessages.messageBody, {
        reference: apply.reference, name: apply.applicantName ?? '', fields: names[language],
      })[language] + (note ? ` ${note}` : '')])) as Localized;
      // The in-site message, and the SMS and e-mail the applicant chose (decision 038), in this transaction.
      await enqueueMilestone(tx, {
        userId: apply.userId, kind: 'correctionRequested', orderId: apply.orderId, orderNo: apply.reference, at,
        text: { title: incorrectMessages.messageTitle, body },
      });
      await inTx?.(tx, row!);
      return { ok: true as const, row: row! };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, refusal: 'alreadyOpen' };
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let at: unknown = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    if ((at as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export type CorrectVerdict = { ok: true; record: IncorrectRow; apply: ApplyRow } | { ok: false; refusal: 'stale' };

/**
 * Saves the corrected data and closes the record, both or neither. `check` runs under the lock of the application
 * (and of the person, for a passport number: decision 027) with the row as it is now.
 */
export async function correctIncorrect(
  db: Db, userId: string, record: IncorrectRow, corrections: CorrectionRow[], data: Record<string, unknown>, at: Date,
  check: (tx: Db) => Promise<void>,
): Promise<CorrectVerdict> {
  return db.transaction(async (tx) => {
    const locked = tx as unknown as Db;
    await check(locked);
    const [closed] = await tx.update(t.incorrectRecords)
      .set({ status: 'corrected', corrections, correctedAt: at })
      .where(and(eq(t.incorrectRecords.id, record.id), eq(t.incorrectRecords.userId, userId), eq(t.incorrectRecords.status, 'open')))
      .returning();
    if (!closed) return { ok: false as const, refusal: 'stale' as const };
    const [apply] = await tx.update(t.applies).set({ data, updatedAt: at })
      .where(and(eq(t.applies.id, record.applyId), eq(t.applies.userId, userId))).returning();
    // The case systems hear of the correction in its transaction (decision 095): once per record.
    await announceOrderEventOf(tx, 'detailsCorrected', `detailsCorrected:${closed.id}`, apply?.orderId ?? null, at);
    return { ok: true as const, record: closed, apply: apply! };
  });
}
