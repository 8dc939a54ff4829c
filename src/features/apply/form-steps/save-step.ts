import type { FormStep } from '../../../../machines/application/applicant-data';
import type { ApplicationContext } from '../../../../machines/application/application.machine';
import type { ApiResult } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { sectionsOfStepValue, stepPathOf } from '../../../domain/applicant-sections';
import { saveApplyStep, type StepOwner } from '../shared/save-apply-step';
import type { FormValues } from './step-values';

type Schemas = components['schemas'];

// A form step's contract sections and where the server's field messages land on its form; the save itself is
// shared with the documents (../shared/save-apply-step).

/** The contract sections a step saves: one named as the step, or the three of the last step. */
export function sectionsOf(step: FormStep, data: Record<string, unknown>): Schemas['ApplicantData'] {
  return sectionsOfStepValue(step, data) as Schemas['ApplicantData'];
}

/**
 * The server names fields by ApplicantData path (`personal.usedOtherName`, `visit.companions.0.surname`,
 * `cost.cost`); the form of a one-section step names them without the section.
 */
export const formPathOf = (step: FormStep, path: string): string => stepPathOf(step, path);

/** Whether a dotted path (list items included) names a field of the step's template. */
export function isFieldOf(template: FormValues, path: string): boolean {
  const [head, ...rest] = path.split('.');
  const value = template[head!];
  if (value === undefined) return false;
  if (!rest.length) return true;
  if (Array.isArray(value)) return /^\d+$/.test(rest[0]!) && (rest.length === 1 || isFieldOf(value[0] ?? {}, rest.slice(1).join('.')));
  return typeof value === 'object' && isFieldOf(value, rest.join('.'));
}

export function saveStep(order: ApplicationContext, draftId: string | null, owner: StepOwner, step: FormStep, data: Record<string, unknown>): Promise<ApiResult<Schemas['ApplyDetail']>> {
  return saveApplyStep(order, draftId, owner, step, sectionsOf(step, data));
}
