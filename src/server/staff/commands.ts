import type { Db } from '../db/open.ts';
import { systemActor } from '../audit/record.ts';
import { findByEmail, invite, resetFactor } from './team.ts';

// What `npm run staff` does, as functions the command and its tests call: the first admin, and a way back in for
// anyone (an admin included) whose phone or password is lost. Both answer a one-time link, never a password.

const actor = systemActor('npm run staff');

export type CommandResult = { ok: true; token: string } | { ok: false; message: string };

export async function createAdmin(db: Db, input: { email: string; name: string }, at: Date): Promise<CommandResult> {
  const made = await invite(db, actor, { email: input.email, name: input.name, role: 'admin', centerId: null, invitedBy: null }, at);
  if (!made) return { ok: false, message: `${input.email.trim().toLowerCase()} is a staff member already: to send them a new link, run  npm run staff -- reset --email ${input.email.trim()}` };
  return { ok: true, token: made.token };
}

export async function resetByEmail(db: Db, email: string, at: Date): Promise<CommandResult> {
  const staff = await findByEmail(db, email);
  if (!staff) return { ok: false, message: `No staff member has the e-mail ${email.trim().toLowerCase()}.` };
  const made = await resetFactor(db, actor, staff.id, at);
  return made ? { ok: true, token: made.token } : { ok: false, message: `No staff member has the e-mail ${email.trim().toLowerCase()}.` };
}
