import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { refusalText } from '../../staff/api/staff-api';
import { resetStaff, updateStaff, useTeamChange, type TeamMember } from '../api/team';
import { cellClass, dangerButtonClass, Refused, secondaryButtonClass } from '../parts/admin-page';
import { useAdminText } from '../strings';
import { PlacementForm } from './placement-form';

/**
 * One person of the team and what an admin does to them. A refusal (the last admin, oneself) is said in the
 * server's words on the row it concerns.
 */
export function MemberRow({ member, centerName, isSelf, onDone }: { member: TeamMember; centerName: string; isSelf: boolean; onDone: (message: string) => void }) {
  const { t, text } = useAdminText();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<'status' | 'reset' | null>(null);
  const [refused, setRefused] = useState('');
  const update = useTeamChange(updateStaff);
  const reset = useTeamChange(resetStaff);
  const disabling = member.status !== 'disabled';

  const switchStatus = async () => {
    setRefused('');
    try {
      await update.mutateAsync([member.id, { role: member.role, centerId: member.centerId, status: disabling ? 'disabled' : 'active' }]);
      onDone(text(disabling ? 'team.disabled' : 'team.enabled', { name: member.name }));
    } catch (error) {
      setRefused(refusalText(error));
    } finally {
      setAsking(null);
    }
  };
  const sendReset = async () => {
    setRefused('');
    try {
      const { mailSent } = await reset.mutateAsync([member.id]);
      onDone(text(mailSent ? 'team.resetSent' : 'team.mailNotSent', { name: member.name, email: member.email }));
    } catch (error) {
      setRefused(refusalText(error));
    } finally {
      setAsking(null);
    }
  };

  return (
    <tr>
      <th scope="row" className={`${cellClass} font-normal`}>
        <span className="block font-semibold">{member.name}{isSelf ? <span className="font-normal text-slate-600">{` ${text('team.you')}`}</span> : null}</span>
        <span className="block break-all text-sm text-slate-700">{member.email}</span>
      </th>
      <td className={cellClass} colSpan={editing ? 2 : 1}>
        {editing ? (
          <PlacementForm member={member} onDone={(message) => { setEditing(false); if (message) onDone(message); }} />
        ) : t(`staff.role.${member.role}`)}
      </td>
      {editing ? null : <td className={cellClass}>{member.centerId ? centerName : t('staff.allCenters')}</td>}
      <td className={cellClass}>{text(`team.status.${member.status}`)}</td>
      <td className={cellClass}>{text(member.totpEnrolled ? 'team.totpYes' : 'team.totpNo')}</td>
      <td className={cellClass}>
        <Refused message={refused} />
        <div className="flex flex-wrap gap-2">
          {editing ? null : (
            <button type="button" className={secondaryButtonClass} onClick={() => setEditing(true)}>
              {text('team.change')}<span className="sr-only">{` ${member.name}`}</span>
            </button>
          )}
          <ConfirmDialog
            open={asking === 'status'}
            onOpenChange={(open) => setAsking(open ? 'status' : null)}
            trigger={(
              <button type="button" className={disabling ? dangerButtonClass : secondaryButtonClass}>
                {text(disabling ? 'team.disable' : 'team.enable')}<span className="sr-only">{` ${member.name}`}</span>
              </button>
            )}
            title={text(disabling ? 'team.disableTitle' : 'team.enableTitle', { name: member.name })}
            description={text(disabling ? 'team.disableText' : 'team.enableText')}
            confirmLabel={text(disabling ? 'team.disable' : 'team.enable')}
            keepLabel={text('keep')}
            busy={update.isPending}
            busyLabel={text('working')}
            onConfirm={() => void switchStatus()}
          />
          <ConfirmDialog
            open={asking === 'reset'}
            onOpenChange={(open) => setAsking(open ? 'reset' : null)}
            trigger={<button type="button" className={secondaryButtonClass}>{text('team.reset')}<span className="sr-only">{` ${member.name}`}</span></button>}
            title={text('team.resetTitle', { name: member.name })}
            description={<span className="[overflow-wrap:anywhere]">{text('team.resetText', { email: member.email })}</span>}
            confirmLabel={text('team.resetConfirm')}
            keepLabel={text('keep')}
            busy={reset.isPending}
            busyLabel={text('working')}
            onConfirm={() => void sendReset()}
          />
        </div>
      </td>
    </tr>
  );
}

