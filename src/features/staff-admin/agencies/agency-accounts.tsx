import { useState } from 'react';
import { QueryView } from '../../../ui/query-states';
import { refusalText } from '../../staff/api/staff-api';
import { reinstateAgencyAccount, suspendAgencyAccount, useAgencyAccounts, useAgencyChange, type StaffAgencyAccount } from '../api/agencies';
import { cellClass, Done, headCellClass, Refused, secondaryButtonClass, TableFrame, tableClass } from '../parts/admin-page';
import { ReasonAction } from '../parts/reason-action';
import { useAdminText } from '../strings';

/** The agency's main account and sub-accounts; an admin suspends one (a guide who left) while the others work on. */
export function AgencyAccounts({ agencyId, canEdit }: { agencyId: string; canEdit: boolean }) {
  const { text } = useAdminText();
  const accounts = useAgencyAccounts(agencyId);
  const [done, setDone] = useState('');
  return (
    <>
      <Done message={done} />
      <QueryView query={accounts} isEmpty={(data) => data.length === 0} empty={<p className="py-4 text-slate-700">{text('agencies.noAccounts')}</p>}>
        {(data) => (
          <TableFrame label={text('agencies.accountsTitle')}>
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={headCellClass}>{text('agencies.account')}</th>
                  <th scope="col" className={headCellClass}>{text('agencies.usedBy')}</th>
                  <th scope="col" className={headCellClass}>{text('agencies.accountRole')}</th>
                  <th scope="col" className={headCellClass}>{text('agencies.statusTitle')}</th>
                  {canEdit ? <th scope="col" className={headCellClass}><span className="sr-only">{text('actions')}</span></th> : null}
                </tr>
              </thead>
              <tbody>
                {data.map((account) => <AccountRow key={account.account} agencyId={agencyId} account={account} canEdit={canEdit} onDone={setDone} />)}
              </tbody>
            </table>
          </TableFrame>
        )}
      </QueryView>
    </>
  );
}

function AccountRow({ agencyId, account, canEdit, onDone }: { agencyId: string; account: StaffAgencyAccount; canEdit: boolean; onDone: (message: string) => void }) {
  const { text } = useAdminText();
  const suspend = useAgencyChange(suspendAgencyAccount);
  const reinstate = useAgencyChange(reinstateAgencyAccount);
  const [refused, setRefused] = useState('');
  const suspended = account.suspendedAt !== null;
  const lift = async () => {
    setRefused('');
    try {
      await reinstate.mutateAsync([agencyId, account.account]);
      onDone(text('agencies.accountReinstated', { account: account.account }));
    } catch (error) {
      setRefused(refusalText(error));
    }
  };
  return (
    <tr>
      <th scope="row" className={`${cellClass} break-all font-semibold`}>{account.account}</th>
      <td className={cellClass}>{account.name}</td>
      <td className={cellClass}>{text(`agencies.role.${account.role}`)}</td>
      <td className={cellClass}>{text(suspended ? 'agencies.accountSuspended' : 'agencies.accountActive')}</td>
      {canEdit ? (
        <td className={cellClass}>
          <Refused message={refused} />
          {suspended ? (
            <button type="button" className={secondaryButtonClass} disabled={reinstate.isPending} onClick={() => void lift()}>
              {text('agencies.reinstate')}<span className="sr-only">{` ${account.account}`}</span>
            </button>
          ) : (
            <ReasonAction
              id={`account-${account.account}-reason`} label={text('agencies.suspend')} who={account.account} submitLabel={text('agencies.suspend')}
              onSubmit={async (reason) => {
                await suspend.mutateAsync([agencyId, account.account, reason]);
                onDone(text('agencies.accountSuspendedDone', { account: account.account }));
              }}
            />
          )}
        </td>
      ) : null}
    </tr>
  );
}
