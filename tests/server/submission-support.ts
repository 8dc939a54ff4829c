import { expect } from 'vitest';
import {
  contact, createdApply, documents, educationJob, entry, family, invitationCostHelper, newDraft, personal, saveStep, visaChoice, visit, type ApplyDetail,
  type ApplyServer,
} from './applies-support.ts';

// Complete applications for the submission and signing tests: every step saved through the API, each with its own
// contact mobile (a mobile holds at most five applications in progress).

let mobiles = 0;
const nextMobile = () => `1360${String(process.pid % 1000).padStart(3, '0')}${String((mobiles += 1)).padStart(4, '0')}`;

export async function completeApply(server: ApplyServer, auth: string, draftId: string, applicant = entry(), choice = visaChoice): Promise<ApplyDetail> {
  const apply = await createdApply(server, auth, draftId, applicant, choice);
  for (const [step, form] of [
    ['documents', await documents(server)], ['personal', { personal }], ['contact', { contact: contact(nextMobile()) }], ['family', { family }],
    ['educationJob', { educationJob }], ['visit', { visit: visit() }], ['invitationCostHelper', invitationCostHelper],
  ] as const) {
    const saved = await saveStep(server, auth, apply.id, step, form);
    expect(saved.body.code, `${step}: ${saved.body.msg}`).toBe(0);
  }
  return apply;
}

/** A draft of `count` complete Beijing applicants. */
export async function completeDraft(server: ApplyServer, auth: string, count = 1) {
  const draftId = await newDraft(server, auth);
  const applies: ApplyDetail[] = [];
  for (let i = 0; i < count; i += 1) applies.push(await completeApply(server, auth, draftId, entry('110000', ['王芳', '李娜', '张伟', '刘洋', '陈静'][i])));
  return { draftId, applies, ids: applies.map((apply) => apply.id) };
}

export const submit = (server: ApplyServer, auth: string, applyIds: string[], language = 'zh') =>
  server.call('POST', '/api/visa/apply/submit/user', { auth, language, body: { applyIds } });
