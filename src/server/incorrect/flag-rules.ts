// What the center may flag (decision 036): a submitted application still in progress, 1–30 value fields, each with
// a reason. Used by the center's flag (center/incorrect-flags.ts); the applicant's reportIncorrect is refused (the
// center's role). Its words are Localized: the console, the integration API and the sandbox each answer in theirs.
import { FINISHED_APPLY_STATUSES, type ApplyRow } from '../applies/store.ts';
import type { IncorrectFieldRow } from '../db/tables/incorrect.ts';
import { fillIn } from '../http/fill-in.ts';
import type { Localized } from '../http/language.ts';
import { incorrectMessages } from './messages.ts';
import { isFlaggable } from './paths.ts';

export const MAX_FLAGGED_FIELDS = 30;
export const MAX_REASON_LENGTH = 200;

export type FlagCheck = { ok: true; fields: IncorrectFieldRow[] } | { ok: false; message: Localized };

export function checkFlag(apply: ApplyRow, raw: unknown): FlagCheck {
  if (apply.submittedAt === null) return { ok: false, message: incorrectMessages.notSubmitted };
  if (FINISHED_APPLY_STATUSES.includes(apply.status)) return { ok: false, message: incorrectMessages.closed };
  if (!Array.isArray(raw) || raw.length === 0) return { ok: false, message: incorrectMessages.noFields };
  const fields: IncorrectFieldRow[] = [];
  for (const item of raw.slice(0, MAX_FLAGGED_FIELDS)) {
    const field = typeof item?.field === 'string' ? item.field.trim() : '';
    const reason = typeof item?.reason === 'string' ? item.reason.trim().slice(0, MAX_REASON_LENGTH) : '';
    if (!isFlaggable(apply.data, field)) return { ok: false, message: fillIn(incorrectMessages.badField, { field: field.slice(0, 60) }) };
    if (!reason) return { ok: false, message: incorrectMessages.reasonRequired };
    if (!fields.some((known) => known.field === field)) fields.push({ field, reason });
  }
  return { ok: true, fields };
}
