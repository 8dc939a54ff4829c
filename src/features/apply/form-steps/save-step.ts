import type { FormStep } from '../../../../machines/application/applicant-data';
import type { ApplicationContext } from '../../../../machines/application/application.machine';
import { unwrap, type ApiResult } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { api } from '../../../app/api';
import type { FormValues } from './step-values';

type Schemas = components['schemas'];

// A form step is saved on the server before the machine moves on (decision 014: updateApply validates the
// step with the same domain schema). The step's application is found with createApply, which answers the
// one already made for this draft and applicant, so asking again is harmless.

/** The contract sections a step saves: one named as the step, or the three of the last step. */
export function sectionsOf(step: FormStep, data: Record<string, unknown>): Schemas['ApplicantData'] {
  return (step === 'invitationCostHelper' ? data : { [step]: data }) as Schemas['ApplicantData'];
}

/**
 * The server names fields by ApplicantData path (`personal.usedOtherName`, `visit.companions.0.surname`,
 * `cost.cost`); the form of a one-section step names them without the section.
 */
export function formPathOf(step: FormStep, path: string): string {
  if (step === 'invitationCostHelper') return path;
  return path.startsWith(`${step}.`) ? path.slice(step.length + 1) : path;
}

/** The machine keeps the unused one of centerId / locationValue as ''; the server reads '' as a bad region. */
function visaChoiceOf(order: ApplicationContext): Schemas['VisaChoice'] {
  const choice: Record<string, unknown> = { ...order.visaType, ...order.product };
  for (const key of ['centerId', 'locationValue']) if (choice[key] === '') delete choice[key];
  return choice as unknown as Schemas['VisaChoice'];
}

/** Whether a dotted path (list items included) names a field of the step's template. */
export function isFieldOf(template: FormValues, path: string): boolean {
  const [head, ...rest] = path.split('.');
  const value = template[head!];
  if (value === undefined) return false;
  if (!rest.length) return true;
  if (Array.isArray(value)) return /^\d+$/.test(rest[0]!) && (rest.length === 1 || isFieldOf(value[0] ?? {}, rest.slice(1).join('.')));
  return typeof value === 'object' && isFieldOf(value, rest.join('.'));
}

export async function saveStep(order: ApplicationContext, draftId: string | null, applicantId: string, step: FormStep, data: Record<string, unknown>): Promise<ApiResult<unknown>> {
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
  return unwrap(api.PUT('/api-apply/apply', { body: { applyId: created.data.id, step, form: sectionsOf(step, data) } }));
}
