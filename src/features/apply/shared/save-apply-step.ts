import type { ApplicationContext } from '../../../../machines/application/application.machine';
import { unwrap, type ApiResult } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { api } from '../../../lib/api';
import { createApplyBody } from './create-apply';

type Schemas = components['schemas'];
export type ApplyStepName = NonNullable<Schemas['ApplyUpdate']['step']>;

// A step (documents or a form step) is saved on the server before the machine moves on (decision 014:
// updateApply validates the step with the same domain schema). The applicant machine keeps the application's id
// from the first save, so each save is one request (decision 054); without it (the applicant's first save, or a
// draft from before the id was kept) createApply finds it first, answering the one already made for this draft
// and applicant, so asking again is harmless.

/** Where a step is saved: whose application (and the id when the applicant machine knows it). */
export interface StepOwner {
  applicantId: string;
  applyId: string | null;
}

/** Saves the step; the answer is the application saved, whose id the machine keeps for the next save. */
export async function saveApplyStep(
  order: ApplicationContext, draftId: string | null, owner: StepOwner, step: ApplyStepName, form: Schemas['ApplicantData'],
): Promise<ApiResult<Schemas['ApplyDetail']>> {
  let { applyId } = owner;
  if (applyId === null) {
    const entry = order.applicants.find((applicant) => applicant.applicantId === owner.applicantId);
    const created = await unwrap(api.POST('/api/visa/apply/form/create', { body: createApplyBody(order, draftId, entry, {}) }));
    if (!created.ok) return created;
    applyId = created.data.id;
  }
  return unwrap(api.PUT('/api-apply/apply', { body: { applyId, step, form } }));
}
