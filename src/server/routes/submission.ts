import type { Context } from 'hono';
import { MAX_APPLICANTS_PER_ORDER } from '../../domain/constants.ts';
import { flowMessage } from '../../domain/flow-messages.ts';
import { centerServing, fillMessage, orderPlaceOf } from '../../domain/visa-choice.ts';
import { toSummary } from '../applies/detail.ts';
import { documentNumbersOf, duplicateMessages, findDuplicates } from '../applies/duplicates.ts';
import { stepTitles } from '../applies/step-titles.ts';
import { checkComplete } from '../applies/steps.ts';
import { submitApplies } from '../applies/submission.ts';
import { loadCenters, loadJurisdictions, type ApplyRow } from '../applies/store.ts';
import type { Db } from '../db/open.ts';
import type { OperationHandlers } from '../app.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { pick, type Localized } from '../http/language.ts';
import { statusRefusalMessages } from '../orders/status.ts';
import { fillIn } from '../http/fill-in.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { now, today } from '../http/handlers/clock.ts';

// POST /api/visa/apply/submit/user (decision 017): 1–5 complete applications of the user, one consular
// jurisdiction, submitted together; a repeat answers the same applications.

const submissionMessages = {
  noApplications: { zh: '请选择要提交的申请', en: 'Choose the applications to submit', ko: '제출할 신청서를 선택해 주세요' },
  incompleteApplicant: {
    zh: '{name}的申请信息尚未填写完整，请完成标出的步骤：{steps}',
    en: 'The application of {name} is not complete yet. Please finish the marked steps: {steps}',
    ko: '{name}님의 신청 정보가 아직 완성되지 않았습니다. 표시된 단계를 완료해 주세요: {steps}',
  },
} satisfies Record<string, Localized>;

const same = (text: string) => ({ zh: text, en: text, ko: text });

function idsOf(c: Context<AppEnv>, body: unknown): string[] {
  const raw = (body as { applyIds?: unknown } | null)?.applyIds;
  if (!Array.isArray(raw) || raw.some((id) => typeof id !== 'string' || id.trim() === '')) refuse(400, 'invalidInput');
  const ids = [...new Set(raw as string[])];
  if (ids.length === 0) refuse(400, submissionMessages.noApplications, { fields: { applyIds: submissionMessages.noApplications[c.get('language')] } });
  if (ids.length > MAX_APPLICANTS_PER_ORDER) {
    refuse(400, same(flowMessage('applicantLimitReached', c.get('language'))), { fields: {}, reason: 'applicantLimitReached' });
  }
  return ids;
}

/**
 * One jurisdiction, the chosen center's (the center may have been changed after the applicants were added), every
 * passport and ID number the applicant's own, every step of every applicant valid by the domain's schemas.
 */
async function checkSubmittable(c: Context<AppEnv>, tx: Db, userId: string, rows: ApplyRow[]) {
  const language = c.get('language');
  if (new Set(rows.map((row) => row.consularPostId)).size > 1) {
    refuse(400, same(flowMessage('otherJurisdiction', language)), { fields: {}, reason: 'otherJurisdiction' });
  }
  const [jurisdictions, centers] = await Promise.all([loadJurisdictions(tx), loadCenters(tx)]);
  for (const row of rows) {
    const place = orderPlaceOf(row.visaChoice as { centerId?: string; locationValue?: string }, centers, jurisdictions);
    if (place.postId === null || row.consularPostId === place.postId) continue;
    const serving = centerServing(row.provinceCode ?? '', centers, jurisdictions);
    const message = fillMessage(flowMessage('outsideCenter', language), {
      center: place.center ? pick(centers.find((center) => center.id === place.center!.id)!.name, language) : '',
      servingCenter: serving ? pick(serving.name, language) : '',
    });
    refuse(400, same(`${row.applicantName ?? ''}: ${message}`), { fields: {}, reason: 'outsideCenter', applyId: row.id });
  }
  for (const row of rows) {
    const duplicates = await findDuplicates(tx, { userId, applyId: row.id, draftId: row.draftId, numbers: documentNumbersOf(row.data) });
    if (!duplicates.length) continue;
    const fields = duplicateMessages(duplicates, language);
    refuse(400, same(`${row.applicantName ?? ''}: ${Object.values(fields)[0]}`), { fields, reason: 'duplicateDocument', applyId: row.id });
  }
  const day = today(c);
  for (const row of rows) {
    const verdict = checkComplete(row.data, day, language);
    if (verdict.ok) continue;
    const steps = verdict.steps.map((step) => stepTitles[step][language]).join(language === 'en' ? ', ' : '、');
    refuse(400, fillIn(submissionMessages.incompleteApplicant, { name: row.applicantName ?? '', steps }), {
      reason: 'incomplete', applyId: row.id, fields: verdict.fields, steps: verdict.steps,
    });
  }
}

export const submissionHandlers: OperationHandlers = {
  async submitApplies(c) {
    const userId = currentUserId(c);
    const ids = idsOf(c, await jsonBody(c));
    const db = c.get('db');
    const verdict = await submitApplies(db, userId, ids, now(c), (rows, tx) => checkSubmittable(c, tx, userId, rows));
    if (!verdict.ok) {
      if (verdict.refusal === 'notFound') refuse(404, 'notFound');
      refuse(409, statusRefusalMessages[verdict.status]);
    }
    const language = c.get('language');
    return ok(c, 'submitApplies', await Promise.all(verdict.rows.map((row) => toSummary(db, row, language))));
  },
};
