import type { ApplicationContext } from '../../../../machines/application/application.machine';
import { unwrap, type ApiResult } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { api } from '../../../lib/api';

type Schemas = components['schemas'];
export type ApplyStepName = NonNullable<Schemas['ApplyUpdate']['step']>;

// A step (documents or a form step) is saved on the server before the machine moves on (decision 014:
// updateApply validates the step with the same domain schema). The step's application is found with
// createApply, which answers the one already made for this draft and applicant, so asking again is harmless.

/** The machine keeps the unused one of centerId / locationValue as ''; the server reads '' as a bad region. */
function visaChoiceOf(order: ApplicationContext): Schemas['VisaChoice'] {
  const choice: Record<string, unknown> = { ...order.visaType, ...order.product };
  for (const key of ['centerId', 'locationValue']) if (choice[key] === '') delete choice[key];
  return choice as unknown as Schemas['VisaChoice'];
}

export async function saveApplyStep(
  order: ApplicationContext, draftId: string | null, applicantId: string, step: ApplyStepName, form: Schemas['ApplicantData'],
): Promise<ApiResult<unknown>> {
  const entry = order.applicants.find((applicant) => applicant.applicantId === applicantId);
  const created = await unwrap(api.POST('/api/visa/apply/form/create', {
    body: {
      draftId: draftId ?? undefined,
      visaChoice: visaChoiceOf(order),
      applicant: entry ? { applicantId, name: entry.name, provinceCode: entry.provinceCode } : undefined,
      relation: entry?.relation === 'myself' ? 'myself' : 'familyMember',
      form: {},
    },
  }));
  if (!created.ok) return created;
  return unwrap(api.PUT('/api-apply/apply', { body: { applyId: created.data.id, step, form } }));
}
