import type { ApplicationContext } from '../../../../machines/application/application.machine';
import { unwrap, type ApiResult } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { api } from '../../../lib/api';
import { createApplyBody } from './create-apply';

type Schemas = components['schemas'];
export type ApplyStepName = NonNullable<Schemas['ApplyUpdate']['step']>;

// A step (documents or a form step) is saved on the server before the machine moves on (decision 014:
// updateApply validates the step with the same domain schema). The step's application is found with
// createApply, which answers the one already made for this draft and applicant, so asking again is harmless.

export async function saveApplyStep(
  order: ApplicationContext, draftId: string | null, applicantId: string, step: ApplyStepName, form: Schemas['ApplicantData'],
): Promise<ApiResult<unknown>> {
  const entry = order.applicants.find((applicant) => applicant.applicantId === applicantId);
  const created = await unwrap(api.POST('/api/visa/apply/form/create', { body: createApplyBody(order, draftId, entry, {}) }));
  if (!created.ok) return created;
  return unwrap(api.PUT('/api-apply/apply', { body: { applyId: created.data.id, step, form } }));
}
