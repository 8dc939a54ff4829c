import { Link } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths';
import { useStoredSession } from '../../lib/session-hooks';
import { ApiError } from '../../lib/api';
import { QueryView } from '../../ui/query-states';
import { useRouteHandle } from '../../ui/use-route-handle';
import { useAgencyIdentity } from './api/agency';
import { AgencyOrders } from './agency-orders';
import { IdentityDetails } from './identity-details';
import { useAgencyText } from './strings';

// TravelAgencyIdentity (spec §2, issue 16 item 4): the certified agency as the center recorded it, a way into the
// guided flow on a client's behalf, and the orders all of the agency's accounts placed. An applicant who opens it
// is told it is for agencies (the server refuses the calls as well: decision 040).
export function AgencyIdentityPage() {
  const { t, text } = useAgencyText();
  const handle = useRouteHandle();
  const session = useStoredSession();
  const isAgency = session.userInfo?.kind === 'travelAgency';
  const identity = useAgencyIdentity(isAgency);
  const refused = identity.error instanceof ApiError && identity.error.failure.kind !== 'network';

  return (
    <section className="mx-auto max-w-4xl py-4" aria-labelledby="page-title">
      <h1 id="page-title" className="mb-6 text-3xl font-bold text-blue-950">{handle ? t(handle.titleKey) : ''}</h1>
      {!isAgency || refused ? (
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <p className="mb-4 text-slate-800">{text('notAgency')}</p>
          <Link to={pathOf('login', { tab: 'agency' })} className="text-blue-900 underline underline-offset-2">{text('agencyLogin')}</Link>
        </div>
      ) : (
        <QueryView query={identity}>
          {(data) => (
            <>
              <IdentityDetails identity={data} />
              <p className="my-6">
                <Link to={pathOf('choiceVisaType')} className="inline-block rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400">
                  {text('applyForClient')}
                </Link>
              </p>
              <p className="mb-6 text-slate-700">{text('limitHint', { count: data.maxApplicantsPerOrder })}</p>
              <AgencyOrders />
            </>
          )}
        </QueryView>
      )}
    </section>
  );
}
