// The submission actor: creates each applicant's application and submits them together (see actor-payload.ts).
import { fromPromise } from 'xstate';
import type { SubmitApplicationsInput, SubmitApplicationsOutput } from '../../../../machines/application/order-data';
import { unwrap } from '../../../api/client';
import { api } from '../../../lib/api';
import { refreshTodoCount } from '../../../lib/session-actor';
import { createApplyBody } from '../shared/create-apply';
import { payload } from './actor-payload';

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
        body: createApplyBody(input, draftId(), applicant, applicant.data.sections),
      })));
      applyIds.push(created.id);
    }
    const submitted = await payload(unwrap(api.POST('/api/visa/apply/submit/user', { body: { applyIds } })));
    // A submitted order leaves the to-do list.
    void refreshTodoCount();
    return { applicationIds: submitted.map((apply) => apply.id) };
  });
