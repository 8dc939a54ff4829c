import { Link } from 'react-router-dom';
import { useState } from 'react';
import { QueryView } from '../../../ui/query-states';
import { reinstateAgency, suspendAgency, useAgency, useAgencyChange, type StaffAgency } from '../api/agencies';
import { useCenterName } from '../api/centers';
import { AdminSection, Done, Refused, secondaryButtonClass } from '../parts/admin-page';
import { ReasonAction } from '../parts/reason-action';
import { refusalText } from '../../staff/api/staff-api';
import { useAdminText } from '../strings';
import { AgencyAccounts } from './agency-accounts';
import { AgencyForm } from './agency-form';

/** One agency: its form for an admin (or its record for a supervisor), its suspension, its accounts. */
export function AgencyView({ agencyId, canEdit }: { agencyId: string | null; canEdit: boolean }) {
  const { text } = useAdminText();
  const back = <p className="mb-4"><Link to="?" className="text-blue-900 underline underline-offset-2">{text('agencies.back')}</Link></p>;
  if (!agencyId) {
    return <>{back}<AdminSection id="agency-new" title={text('agencies.new')}><AgencyForm agency={null} /></AdminSection></>;
  }
  return <>{back}<SavedAgency agencyId={agencyId} canEdit={canEdit} /></>;
}

function SavedAgency({ agencyId, canEdit }: { agencyId: string; canEdit: boolean }) {
  const { text } = useAdminText();
  const agency = useAgency(agencyId);
  return (
    <QueryView query={agency}>
      {(data) => (
        <>
          <AdminSection id="agency-record" title={data.name}>
            <p className="mb-4 font-semibold text-slate-900">{text(`agencies.status.${data.status}`)}</p>
            {canEdit ? <AgencyForm agency={data} /> : <AgencyRecord agency={data} />}
          </AdminSection>
          {canEdit ? <Suspension agency={data} /> : null}
          <AdminSection id="agency-accounts" title={text('agencies.accountsTitle')}>
            <AgencyAccounts agencyId={data.id} canEdit={canEdit} />
          </AdminSection>
        </>
      )}
    </QueryView>
  );
}

function AgencyRecord({ agency }: { agency: StaffAgency }) {
  const { text } = useAdminText();
  const centerName = useCenterName();
  const none = text('none');
  const rows: [string, string][] = [
    [text('agencies.licenceNo'), agency.licenceNo ?? none],
    [text('agencies.validity'), agency.certifiedFrom && agency.certifiedUntil ? `${agency.certifiedFrom} – ${agency.certifiedUntil}` : none],
    [text('agencies.centers'), agency.centerIds.map(centerName).join(text('listSeparator'))],
    [text('agencies.limit'), String(agency.maxApplicantsPerOrder)],
    [text('agencies.contactName'), agency.contact.name ?? none],
    [text('agencies.contactPhone'), agency.contact.phone ?? none],
    [text('agencies.contactEmail'), agency.contact.email ?? none],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="mb-2 font-semibold [overflow-wrap:anywhere] text-slate-950 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Suspension({ agency }: { agency: StaffAgency }) {
  const { text } = useAdminText();
  const suspend = useAgencyChange(suspendAgency);
  const reinstate = useAgencyChange(reinstateAgency);
  const [done, setDone] = useState('');
  const [refused, setRefused] = useState('');
  const suspended = agency.suspendedAt !== null;
  const lift = async () => {
    setRefused('');
    try {
      await reinstate.mutateAsync([agency.id]);
      setDone(text('agencies.reinstated', { name: agency.name }));
    } catch (error) {
      setRefused(refusalText(error));
    }
  };
  return (
    <AdminSection id="agency-suspension" title={text('agencies.suspension')}>
      <Done message={done} />
      <Refused message={refused} />
      <p className="mb-3 text-slate-800">{text(suspended ? 'agencies.suspendedText' : 'agencies.suspendText')}</p>
      {suspended ? (
        <button type="button" className={secondaryButtonClass} disabled={reinstate.isPending} onClick={() => void lift()}>
          {reinstate.isPending ? text('working') : text('agencies.reinstate')}
        </button>
      ) : (
        <ReasonAction
          id="agency-suspend-reason" label={text('agencies.suspend')} who={agency.name} submitLabel={text('agencies.suspend')}
          onSubmit={async (reason) => {
            await suspend.mutateAsync([agency.id, reason]);
            setDone(text('agencies.suspended', { name: agency.name }));
          }}
        />
      )}
    </AdminSection>
  );
}
