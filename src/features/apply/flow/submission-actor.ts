// The submission actor: creates each applicant's application and submits them together (see actor-payload.ts).
import { fromPromise } from 'xstate';
import type { ApplicantRecord, SubmitApplicationsInput, SubmitApplicationsOutput } from '../../../../machines/application/order-data';
import { unwrap } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { api } from '../../../lib/api';
import { refreshTodoCount } from '../../../lib/session-actor';
import { createApplyBody } from '../shared/create-apply';
import { payload } from './actor-payload';

type Schemas = components['schemas'];

// The screens store each section with the contract's field names (they validate with the same schemas),
// so the sections pass through as they are.
function applicantForm(record: ApplicantRecord): Schemas['ApplicantData'] {
  const { data } = record;
  const form = data.form as Record<string, Record<string, unknown> | undefined>;
  const cost = form.invitationCostHelper as Record<string, unknown> | undefined;
  return {
    passport: (data.passport ?? undefined) as Schemas['Passport'] | undefined,
    idCard: data.idCard ? { ...data.idCard.fields, frontFileId: data.idCard.frontFileId, backFileId: data.idCard.backFileId } as Schemas['IdCard'] : undefined,
    minorExemption: data.birthCertificate ? { birthCertificateFileId: data.birthCertificate.fileId } : undefined,
    photoFileId: data.photo?.fileId,
    bankCard: (data.bankCard ?? undefined) as Schemas['BankCard'] | undefined,
    personal: form.personal as Schemas['Personal'] | undefined,
    contact: form.contact as Schemas['Contact'] | undefined,
    family: form.family as Schemas['Family'] | undefined,
    educationJob: form.educationJob as Schemas['EducationJob'] | undefined,
    visit: form.visit as Schemas['Visit'] | undefined,
    invitation: cost?.invitation as Schemas['Invitation'] | undefined,
    cost: cost?.cost as Schemas['Cost'] | undefined,
    helper: cost?.helper as Schemas['Helper'] | undefined,
  };
}

/**
 * Creates each applicant's application and submits them together. Started again after a restore while it
 * ran (decision 005), so the server must treat a repeat for the same draft as the same submission.
 */
export const submitApplications = (draftId: () => string | null) =>
  fromPromise<SubmitApplicationsOutput, SubmitApplicationsInput>(async ({ input }) => {
    const applyIds: string[] = [];
    for (const applicant of input.applicants) {
      // The server answers the application it already has for this draft and applicant (decision 014), so a
      // screen that created it earlier, or a restored actor repeating this call, never makes a second one.
      const created = await payload(unwrap(api.POST('/api/visa/apply/form/create', {
        body: createApplyBody(input, draftId(), applicant, applicantForm(applicant)),
      })));
      applyIds.push(created.id);
    }
    const submitted = await payload(unwrap(api.POST('/api/visa/apply/submit/user', { body: { applyIds } })));
    // A submitted order leaves the to-do list.
    void refreshTodoCount();
    return { applicationIds: submitted.map((apply) => apply.id) };
  });
