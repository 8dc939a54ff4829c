import { documentsSchemaOn } from './applicant-documents.ts';
import { contactSchema, educationJobSchema, familySchema, personalSchema } from './applicant-forms.ts';
import { invitationCostHelperSchema } from './invitation-form.ts';
import type { VisitContext } from './visit-form.ts';
import { visitSchemaOn } from './visit-form.ts';

/**
 * The schema of each step of one applicant, keyed as the application machine names the steps (FORM_STEPS),
 * plus 'documents'. The server validates a saved step with the schema of its name, with today's date and the
 * applicant's passport expiry; the screens use the same with the values they know.
 */
export function applicantStepSchemas(context: VisitContext = {}) {
  return {
    documents: documentsSchemaOn({ today: context.today }),
    personal: personalSchema,
    contact: contactSchema,
    family: familySchema,
    educationJob: educationJobSchema,
    visit: visitSchemaOn(context),
    invitationCostHelper: invitationCostHelperSchema,
  } as const;
}

export type ApplicantStepName = keyof ReturnType<typeof applicantStepSchemas>;
