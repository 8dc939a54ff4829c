import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { listsCenters, useCenterName } from '../../staff-admin/api/centers';
import { staffAdminNav } from '../../staff-admin/staff-admin-routes';
import type { StaffMember } from '../api/session';
import { useStaffText } from '../strings';
import { mayRefund } from '../refunds/refund-roles';
import { SignOutButtons } from './sign-out-buttons';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 font-medium ${isActive ? 'bg-blue-900 text-white' : 'text-blue-900 hover:bg-blue-50'}`;

// What this person may open: the work on orders for everyone who works them, the refunds for the roles the contract
// lets refund, then the admin pages their role is named for (src/features/staff-admin/staff-admin-routes.ts). The server refuses the rest anyway.
export function StaffNav({ me }: { me: StaffMember }) {
  const { t } = useTranslation();
  const { text } = useStaffText();
  const admin = staffAdminNav.filter((entry) => entry.roles.includes(me.role));
  const worksOrders = me.role !== 'editor';
  const centerName = useCenterName({ enabled: Boolean(me.centerId) && listsCenters(me.role) });
  return (
    <div className="border-b border-slate-300 bg-white">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2">
        <nav aria-label={text('nav.label')}>
          <ul className="flex flex-wrap gap-1">
            {worksOrders ? <li><NavLink to="/staff" end className={linkClass}>{text('nav.work')}</NavLink></li> : null}
            {mayRefund(me.role) ? <li><NavLink to="/staff/refunds" className={linkClass}>{text('nav.refunds')}</NavLink></li> : null}
            {admin.map((entry) => (
              <li key={entry.path}><NavLink to={`/staff/${entry.path}`} className={linkClass}>{t(entry.labelKey)}</NavLink></li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="[overflow-wrap:anywhere]">
            <span className="font-semibold">{me.name}</span>
            <span className="text-slate-700"> · {text(`role.${me.role}`)} · {me.centerId ? centerName(me.centerId) : text('allCenters')}</span>
          </p>
          <SignOutButtons />
        </div>
      </div>
    </div>
  );
}
