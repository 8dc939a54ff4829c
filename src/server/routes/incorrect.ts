import type { Context } from 'hono';
import type { components } from '../../api/schema.gen.ts';
import { documentNumbersOf, duplicateMessages, findDuplicates, lockPerson } from '../applies/duplicates.ts';
import { checkSteps } from '../applies/steps.ts';
import { findApply, type ApplyRow } from '../applies/store.ts';
import type { OperationHandlers } from '../app.ts';
import type { Db } from '../db/open.ts';
import type { CorrectionRow } from '../db/tables/incorrect.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { labelOf } from '../incorrect/labels.ts';
import { incorrectMessages } from '../incorrect/messages.ts';
import { stepOfPath, valueAt, withValueAt } from '../incorrect/paths.ts';
import { correctIncorrect, openRecordOf, recordsOf, type IncorrectRow } from '../incorrect/store.ts';
import { fillIn } from '../http/fill-in.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { now, today } from '../http/handlers/clock.ts';

// Incorrect details (spec §4 "a history of incorrect details exists per application", decision 036). The center
// flags fields (sandbox back office, dev/backoffice-incorrect.ts); the applicant reads the history and the open
// record, and corrects exactly the flagged fields, checked by the form steps' own domain rules. Another user's
// application answers 404 like a missing one.

type Schemas = components['schemas'];

const same = (text: string) => ({ zh: text, en: text, ko: text });

async function ownApply(c: Context<AppEnv>, userId: string): Promise<ApplyRow> {
  const id = c.req.param('id');
  return (id ? await findApply(c.get('db'), userId, id) : undefined) ?? refuse(404, 'notFound');
}

export function toRecord(row: IncorrectRow, language: AppEnv['Variables']['language']): Schemas['IncorrectRecord'] & { fields: (Schemas['IncorrectField'] & { label: string })[] } {
  return {
    id: row.id,
    applyId: row.applyId,
    fields: row.fields.map((field) => ({ ...field, label: labelOf(field.field, language) })),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    correctedAt: row.correctedAt?.toISOString() ?? null,
    note: row.note,
    corrections: row.corrections ?? [],
  };
}

function toDetail(row: IncorrectRow, data: Record<string, unknown>, language: AppEnv['Variables']['language']): Schemas['IncorrectDetail'] {
  return { record: toRecord(row, language), values: Object.fromEntries(row.fields.map(({ field }) => [field, valueAt(data, field) ?? null])) };
}

export const incorrectHandlers: OperationHandlers = {
  async listIncorrectRecords(c) {
    const userId = currentUserId(c);
    const apply = await ownApply(c, userId);
    const rows = await recordsOf(c.get('db'), userId, apply.id);
    return ok(c, 'listIncorrectRecords', rows.map((row) => toRecord(row, c.get('language'))));
  },

  async reportIncorrect(c) {
    const userId = currentUserId(c);
    await ownApply(c, userId);
    // The center's act, not the applicant's: the portal has no staff role, so the back office does it (decision 036).
    return refuse(403, incorrectMessages.centerOnly);
  },

  async getIncorrectDetail(c) {
    const userId = currentUserId(c);
    const apply = await ownApply(c, userId);
    const open = await openRecordOf(c.get('db'), userId, apply.id);
    return ok(c, 'getIncorrectDetail', open ? toDetail(open, apply.data, c.get('language')) : null);
  },

  async correctIncorrectDetail(c) {
    const userId = currentUserId(c);
    const language = c.get('language');
    const db = c.get('db');
    const apply = await ownApply(c, userId);
    const body = (await jsonBody(c)) as { recordId?: unknown; values?: unknown } | null;
    const open = await openRecordOf(db, userId, apply.id);
    if (!open) return refuse(409, incorrectMessages.nothingOpen);
    if (body?.recordId !== open.id) return refuse(409, incorrectMessages.staleRecord);
    const values = body.values !== null && typeof body.values === 'object' && !Array.isArray(body.values) ? body.values as Record<string, unknown> : {};
    const flagged = new Set(open.fields.map((field) => field.field));
    const others = Object.keys(values).filter((path) => !flagged.has(path));
    if (others.length) {
      const names = others.slice(0, 5).map((path) => labelOf(path, language)).join(language === 'zh' ? '、' : ', ');
      return refuse(400, fillIn(incorrectMessages.notFlagged, { fields: names }), {
        fields: Object.fromEntries(others.map((path) => [path, fillIn(incorrectMessages.notFlagged, { fields: labelOf(path, language) })[language]])), reason: 'notFlagged',
      });
    }
    const missing = [...flagged].filter((path) => values[path] === undefined || values[path] === null || (typeof values[path] === 'string' && (values[path] as string).trim() === ''));
    if (missing.length) {
      return refuse(400, incorrectMessages.missingValue, { fields: Object.fromEntries(missing.map((path) => [path, incorrectMessages.missingValue[language]])) });
    }
    let corrected = apply.data;
    for (const path of flagged) corrected = withValueAt(corrected, path, values[path]);
    const steps = [...new Set([...flagged].map(stepOfPath).filter((step) => step !== undefined))];
    const verdict = checkSteps(steps, apply.data, corrected, today(c), language);
    if (!verdict.ok) {
      const first = Object.values(verdict.fields)[0] ?? incorrectMessages.missingValue[language];
      return refuse(400, same(first), { fields: verdict.fields, steps: verdict.steps });
    }
    const data = verdict.data;
    const corrections: CorrectionRow[] = [...flagged].map((field) => ({ field, before: valueAt(apply.data, field) ?? null, after: valueAt(data, field) ?? null }));
    const numbersChanged = JSON.stringify(documentNumbersOf(data)) !== JSON.stringify(documentNumbersOf(apply.data));
    const saved = await correctIncorrect(db, userId, open, corrections, data, now(c), async (tx: Db) => {
      if (!numbersChanged) return;
      // A passport or ID number given twice is refused here as in the flow (decision 027), under the person's lock.
      await lockPerson(tx, userId);
      const duplicates = await findDuplicates(tx, { userId, applyId: apply.id, draftId: apply.draftId, numbers: documentNumbersOf(data) });
      if (duplicates.length) {
        const fields = duplicateMessages(duplicates, language);
        refuse(400, same(Object.values(fields)[0] ?? ''), { fields, reason: 'duplicateDocument' });
      }
    });
    if (!saved.ok) return refuse(409, incorrectMessages.staleRecord);
    return ok(c, 'correctIncorrectDetail', toDetail(saved.record, saved.apply.data, language));
  },
};
