import type { Context } from 'hono';
import type { OperationHandlers } from '../app.ts';
import { auditActorOf } from '../audit/record.ts';
import {
  agencyAccounts, agencyOut, centerIdsOf, centersNamed, createAgency, findAgency, isAgencyAccount, listAgencies, setAccountSuspended,
  setAgencySuspended, updateAgency, type AgencyInput,
} from '../center-admin/agencies.ts';
import { centerAdminMessages } from '../center-admin/messages.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { now, today } from '../http/handlers/clock.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { currentStaff } from '../http/handlers/staff.ts';
import { paging } from '../http/query.ts';

// The center's travel agencies (issue 33, decision 096): an admin certifies, edits and suspends; a supervisor reads
// the agencies certified for their own center. The contract has checked each body's shape before these run.

/** An agency the caller may see: any for an admin, one certified for their center for a supervisor. */
async function visibleAgency(c: Context<AppEnv>) {
  const db = c.get('db');
  const id = c.req.param('agencyId') ?? '';
  const row = (await findAgency(db, id)) ?? refuse(404, centerAdminMessages.agencyUnknown);
  const staff = currentStaff(c);
  if (staff.role !== 'admin' && !((await centerIdsOf(db, [id])).get(id) ?? []).includes(staff.centerId ?? '')) refuse(403, 'otherCenter');
  return row;
}

/** Rules the contract cannot say: the certificate's dates in order, and centers that exist and take orders. */
async function checkedInput(c: Context<AppEnv>): Promise<AgencyInput> {
  const input = (await jsonBody(c)) as AgencyInput;
  if (input.certifiedUntil < input.certifiedFrom) refuseField(c, 'certifiedUntil', centerAdminMessages.validityOrder);
  const centers = await centersNamed(c.get('db'), input.centerIds);
  input.centerIds.forEach((id, index) => {
    const center = centers.find((row) => row.id === id);
    if (!center) refuseField(c, `centerIds.${index}`, centerAdminMessages.centerUnknown);
    else if (center.isDefault) refuseField(c, `centerIds.${index}`, centerAdminMessages.centerNotForOrders);
  });
  return input;
}

/** The agency as it is now, as every agency operation answers it. */
async function agencyNow(c: Context<AppEnv>, id: string) {
  const db = c.get('db');
  const row = (await findAgency(db, id)) ?? refuse(404, centerAdminMessages.agencyUnknown);
  c.header('Cache-Control', 'no-store');
  return agencyOut(db, row, today(c));
}

const reasonOf = async (c: Context<AppEnv>) => ((await jsonBody(c)) as { reason: string }).reason.trim();

export const staffAgencyHandlers: OperationHandlers = {
  async listStaffAgencies(c) {
    const staff = currentStaff(c);
    const asked = c.req.query('centerId') || undefined;
    // A supervisor's list is their center's, whatever they ask for.
    if (staff.role !== 'admin' && asked && asked !== staff.centerId) refuse(403, 'otherCenter');
    const centerId = staff.role === 'admin' ? asked : staff.centerId ?? '';
    const { page, size, offset } = paging(c);
    const { records, total } = await listAgencies(c.get('db'), { q: c.req.query('q')?.trim() || undefined, centerId, size, offset }, today(c));
    c.header('Cache-Control', 'no-store');
    return ok(c, 'listStaffAgencies', { records, total, page, size });
  },

  async getStaffAgency(c) {
    const row = await visibleAgency(c);
    return ok(c, 'getStaffAgency', await agencyNow(c, row.id));
  },

  async createStaffAgency(c) {
    const input = await checkedInput(c);
    const row = await createAgency(c.get('db'), auditActorOf(c), input, now(c));
    return ok(c, 'createStaffAgency', await agencyNow(c, row.id));
  },

  async updateStaffAgency(c) {
    const id = c.req.param('agencyId') ?? '';
    const input = await checkedInput(c);
    const row = (await updateAgency(c.get('db'), auditActorOf(c), id, input, now(c))) ?? refuse(404, centerAdminMessages.agencyUnknown);
    return ok(c, 'updateStaffAgency', await agencyNow(c, row.id));
  },

  async suspendStaffAgency(c) {
    const id = c.req.param('agencyId') ?? '';
    const row = (await setAgencySuspended(c.get('db'), auditActorOf(c), id, true, await reasonOf(c), now(c))) ?? refuse(404, centerAdminMessages.agencyUnknown);
    return ok(c, 'suspendStaffAgency', await agencyNow(c, row.id));
  },

  async reinstateStaffAgency(c) {
    const id = c.req.param('agencyId') ?? '';
    const row = (await setAgencySuspended(c.get('db'), auditActorOf(c), id, false, null, now(c))) ?? refuse(404, centerAdminMessages.agencyUnknown);
    return ok(c, 'reinstateStaffAgency', await agencyNow(c, row.id));
  },

  async listStaffAgencyAccounts(c) {
    const row = await visibleAgency(c);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'listStaffAgencyAccounts', await agencyAccounts(c.get('db'), row.id));
  },

  async suspendStaffAgencyAccount(c) {
    return ok(c, 'suspendStaffAgencyAccount', await accountMove(c, true));
  },

  async reinstateStaffAgencyAccount(c) {
    return ok(c, 'reinstateStaffAgencyAccount', await accountMove(c, false));
  },
};

async function accountMove(c: Context<AppEnv>, suspend: boolean) {
  const db = c.get('db');
  const agencyId = c.req.param('agencyId') ?? '';
  const account = c.req.param('account') ?? '';
  if (!(await findAgency(db, agencyId))) refuse(404, centerAdminMessages.agencyUnknown);
  if (!(await isAgencyAccount(db, agencyId, account))) refuse(404, centerAdminMessages.agencyAccountUnknown);
  const row = await setAccountSuspended(db, auditActorOf(c), agencyId, account, suspend, suspend ? await reasonOf(c) : null, now(c));
  c.header('Cache-Control', 'no-store');
  return row ?? refuse(404, centerAdminMessages.agencyAccountUnknown);
}
