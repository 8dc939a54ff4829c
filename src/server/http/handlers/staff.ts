import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import type { StaffPrincipal } from '../../staff/sessions.ts';
import { worksAt } from '../staff-auth.ts';
import { refuse } from './refusal.ts';

/** The signed-in staff member (set by the staff check); a call without one is asked to sign in again. */
export function currentStaff(c: Context<AppEnv>): StaffPrincipal {
  const staff = c.get('staff');
  if (!staff) return refuse(401, 'loginAgain');
  return staff;
}

/**
 * The caller (staff member or integration) may work records of `centerId`; otherwise code 403 "another center".
 * One check for the console and the integration API alike.
 */
export function requireCenter(c: Context<AppEnv>, centerId: string | null): void {
  const staff = c.get('staff');
  const integration = c.get('integration');
  if (staff && worksAt(staff, centerId)) return;
  if (integration && (integration.centerId === null || integration.centerId === centerId)) return;
  refuse(403, 'otherCenter');
}
