import type { FormStep } from '../../../../machines/application/applicant-data';
import { api, payloadOf } from '../../../lib/api';
import { deviceStore, writeTyped } from '../../../ui/form/kept-typing';
import { stepTypingKey } from './step-typing-key';
import { stepTemplates } from './step-templates';
import { toFormValues, type FormValues } from './step-values';

// Reusing an earlier application of the same person (issue 16 item 6, decision 040). The copied answers are laid
// down as this applicant's typing of each step, so each step opens with them and is still checked and saved by the
// person (nothing is saved on their behalf), exactly as typing kept over a reload would be.

export const COPYABLE_STEPS = ['personal', 'contact', 'family', 'educationJob'] as const satisfies readonly FormStep[];

export function findEarlier(query: { passportNo?: string; name?: string; birthDate?: string; excludeDraftId?: string }) {
  const clean = Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as typeof query;
  return payloadOf(api.GET('/api-apply/apply/earlier', { params: { query: clean } }));
}

/** Fetches the earlier answers and keeps each copyable step's as typed; answers the values of `current`. */
export async function copyEarlierAnswers(id: string, draftId: string | null, applicantId: string, current: FormStep): Promise<FormValues | null> {
  const answers = await payloadOf(api.GET('/api-apply/apply/earlier/{id}', { params: { path: { id } } }));
  let currentValues: FormValues | null = null;
  for (const step of COPYABLE_STEPS) {
    const saved = answers[step] as Record<string, unknown> | undefined;
    if (!saved) continue;
    const values = toFormValues(saved, stepTemplates[step]);
    writeTyped(deviceStore(), stepTypingKey(draftId, applicantId, step), values);
    if (step === current) currentValues = values;
  }
  return currentValues;
}
