import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useMe } from '../api/session';
import { getStaffToken, subscribeStaffToken } from '../api/staff-token';
import { refusalText, signInPathFor } from '../api/staff-api';
import { useStaffText } from '../strings';
import { StaffMain } from './staff-main';
import { StaffMeContext } from './staff-me';
import { StaffNav } from './staff-nav';
import { IdleWarning } from './idle-warning';

export const useStaffToken = () => useSyncExternalStore(subscribeStaffToken, getStaffToken, () => null);

// Every console screen but sign-in and enrolment: without a session the person signs in and comes back here.
export function RequireStaff() {
  const token = useStaffToken();
  const { pathname, search } = useLocation();
  const me = useMe(Boolean(token));
  const { text } = useStaffText();
  if (!token) return <Navigate to={signInPathFor(pathname + search)} replace />;
  if (me.isPending) {
    return (
      <StaffMain>
        <p role="status" className="py-6 text-slate-700">{text('loading')}</p>
      </StaffMain>
    );
  }
  if (me.isError) {
    return (
      <StaffMain>
        <div role="alert" className="my-6 border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
          <p>{refusalText(me.error)}</p>
          <button type="button" onClick={() => void me.refetch()} className="mt-3 rounded border-2 border-red-800 px-3 py-1 font-medium hover:bg-white">
            {text('retry')}
          </button>
        </div>
      </StaffMain>
    );
  }
  return (
    <StaffMeContext.Provider value={me.data}>
      <StaffNav me={me.data} />
      <StaffMain>
        <Outlet />
      </StaffMain>
      <IdleWarning />
    </StaffMeContext.Provider>
  );
}
