import type { Context } from 'hono';
import { centerIdsOfAgency } from '../agencies/centers.ts';
import { agencyMessages } from '../agencies/messages.ts';
import { accountsOfAgency, agencyOfUser, listAgencyOrders } from '../agencies/store.ts';
import type { OperationHandlers } from '../app.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { paging } from '../http/query.ts';
import { toOrderSummary } from '../orders/detail.ts';
import { findCenter } from '../reference/store.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { chinaDayRange } from '../http/handlers/day-range.ts';
import { today } from '../http/handlers/clock.ts';

// The travel agency's own pages (issue 16 item 4, decision 040): its identity and the orders its accounts placed.
// An applicant's token is refused here (403), and an agency only ever reads rows of its own agency id.

async function requireAgency(c: Context<AppEnv>) {
  const mine = await agencyOfUser(c.get('db'), currentUserId(c));
  return mine ?? refuse(403, agencyMessages.agencyOnly);
}

/** valid, expired or revoked: what the center's certification says today (China's calendar day). */
function certificationStatus(agency: { certified: boolean; certifiedUntil: string | null }, today: string) {
  if (!agency.certified) return 'revoked' as const;
  return agency.certifiedUntil && agency.certifiedUntil < today ? 'expired' as const : 'valid' as const;
}

export const agencyHandlers: OperationHandlers = {
  async getAgencyIdentity(c) {
    const { agency, account } = await requireAgency(c);
    const db = c.get('db');
    // The identity names one center: the first the agency is certified for (the visa choice offers all of them).
    const [centerId] = await centerIdsOfAgency(db, agency.id);
    const center = centerId ? await findCenter(db, centerId) : undefined;
    const accounts = await accountsOfAgency(db, agency.id);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'getAgencyIdentity', {
      name: agency.name,
      licenceNo: agency.licenceNo,
      status: certificationStatus(agency, today(c)),
      certifiedFrom: agency.certifiedFrom,
      certifiedUntil: agency.certifiedUntil,
      contact: { name: agency.contactName, phone: agency.contactPhone, email: agency.contactEmail },
      center: center ? { id: center.id, name: pick(center.name, c.get('language')) } : null,
      maxApplicantsPerOrder: agency.maxApplicantsPerOrder,
      account: account ?? '',
      accounts: accounts.map((row) => ({ account: row.account ?? '', name: row.name ?? '', role: row.role === 'sub' ? 'sub' as const : 'main' as const })),
    });
  },

  async listAgencyOrders(c) {
    const { agency } = await requireAgency(c);
    const db = c.get('db');
    const clientName = (c.req.query('clientName') ?? '').trim();
    if (clientName.length > 50) refuseField(c, 'clientName', agencyMessages.clientNameTooLong);
    const { from, to } = chinaDayRange(c);
    const { page, size, offset } = paging(c);
    const { rows, total } = await listAgencyOrders(db, agency.id, { clientName: clientName || undefined, from, to, size, offset });
    const records = await Promise.all(rows.map((row) => toOrderSummary(db, row, c.get('language'))));
    c.header('Cache-Control', 'no-store');
    return ok(c, 'listAgencyOrders', { records, total, page, size });
  },
};
