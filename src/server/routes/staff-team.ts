import type { Context } from 'hono';
import type { components } from '../../api/schema.gen.ts';
import type { OperationHandlers } from '../app.ts';
import { addSeconds } from '../accounts/clock.ts';
import { auditActorOf } from '../audit/record.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { currentStaff } from '../http/handlers/staff.ts';
import { enrolmentLink, enrolmentMail } from '../staff/enrolment-mail.ts';
import type { LinkPurpose } from '../staff/links.ts';
import { staffMessages } from '../staff/messages.ts';
import { STAFF_LINK_VALID_SECONDS } from '../staff/policy.ts';
import { changeMember, invite, placementProblem, resetFactor, teamMemberOf, teamRows, type TeamMember } from '../staff/team.ts';

// The team, for admins only (the contract's `staffAuth: [admin]`): invitations by e-mail, roles, centers, disabling
// and resetting a person's sign-in. Bodies reach these handlers already checked against the contract.

type Schemas = components['schemas'];

/** Through the applicants' mail provider: the sandbox's outbox, or SMTP live. A refused send is said, not hidden. */
async function mailLink(c: Context<AppEnv>, purpose: LinkPurpose, member: TeamMember, token: string) {
  const accounts = c.get('accounts');
  const link = enrolmentLink(c.get('config').publicOrigin, token);
  const delivery = await accounts.mail.send({
    to: member.email, ...enrolmentMail(purpose, member.name, link, addSeconds(accounts.now(), STAFF_LINK_VALID_SECONDS)), purpose: 'staffEnrolment',
  });
  return { member, mailSent: delivery.delivered };
}

async function placed(c: Context<AppEnv>, role: Schemas['StaffRole'], centerId: string | null) {
  const problem = await placementProblem(c.get('db'), role, centerId);
  if (problem) refuseField(c, 'centerId', staffMessages[problem]);
}

export const staffTeamHandlers: OperationHandlers = {
  async listStaff(c) {
    const rows = await teamRows(c.get('db'));
    c.header('Cache-Control', 'no-store');
    return ok(c, 'listStaff', rows.map(teamMemberOf));
  },

  async inviteStaff(c) {
    const admin = currentStaff(c);
    const body = (await jsonBody(c)) as Schemas['StaffInviteRequest'];
    await placed(c, body.role, body.centerId);
    const made = await invite(c.get('db'), auditActorOf(c), { ...body, invitedBy: admin.id }, c.get('accounts').now());
    if (!made) return refuseField(c, 'email', staffMessages.emailTaken, {}, 409);
    return ok(c, 'inviteStaff', await mailLink(c, 'enrol', made.member, made.token));
  },

  async updateStaff(c) {
    const admin = currentStaff(c);
    const body = (await jsonBody(c)) as Schemas['StaffUpdateRequest'];
    await placed(c, body.role, body.centerId);
    const verdict = await changeMember(c.get('db'), { ...auditActorOf(c), id: admin.id }, c.req.param('id') ?? '', body, c.get('accounts').now());
    if ('refused' in verdict) {
      if (verdict.refused === 'notFound') return refuse(404, 'notFound');
      return refuse(409, staffMessages[verdict.refused]);
    }
    return ok(c, 'updateStaff', verdict.member);
  },

  async resetStaff(c) {
    const made = await resetFactor(c.get('db'), auditActorOf(c), c.req.param('id') ?? '', c.get('accounts').now());
    if (!made) return refuse(404, 'notFound');
    return ok(c, 'resetStaff', await mailLink(c, 'reset', made.member, made.token));
  },
};
