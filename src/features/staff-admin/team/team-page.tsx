import { useState } from 'react';
import { QueryView } from '../../../ui/query-states';
import { useCenterName } from '../api/centers';
import { useSignedInStaff } from '../api/me';
import { useTeam, type TeamMember } from '../api/team';
import { AdminPage, AdminSection, Done, headCellClass, TableFrame, tableClass } from '../parts/admin-page';
import { useAdminText } from '../strings';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';

// Team (admin): who works at which center in which role, whether they have enrolled their second factor; invite,
// change, disable or enable, and reset (a new enrolment link by e-mail).
export function TeamPage() {
  const { text } = useAdminText();
  const team = useTeam();
  const me = useSignedInStaff();
  const centerName = useCenterName();
  const [done, setDone] = useState('');
  const onInvited = (member: TeamMember, mailSent: boolean) =>
    setDone(text(mailSent ? 'team.invited' : 'team.mailNotSent', { name: member.name, email: member.email }));

  return (
    <AdminPage intro={text('team.intro')}>
      <Done message={done} />
      <AdminSection id="team-list" title={text('team.listTitle')}>
        <QueryView query={team} isEmpty={(data) => data.length === 0} empty={<p className="py-4 text-slate-700">{text('team.none')}</p>}>
          {(data) => (
            <TableFrame label={text('team.listTitle')}>
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col" className={headCellClass}>{text('team.person')}</th>
                    <th scope="col" className={headCellClass}>{text('team.role')}</th>
                    <th scope="col" className={headCellClass}>{text('team.center')}</th>
                    <th scope="col" className={headCellClass}>{text('team.statusTitle')}</th>
                    <th scope="col" className={headCellClass}>{text('team.totp')}</th>
                    <th scope="col" className={headCellClass}><span className="sr-only">{text('actions')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((member) => (
                    <MemberRow key={member.id} member={member} centerName={centerName(member.centerId)} isSelf={member.id === me.data?.id} onDone={setDone} />
                  ))}
                </tbody>
              </table>
            </TableFrame>
          )}
        </QueryView>
      </AdminSection>
      <AdminSection id="team-invite" title={text('team.inviteTitle')}>
        <InviteForm onInvited={onInvited} />
      </AdminSection>
    </AdminPage>
  );
}
