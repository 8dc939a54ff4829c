import { expect } from 'vitest';
import { generate } from 'otplib';
import { createAdmin } from '../../src/server/staff/commands.ts';
import { ENROLMENT_PATH } from '../../src/server/staff/policy.ts';
import type { AccountServer } from './account-support.ts';
import type { TestServer } from '../support/server.ts';

// Staff identity through its own calls (decision 093): enrolment by link, the password, then a real TOTP code
// computed here from the secret the enrolment page gave, at the server's (moved) clock.

export interface Enrolled { email: string; password: string; secret: string; recoveryCodes: string[] }

export const PASSWORD = 'correct horse battery';

/** The code an authenticator app shows at `at`. */
export const totpAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** The token of a link as the mail or the command prints it. */
export function tokenOfLink(text: string): string {
  const match = new RegExp(`${ENROLMENT_PATH.replace(/\//g, '\\/')}([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no enrolment link in: ${text}`);
  return match[1]!;
}

export async function enrol(server: AccountServer, token: string, password = PASSWORD): Promise<Omit<Enrolled, 'email' | 'password'> & { email: string }> {
  const page = await server.call('GET', `/api-staff/enrolment/${token}`);
  expect(page.body.code).toBe(0);
  const { secret, email } = page.body.data as { secret: string; email: string };
  const done = await server.call('POST', `/api-staff/enrolment/${token}`, { body: { password, code: await totpAt(secret, server.clock.now()) } });
  expect(done.body).toMatchObject({ code: 0 });
  return { email, secret, recoveryCodes: (done.body.data as { recoveryCodes: string[] }).recoveryCodes };
}

/** An admin made as the command makes one, enrolled through their link. */
export async function enrolledAdmin(server: AccountServer, email: string): Promise<Enrolled> {
  const made = await createAdmin(server.database.db, { email, name: `Admin ${email}` }, server.clock.now());
  if (!made.ok) throw new Error(made.message);
  const enrolled = await enrol(server, made.token);
  return { ...enrolled, password: PASSWORD };
}

export const bearer = (token: string) => `Bearer ${token}`;

export async function passwordStep(server: TestServer, email: string, password: string, language = 'zh') {
  return server.call('POST', '/api-staff/session', { body: { email, password }, language });
}

/**
 * A whole sign-in, a time step after the last one (a TOTP code works once): the open session's bearer header.
 */
export async function signedIn(server: AccountServer, person: Pick<Enrolled, 'email' | 'password' | 'secret'>): Promise<string> {
  server.clock.advance(30);
  const first = await passwordStep(server, person.email, person.password);
  expect(first.body).toMatchObject({ code: 0 });
  const auth = bearer((first.body.data as { token: string }).token);
  const second = await server.call('POST', '/api-staff/session/second-factor', { auth, body: { code: await totpAt(person.secret, server.clock.now()) } });
  expect(second.body).toMatchObject({ code: 0 });
  return auth;
}
