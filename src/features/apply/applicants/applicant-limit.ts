import { useAgencyIdentity } from '../../agency/api/agency';
import { useStoredSession } from '../../../lib/session-hooks';
import { applicantLimitOf } from '../../../domain/visa-choice';

// How many clients a travel agency may add to one order is the agency's own (decision 083): the same identity call
// its page shows it from. An applicant's order takes the portal's five. While an agency's identity is on its way
// the step waits rather than show five and take a fourth client; if the call fails the server still refuses.
export function useApplicantLimit() {
  const session = useStoredSession();
  const isAgency = session.userInfo?.kind === 'travelAgency';
  const identity = useAgencyIdentity(isAgency);
  const maxApplicants = isAgency ? identity.data?.maxApplicantsPerOrder : undefined;
  return { maxApplicants, limit: applicantLimitOf(maxApplicants), known: !isAgency || !identity.isPending };
}
