import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { asc, eq, inArray } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { StaffRole } from '../db/tables/staff.ts';
import { clientAddress } from '../http/client-address.ts';
import type { AppEnv } from '../http/env.ts';
import { defaultCenterId } from '../orders/reservations.ts';
import { createStaffTokens } from '../staff/sessions.ts';
import { sameSite } from './backoffice-page.ts';
import { escapeHtml as escape, sandboxPage } from './sandbox-html.ts';

// The sandbox's way into the staff console (issue 33 item 6): one sandbox staff member per role, made on first use
// at the center a trial application goes to (the admin for every center), and a button that opens the console as any of them with a
// full session (second factor counted as done), so a tester or a browser test works the orders through the same
// screens and calls as production. Mounted only in sandbox mode (app.ts); outside it /dev answers 404.
//
// CSRF as the back office (backoffice-page.ts): a form token made when the server starts, printed in the page and
// never in a cookie, and a cross-site POST refused by its Sec-Fetch-Site / Origin headers.

export const SANDBOX_STAFF_ROLES = ['clerk', 'supervisor', 'finance', 'editor', 'admin'] as const satisfies readonly StaffRole[];
type SandboxRole = (typeof SANDBOX_STAFF_ROLES)[number];
const isSandboxRole = (value: unknown): value is SandboxRole => SANDBOX_STAFF_ROLES.some((role) => role === value);

export const sandboxStaffId = (role: SandboxRole) => `sandbox-${role}`;

/** Each says "sandbox" in its name and address, so no audit row of theirs passes for a real person's. */
const sandboxSeat = (role: SandboxRole, centerId: string) => ({
  id: sandboxStaffId(role),
  email: `${role}@staff.sandbox.invalid`,
  name: `Sandbox ${role} (沙箱)`,
  role,
  centerId: role === 'admin' ? null : centerId,
});

/**
 * The first center the visa choice offers (Beijing as seeded): the sandbox's trial orders go there. The table's
 * default center is the national service's fallback copy, which the choice no longer offers (decision 084), so its
 * staff would see none of them.
 */
export async function sandboxStaffCenterId(db: Db): Promise<string> {
  const [first] = await db.select({ id: t.centers.id }).from(t.centers).where(eq(t.centers.isDefault, false)).orderBy(asc(t.centers.sort), asc(t.centers.id)).limit(1);
  return first?.id ?? defaultCenterId(db);
}

/** Made once: a second process or a second click inserts nothing (the primary key and the e-mail are unique). */
async function ensureSandboxStaff(db: Db, at: Date) {
  const centerId = await sandboxStaffCenterId(db);
  await db.insert(t.staffUsers)
    .values(SANDBOX_STAFF_ROLES.map((role) => ({ ...sandboxSeat(role, centerId), status: 'active' as const, createdAt: at, totpConfirmedAt: at })))
    .onConflictDoNothing();
  return db.select().from(t.staffUsers).where(inArray(t.staffUsers.id, SANDBOX_STAFF_ROLES.map(sandboxStaffId)));
}

export function mountStaffSandbox(app: Hono<AppEnv>) {
  const csrf = randomBytes(24).toString('base64url');
  const tokenOk = (given: unknown) => typeof given === 'string' && given.length === csrf.length && timingSafeEqual(Buffer.from(given), Buffer.from(csrf));

  app.get('/dev/staff', async (c) => {
    const staff = await ensureSandboxStaff(c.get('db'), c.get('accounts').now());
    const rows = SANDBOX_STAFF_ROLES.map((role) => {
      const seat = staff.find((row) => row.id === sandboxStaffId(role));
      if (!seat) return '';
      return `<tr><th scope="row">${escape(role)}</th><td>${escape(seat.name)}<br><small>${escape(seat.email)}</small></td><td>${escape(seat.centerId ?? 'all centers')}</td>
<td><form method="post" action="/dev/staff/open"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="role" value="${escape(role)}">
<button type="submit">Open the console as ${escape(role)}</button></form></td></tr>`;
    }).join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(sandboxPage({
      title: 'staff console',
      banner: 'sandbox staff for testers. Not real people; not for production.',
      style: 'form{margin:0}button{font:inherit;padding:.2rem .6rem}',
      main: `<h1>Staff console as a sandbox staff member</h1>
<p>Each button signs this browser tab into <a href="/staff">the staff console</a> as that sandbox staff member, second factor
counted as done: the same screens and calls as production, each move written to the audit trail under the sandbox name.
Production staff sign in with a password and an authenticator app instead (README, "Running the center").</p>
<p><a href="/dev/orders">The back office's order list</a></p>
<table><caption>Sandbox staff, made on first use</caption>
<thead><tr><th scope="col">Role</th><th scope="col">Who</th><th scope="col">Center</th><th scope="col">Console</th></tr></thead>
<tbody>${rows}</tbody></table>`,
    }));
  });

  app.post('/dev/staff/open', async (c) => {
    const form = await c.req.parseBody();
    if (!sameSite(c) || !tokenOk(form.csrf)) return c.text('Refused: the form token is missing or stale (reload /dev/staff).', 403);
    if (!isSandboxRole(form.role)) return c.text(`Unknown role; one of ${SANDBOX_STAFF_ROLES.join(', ')}`, 400);
    const db = c.get('db');
    const now = c.get('accounts').now;
    const staff = (await ensureSandboxStaff(db, now())).find((row) => row.id === sandboxStaffId(form.role as SandboxRole));
    if (!staff) return c.text('The sandbox staff member could not be made.', 500);
    const actor: AuditActor = {
      kind: 'staff', id: staff.id, label: staff.email, role: staff.role, centerId: staff.centerId,
      address: clientAddress(c), requestId: c.get('requestId') ?? null,
    };
    // The session and its audit row land together, as a production sign-in's do.
    const token = await db.transaction(async (tx) => {
      const tokens = createStaffTokens(tx as unknown as Db, c.get('config').tokenSecret, now);
      const issued = await tokens.issue(staff.id, actor.address);
      await tokens.completeSecondFactor(issued.sessionId);
      await recordAudit(tx, actor, {
        action: 'staff.signIn', recordKind: 'staff', recordId: staff.id, centerId: staff.centerId, after: { method: 'sandbox', sessionId: issued.sessionId },
      }, now());
      return issued.token;
    });
    c.header('Cache-Control', 'no-store');
    // A fragment is never sent to a server nor written to its logs; the console takes it out of the address at once.
    return c.redirect(`/staff#session=${encodeURIComponent(token)}`, 303);
  });
}
