import type { Context } from 'hono';
import { accountMessages } from '../../domain/account-messages.ts';
import { mobilePattern } from '../../domain/account-rules.ts';
import { relationAllowed } from '../../domain/applicant-relations.ts';
import { flowMessage } from '../../domain/flow-messages.ts';
import { admitApplicant, fillMessage, orderPlaceOf, type Admission } from '../../domain/visa-choice.ts';
import { createApplyBody, updateApplyBody, type StepName, type VisaChoiceInput } from '../applies/body.ts';
import { toDetail, toSummary } from '../applies/detail.ts';
import { flowWords } from '../http/handlers/words.ts';
import { centerRefusals, centerRefused } from '../agencies/centers.ts';
import { agencyMessages } from '../agencies/messages.ts';
import { agencyApplicantLimit, agencyOfUser } from '../agencies/store.ts';
import { orderRefusal } from '../agencies/standing.ts';
import { documentNumbersOf, duplicateMessages, findDuplicates } from '../applies/duplicates.ts';
import { checkFiles } from '../applies/file-claims.ts';
import { fileStoreOf } from '../files/file-storage.ts';
import { MOBILE_APPLICATION_LIMIT } from '../applies/policy.ts';
import { stepTitles } from '../applies/step-titles.ts';
import { checkComplete, checkSteps, stepsIn, type ApplicantForm } from '../applies/steps.ts';
import { checkedBody } from '../http/checked-input.ts';
import {
  countByMobile, deleteApply, findApply, findApplyOfApplicant, insertApply, loadCenters, loadJurisdictions, markComplete, namesOf, underPersonLock,
  updateApplyData, type ApplyRow,
} from '../applies/store.ts';
import type { OperationHandlers } from '../app.ts';
import type { Db } from '../db/open.ts';
import { findDraft, isSubmitted } from '../drafts/store.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { serverMessages } from '../http/messages.ts';
import { nextStatus, statusRefusalMessages } from '../orders/status.ts';
import { fillIn } from '../http/fill-in.ts';
import { now, today } from '../http/handlers/clock.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { refuse, refuseFields } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';

// One applicant's application in a draft (decision 014): created once per (draft, applicant key), saved step by
// step with the domain's schemas, completed when every step holds, fixed once submitted. Another user's
// application or draft answers 404 exactly like a missing one.

const same = (text: string) => ({ zh: text, en: text, ko: text });

async function ownApply(c: Context<AppEnv>, userId: string, id: string | undefined): Promise<ApplyRow> {
  return (id ? await findApply(c.get('db'), userId, id) : undefined) ?? refuse(404, 'notFound');
}

/** What was submitted cannot change: the order status machine says so, in its words. */
async function refuseIfSubmitted(c: Context<AppEnv>, userId: string, row: ApplyRow) {
  const draft = row.draftId ? await findDraft(c.get('db'), userId, row.draftId) : undefined;
  const submitted = row.submittedAt !== null || (draft !== undefined && (await isSubmitted(c.get('db'), draft)));
  if (!submitted) return;
  const verdict = nextStatus('submitted', 'changed');
  if (!verdict.ok) refuse(409, statusRefusalMessages[verdict.refusal]);
}

/** The type and product must exist, belong together, and offer urgent handling if it is asked for. */
async function checkVisaChoice(c: Context<AppEnv>, choice: VisaChoiceInput) {
  const language = c.get('language');
  const { visaType, product } = await namesOf(c.get('db'), choice.visaTypeValue, choice.visaProductValue);
  if (!visaType) refuseFields(c, { 'visaChoice.visaTypeValue': serverMessages.visaTypeUnknown[language] });
  if (!product || product.visaTypeId !== visaType.id) refuseFields(c, { 'visaChoice.visaProductValue': serverMessages.visaProductUnknown[language] });
  if (choice.urgent && !product.urgentAvailable) refuseFields(c, { 'visaChoice.urgent': flowMessage('urgentNotAvailable', language) });
  // An agency starts orders only at the centers that certified it (decision 084), also when it picked a place.
  const db = c.get('db');
  const [jurisdictions, centers] = await Promise.all([loadJurisdictions(db), loadCenters(db)]);
  const refused = await centerRefused(db, currentUserId(c), orderPlaceOf(choice, centers, jurisdictions).center?.id);
  if (refused) {
    const message = refused.certified ? fillIn(centerRefusals.certifiedAt, { center: pick(refused.certified.name, language) }) : centerRefusals.certifiedNowhere;
    refuseFields(c, { 'visaChoice.centerId': message[language] });
  }
}

/** Checks the steps and what only the server can check (files, photo, mobile limit); answers the merged data. */
async function checkedData(c: Context<AppEnv>, userId: string, applyId: string | null, steps: StepName[], stored: ApplicantForm, incoming: ApplicantForm) {
  const language = c.get('language');
  const verdict = checkSteps(steps, stored, incoming, today(c), language);
  if (!verdict.ok) return refuseFields(c, verdict.fields, { steps: verdict.steps });
  if (steps.includes('documents')) {
    const problems = await checkFiles(c.get('db'), c.get('accounts').now, fileStoreOf(c.get('config')), userId, verdict.data);
    if (problems.length) {
      const fields = Object.fromEntries(problems.map((p) => [p.path, p.message === 'photo' ? flowMessage(p.photoRule!, language) : serverMessages[p.message][language]]));
      refuseFields(c, fields, { steps: ['documents'] }, problems.some((p) => p.code === 403) ? 403 : 400);
    }
  }
  const mobile = (verdict.data.contact as { mobile?: string } | undefined)?.mobile;
  if (steps.includes('contact') && mobile && (await countByMobile(c.get('db'), userId, mobile, applyId ?? undefined)) >= MOBILE_APPLICATION_LIMIT) {
    refuseFields(c, { 'contact.mobile': fillIn(serverMessages.mobileLimitReached, { limit: MOBILE_APPLICATION_LIMIT })[language] }, { steps: ['contact'] });
  }
  return verdict.data;
}

/** Refuses a passport or ID number already given in this draft or in one of the person's open orders. */
async function refuseDuplicates(c: Context<AppEnv>, tx: Db, userId: string, of: { applyId: string | null; draftId: string | null }, data: ApplicantForm) {
  const duplicates = await findDuplicates(tx, { userId, ...of, numbers: documentNumbersOf(data) });
  if (duplicates.length) refuseFields(c, duplicateMessages(duplicates, c.get('language')), { steps: ['documents'], reason: 'duplicateDocument' });
}

/** Saves a step; the documents under the person's lock, so no second tab or process gives the same passport at once. */
async function saveData(c: Context<AppEnv>, userId: string, row: ApplyRow, steps: StepName[], data: ApplicantForm, visaChoice: VisaChoiceInput | undefined) {
  const db = c.get('db');
  if (!steps.includes('documents')) return updateApplyData(db, userId, row.id, data, visaChoice, now(c));
  return underPersonLock(db, userId, async (locked) => {
    await refuseDuplicates(c, locked, userId, { applyId: row.id, draftId: row.draftId }, data);
    return updateApplyData(locked, userId, row.id, data, visaChoice, now(c));
  });
}

/** The form as the contract let it through (every field one the domain knows); absent, nothing is saved from it. */
const formOf = (body: { form?: object }): ApplicantForm => (body.form ?? {}) as ApplicantForm;

export const applyHandlers: OperationHandlers = {
  async createApply(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const checked = checkedBody(c, 'createApply');
    const body = { ...parse(c, createApplyBody, checked, { words: flowWords }), form: formOf(checked) };
    const draft = (await findDraft(db, userId, body.draftId)) ?? refuse(404, 'notFound');
    const agencyStopped = await orderRefusal(db, userId, today(c));
    if (agencyStopped) refuse(403, agencyStopped);
    // A retry, or an actor restored while the call ran, asks again: the answer is the application already made.
    const existing = await findApplyOfApplicant(db, userId, draft.id, body.applicant.applicantId);
    if (existing) return ok(c, 'createApply', await toDetail(db, existing, c.get('language')));
    if (await isSubmitted(db, draft)) {
      const verdict = nextStatus('submitted', 'changed');
      if (!verdict.ok) refuse(409, statusRefusalMessages[verdict.refusal]);
    }
    await checkVisaChoice(c, body.visaChoice);
    if (!relationAllowed((await agencyOfUser(db, userId)) ? 'travelAgency' : 'user', body.relation)) {
      refuseFields(c, { relation: agencyMessages.clientRelation[c.get('language')] });
    }
    const steps = stepsIn(body.form);
    const data = steps.length ? await checkedData(c, userId, null, steps, {}, body.form) : {};
    const [jurisdictions, centers] = await Promise.all([loadJurisdictions(db), loadCenters(db)]);
    // The order's jurisdiction is the chosen center's (decision 026), not whichever applicant came first.
    const place = orderPlaceOf(body.visaChoice, centers, jurisdictions);
    const { applicantId, name, provinceCode } = body.applicant;
    // A travel agency's own limit (decision 040), counted under the draft's lock like the spec's five.
    const agencyLimit = await agencyApplicantLimit(db, userId);
    const inserted = await insertApply<Exclude<Admission, { ok: true }> | 'agencyLimit'>(db, {
      userId, draftId: draft.id, applicantKey: applicantId, applicantName: name, relation: body.relation, provinceCode, visaChoice: body.visaChoice, data,
    }, now(c), (consularPostIds) => {
      if (agencyLimit !== null && consularPostIds.length >= agencyLimit) return { ok: false, refusal: 'agencyLimit' };
      const admission = admitApplicant({ consularPostIds, place, centers }, provinceCode, jurisdictions);
      return admission.ok ? admission : { ok: false, refusal: admission };
    }, steps.includes('documents') ? (tx) => refuseDuplicates(c, tx, userId, { applyId: null, draftId: draft.id }, data) : undefined);
    if (!inserted.ok && inserted.refusal === 'agencyLimit') {
      refuse(400, fillIn(agencyMessages.applicantLimit, { limit: agencyLimit ?? 0 }), { fields: {}, reason: 'applicantLimitReached' });
    }
    if (!inserted.ok) {
      const language = c.get('language');
      const refusal = inserted.refusal as Exclude<Admission, { ok: true }>;
      const centerName = (id: string | null | undefined) => {
        const center = centers.find((candidate) => candidate.id === id);
        return center ? pick(center.name, language) : '';
      };
      const message = refusal.reason === 'outsideCenter'
        ? fillMessage(flowMessage('outsideCenter', language), { center: centerName(place.center?.id), servingCenter: centerName(refusal.servingCenterId) })
        : flowMessage(refusal.reason, language);
      const fields = refusal.reason === 'applicantLimitReached' ? {} : { 'applicant.provinceCode': message };
      refuse(400, same(message), {
        fields, reason: refusal.reason, ...(refusal.reason === 'outsideCenter' ? { servingCenterId: refusal.servingCenterId } : {}),
      });
    }
    return ok(c, 'createApply', await toDetail(db, inserted.row, c.get('language')));
  },

  async updateApply(c) {
    const userId = currentUserId(c);
    const checked = checkedBody(c, 'updateApply');
    const body = { ...parse(c, updateApplyBody, checked, { words: flowWords }), form: formOf(checked) };
    const row = await ownApply(c, userId, body.applyId);
    await refuseIfSubmitted(c, userId, row);
    if (body.visaChoice) await checkVisaChoice(c, body.visaChoice);
    const steps = body.step ? [body.step] : stepsIn(body.form);
    if (!steps.length && !body.visaChoice) refuse(400, 'applyNothingToSave');
    const data = steps.length ? await checkedData(c, userId, row.id, steps, row.data, body.form) : row.data;
    const saved = (await saveData(c, userId, row, steps, data, body.visaChoice)) ?? refuse(404, 'notFound');
    return ok(c, 'updateApply', await toDetail(c.get('db'), saved, c.get('language')));
  },

  async completeApply(c) {
    const userId = currentUserId(c);
    const body = (await jsonBody(c)) as { applyId?: unknown };
    const row = await ownApply(c, userId, typeof body?.applyId === 'string' ? body.applyId : undefined);
    await refuseIfSubmitted(c, userId, row);
    const language = c.get('language');
    const verdict = checkComplete(row.data, today(c), language);
    if (!verdict.ok) {
      const steps = verdict.steps.map((step) => stepTitles[step][language]).join(language === 'en' ? ', ' : '、');
      refuse(400, fillIn(serverMessages.applyIncomplete, { steps }), { fields: verdict.fields, steps: verdict.steps });
    }
    const saved = (await markComplete(c.get('db'), userId, row.id, now(c))) ?? refuse(404, 'notFound');
    return ok(c, 'completeApply', await toSummary(c.get('db'), saved, language));
  },

  async getApply(c) {
    const userId = currentUserId(c);
    return ok(c, 'getApply', await toDetail(c.get('db'), await ownApply(c, userId, c.req.param('id')), c.get('language')));
  },

  async getOrderApply(c) {
    const userId = currentUserId(c);
    const row = await ownApply(c, userId, c.req.param('id'));
    if (!row.orderId || row.orderId !== c.req.query('orderId')) refuse(404, 'notFound');
    return ok(c, 'getOrderApply', await toDetail(c.get('db'), row, c.get('language')));
  },

  async confirmApply(c) {
    const userId = currentUserId(c);
    const row = await ownApply(c, userId, c.req.param('applyId'));
    if (!row.orderId || row.orderId !== c.req.query('orderId')) refuse(404, 'notFound');
    // An application is confirmed by its submission on the review screen; this call answers it as confirmed, as
    // confirmOrder does for an order, and refuses one not submitted yet or whose order has closed.
    if (row.submittedAt === null) refuse(409, statusRefusalMessages.notYet);
    if (row.status === 'cancelled') refuse(409, statusRefusalMessages.orderClosed);
    return ok(c, 'confirmApply', await toSummary(c.get('db'), row, c.get('language')));
  },

  async getApplyForm(c) {
    const userId = currentUserId(c);
    return ok(c, 'getApplyForm', (await ownApply(c, userId, c.req.param('id'))).data);
  },

  async deleteApply(c) {
    const userId = currentUserId(c);
    const row = await ownApply(c, userId, c.req.query('applyId'));
    await refuseIfSubmitted(c, userId, row);
    if (!(await deleteApply(c.get('db'), userId, row.id))) refuse(404, 'notFound');
    return ok(c, 'deleteApply', null);
  },

  async getMobileLimit(c) {
    const userId = currentUserId(c);
    const mobile = c.req.query('mobile') ?? '';
    if (!mobilePattern.test(mobile)) refuseFields(c, { mobile: accountMessages.mobileInvalid[c.get('language')] });
    const used = await countByMobile(c.get('db'), userId, mobile);
    return ok(c, 'getMobileLimit', { mobile, used, limit: MOBILE_APPLICATION_LIMIT, allowed: used < MOBILE_APPLICATION_LIMIT });
  },
};
