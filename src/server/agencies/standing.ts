import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { Localized } from '../http/language.ts';
import { fillIn } from '../http/fill-in.ts';
import { centerAdminMessages } from '../center-admin/messages.ts';
import type { AgencyRow } from './store.ts';

// Whether an agency's account may work today (decision 096). Signing in needs the agency and the account not
// suspended; starting an order also needs a certificate in force. Checked on the agency's row as it is now, so a
// suspension counts from the request after it, in every process.

export type AgencyStatus = 'valid' | 'expired' | 'revoked' | 'suspended';

/** What stops the agency ordering today (China's date), suspension first; 'valid' when nothing does. */
export function agencyStatus(agency: Pick<AgencyRow, 'certified' | 'certifiedUntil' | 'suspendedAt'>, today: string): AgencyStatus {
  if (agency.suspendedAt) return 'suspended';
  if (!agency.certified) return 'revoked';
  return agency.certifiedUntil && agency.certifiedUntil < today ? 'expired' : 'valid';
}

/** Why an agency account may not sign in (undefined: it may, or it is no agency's). */
export async function signInRefusal(db: Db, userId: string): Promise<Localized | undefined> {
  const [row] = await db.select({ agency: t.travelAgencies, suspendedAt: t.users.suspendedAt }).from(t.users)
    .innerJoin(t.travelAgencies, eq(t.travelAgencies.id, t.users.agencyId))
    .where(eq(t.users.id, userId));
  if (!row) return undefined;
  if (row.agency.suspendedAt) return centerAdminMessages.agencySuspended;
  return row.suspendedAt ? centerAdminMessages.agencyAccountSuspended : undefined;
}

/** Why an agency account may not start an order today (undefined: it may, or it is no agency's). */
export async function orderRefusal(db: Db, userId: string, today: string): Promise<Localized | undefined> {
  const [row] = await db.select({ agency: t.travelAgencies, suspendedAt: t.users.suspendedAt, kind: t.users.kind }).from(t.users)
    .innerJoin(t.travelAgencies, eq(t.travelAgencies.id, t.users.agencyId))
    .where(eq(t.users.id, userId));
  if (!row || row.kind !== 'travelAgency') return undefined;
  const { agency } = row;
  if (agency.suspendedAt) return centerAdminMessages.agencySuspended;
  if (row.suspendedAt) return centerAdminMessages.agencyAccountSuspended;
  if (!agency.certified) return centerAdminMessages.agencyCertificateRevoked;
  if (agency.certifiedUntil && agency.certifiedUntil < today) return fillIn(centerAdminMessages.agencyCertificateExpired, { until: agency.certifiedUntil });
  if (agency.certifiedFrom && agency.certifiedFrom > today) return fillIn(centerAdminMessages.agencyCertificateNotYet, { from: agency.certifiedFrom });
  return undefined;
}
