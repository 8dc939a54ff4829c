import { createContext, useContext } from 'react';
import type { StaffMember } from '../api/session';

/** The signed-in staff member, for the screens under RequireStaff. */
export const StaffMeContext = createContext<StaffMember | null>(null);

export function useStaffMe(): StaffMember {
  const me = useContext(StaffMeContext);
  if (!me) throw new Error('useStaffMe() is for screens under RequireStaff');
  return me;
}

/** Supervisors and admins see an order's audit trail and record decisions. */
export const seesAuditTrail = (me: StaffMember) => me.role === 'supervisor' || me.role === 'admin';
