import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../src/server/db/schema.ts';
import { systemActor } from '../../src/server/audit/record.ts';
import { changeMember } from '../../src/server/staff/team.ts';
import { databaseKinds } from '../support/database.ts';
import { outbox, startAccountServer, type AccountServer } from './account-support.ts';
import { staffToken } from './staff-support.ts';
import { enrol, enrolledAdmin, PASSWORD, passwordStep, signedIn, tokenOfLink, type Enrolled } from './staff-identity-support.ts';

// Issue 33 item 1, the team (decision 093): admins invite by e-mail through the mail provider, choose the role and
// center, disable and reset; nobody else may; the last active admin stays; every change is in the trail.
describe.each(databaseKinds())('the staff team (%s)', (kind) => {
  let server: AccountServer;
  let admin: Enrolled;
  let adminAuth: string;
  beforeAll(async () => {
    server = await startAccountServer(kind);
    admin = await enrolledAdmin(server, 'chief@center.example');
    adminAuth = await signedIn(server, admin);
  });
  afterAll(() => server?.close());

  // A session idles out after 15 minutes of the moved clock: each test signs the admin in afresh.
  const asAdmin = async () => (adminAuth = await signedIn(server, admin));
  const mailTo = async (email: string) => {
    const [mail] = await outbox(server, { recipient: email, channel: 'email' });
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  };
  const invite = (body: Record<string, unknown>, language = 'zh') => server.call('POST', '/api-staff/staff', { auth: adminAuth, body, language });
  const trail = (action: string, recordId: string) => server.database.db.select().from(t.auditLog)
    .where(and(eq(t.auditLog.action, action), eq(t.auditLog.recordId, recordId)));

  it('an invitation goes out by e-mail in Chinese, English and Korean; its link enrols the clerk, who then signs in with TOTP', async () => {
    await asAdmin();
    const answer = await invite({ email: 'Clerk.One@Center.example', name: '王芳', role: 'clerk', centerId: 'center-beijing' });
    expect(answer.body).toMatchObject({ code: 0, data: { mailSent: true, member: { email: 'clerk.one@center.example', role: 'clerk', centerId: 'center-beijing', status: 'invited', totpEnrolled: false } } });
    const mail = await mailTo('clerk.one@center.example');
    expect(mail.subject).toContain('签证中心工作人员账号邀请');
    expect(mail.body).toContain('王芳，您好');
    expect(mail.body).toContain('Open this link to choose a password');
    expect(mail.body).toContain('비밀번호(12자 이상)');
    expect(mail.body).toContain(`${server.baseUrl}/staff/enrol/`);

    const clerk = { ...(await enrol(server, tokenOfLink(mail.body))), password: PASSWORD };
    const clerkAuth = await signedIn(server, clerk);
    expect((await server.call('GET', '/api-staff/me', { auth: clerkAuth })).body).toMatchObject({ code: 0, data: { role: 'clerk', centerId: 'center-beijing', status: 'active' } });

    const id = (answer.body.data as { member: { id: string } }).member.id;
    expect(await trail('staff.invite', id)).toEqual([expect.objectContaining({
      actorKind: 'staff', actorLabel: admin.email, actorRole: 'admin', centerId: 'center-beijing', before: null,
      after: { email: 'clerk.one@center.example', name: '王芳', role: 'clerk', centerId: 'center-beijing', status: 'invited', totpEnrolled: false },
    })]);
    const listed = await server.call('GET', '/api-staff/staff', { auth: adminAuth });
    expect(listed.body.data).toContainEqual(expect.objectContaining({ id, status: 'active', totpEnrolled: true }));
  });

  it('where a role sits: an admin has no center, everyone else one that exists; an e-mail is one person\'s', async () => {
    await asAdmin();
    const centerFor = async (body: Record<string, unknown>) => (await invite(body, 'en')).body;
    expect(await centerFor({ email: 'a2@center.example', name: 'A', role: 'admin', centerId: 'center-beijing' }))
      .toMatchObject({ code: 400, data: { fields: { centerId: 'An administrator works for every center: leave the center empty' } } });
    expect(await centerFor({ email: 'c2@center.example', name: 'C', role: 'clerk', centerId: null }))
      .toMatchObject({ code: 400, data: { fields: { centerId: 'Choose the visa center this person works at' } } });
    expect(await centerFor({ email: 'c3@center.example', name: 'C', role: 'supervisor', centerId: 'center-atlantis' }))
      .toMatchObject({ code: 400, data: { fields: { centerId: 'There is no such visa center' } } });
    // The contract itself refuses what it does not name, before the handler.
    expect((await centerFor({ email: 'c4@center.example', name: 'C', role: 'janitor', centerId: 'center-beijing' })).code).toBe(400);
    expect(await centerFor({ email: 'CHIEF@center.example', name: 'C', role: 'clerk', centerId: 'center-beijing' }))
      .toMatchObject({ code: 409, data: { fields: { email: 'A staff member already has this e-mail address' } } });
    const twins = await Promise.all([1, 2].map(() => invite({ email: 'twin@center.example', name: 'T', role: 'editor', centerId: 'center-beijing' })));
    expect(twins.map((answer) => answer.body.code).sort()).toEqual([0, 409]);
  });

  it('only admins: a clerk, a supervisor and an applicant are refused on every team call, and nothing changes', async () => {
    const before = await server.database.db.select().from(t.staffUsers);
    const target = before.find((row) => row.email === admin.email)!.id;
    const calls = [
      ['GET', '/api-staff/staff', undefined],
      ['POST', '/api-staff/staff', { email: 'sneaky@center.example', name: 'S', role: 'admin', centerId: null }],
      ['PUT', `/api-staff/staff/${target}`, { role: 'clerk', centerId: 'center-beijing', status: 'disabled' }],
      ['POST', `/api-staff/staff/${target}/reset`, undefined],
    ] as const;
    for (const role of ['clerk', 'supervisor', 'finance', 'editor'] as const) {
      const auth = await staffToken(server, { id: `team-${role}`, role, centerId: 'center-beijing' }, { now: server.clock.now });
      for (const [method, path, body] of calls) {
        const answer = await server.call(method, path, { auth, body, language: 'en' });
        expect([answer.status, answer.body.code, answer.body.msg]).toEqual([403, 403, 'Your role does not allow this']);
      }
    }
    for (const [method, path, body] of calls) expect((await server.call(method, path, { auth: 'Bearer not-staff', body })).status).toBe(403);
    const after = await server.database.db.select().from(t.staffUsers);
    expect(after.filter((row) => !row.id.startsWith('team-'))).toEqual(before.filter((row) => !row.id.startsWith('team-')));
  });

  it('disabling ends the person\'s sessions at once; enabling them again asks for a new sign-in; the trail has before and after', async () => {
    await asAdmin();
    const invited = await invite({ email: 'sup@center.example', name: 'Sup', role: 'supervisor', centerId: 'center-beijing' });
    const id = (invited.body.data as { member: { id: string } }).member.id;
    const sup = { ...(await enrol(server, tokenOfLink((await mailTo('sup@center.example')).body))), password: PASSWORD };
    const supAuth = await signedIn(server, sup);
    await asAdmin();

    const off = await server.call('PUT', `/api-staff/staff/${id}`, { auth: adminAuth, body: { role: 'supervisor', centerId: 'center-beijing', status: 'disabled' } });
    expect(off.body).toMatchObject({ code: 0, data: { status: 'disabled' } });
    expect((await server.call('GET', '/api-staff/me', { auth: supAuth })).status).toBe(401);
    expect((await passwordStep(server, sup.email, sup.password)).body.code).toBe(403);

    const on = await server.call('PUT', `/api-staff/staff/${id}`, { auth: adminAuth, body: { role: 'clerk', centerId: 'center-beijing', status: 'active', name: 'Sup Two' } });
    expect(on.body).toMatchObject({ code: 0, data: { status: 'active', role: 'clerk', name: 'Sup Two' } });
    expect((await server.call('GET', '/api-staff/me', { auth: supAuth })).status).toBe(401);
    expect((await server.call('GET', '/api-staff/me', { auth: await signedIn(server, sup) })).body).toMatchObject({ code: 0, data: { role: 'clerk' } });

    const rows = await trail('staff.update', id);
    expect(rows.map((row) => [(row.before as { status: string }).status, (row.after as { status: string }).status])).toEqual([['active', 'disabled'], ['disabled', 'active']]);
    expect(rows[0]!.after).toMatchObject({ sessionsEnded: 1 });
    expect(rows[1]).toMatchObject({ before: { role: 'supervisor' }, after: { role: 'clerk', name: 'Sup Two' } });
  });

  it('an admin cannot disable or demote themselves; of two admins disabling each other at once, one stays', async () => {
    await asAdmin();
    const me = (await server.database.db.select().from(t.staffUsers).where(eq(t.staffUsers.email, admin.email)))[0]!;
    for (const body of [{ role: 'admin', centerId: null, status: 'disabled' }, { role: 'clerk', centerId: 'center-beijing', status: 'active' }]) {
      const answer = await server.call('PUT', `/api-staff/staff/${me.id}`, { auth: adminAuth, body, language: 'en' });
      expect(answer.body).toMatchObject({ code: 409, msg: 'You cannot disable yourself or take away your own administrator role. Another administrator can' });
    }

    const second = await enrolledAdmin(server, 'deputy@center.example');
    const deputyAuth = await signedIn(server, second);
    await asAdmin();
    const deputy = (await server.database.db.select().from(t.staffUsers).where(eq(t.staffUsers.email, second.email)))[0]!;
    const off = { role: 'admin', centerId: null, status: 'disabled' };
    const [mine, theirs] = await Promise.all([
      server.call('PUT', `/api-staff/staff/${deputy.id}`, { auth: adminAuth, body: off, language: 'en' }),
      server.call('PUT', `/api-staff/staff/${me.id}`, { auth: deputyAuth, body: off, language: 'en' }),
    ]);
    // One wins. The other is refused: by the guard when the winner had already disabled its caller (PGlite runs
    // them one after the other), or as the last admin when both were past the guard together (PostgreSQL).
    const loser = [mine, theirs].find((answer) => answer.body.code !== 0)!;
    expect([mine, theirs].filter((answer) => answer.body.code === 0)).toHaveLength(1);
    expect([401, 409]).toContain(loser.body.code);
    if (loser.body.code === 409) expect(loser.body.msg).toContain('last active administrator');
    const active = await server.database.db.select().from(t.staffUsers).where(and(eq(t.staffUsers.role, 'admin'), eq(t.staffUsers.status, 'active')));
    expect(active).toHaveLength(1);
    // The rule itself, with the caller already past the guard: the last active admin stays.
    const loserId = active[0]!.id === me.id ? deputy.id : me.id;
    const verdict = await changeMember(server.database.db, { ...systemActor('test'), id: loserId }, active[0]!.id, { role: 'admin', centerId: null, status: 'disabled' }, server.clock.now());
    expect(verdict).toEqual({ refused: 'lastAdmin' });
    // Back to one admin who is signed in, for the tests after this one.
    if (active[0]!.email !== admin.email) {
      await server.database.db.update(t.staffUsers).set({ status: 'active' }).where(eq(t.staffUsers.id, me.id));
    }
  });

  it('a reset clears the password, the second factor and the waiting, ends the sessions, and mails a new link that enrols', async () => {
    await asAdmin();
    const invited = await invite({ email: 'lost-phone@center.example', name: 'Lost', role: 'finance', centerId: 'center-beijing' });
    const id = (invited.body.data as { member: { id: string } }).member.id;
    const person = { ...(await enrol(server, tokenOfLink((await mailTo('lost-phone@center.example')).body))), password: PASSWORD };
    const theirAuth = await signedIn(server, person);
    await asAdmin();
    for (let i = 0; i < 6; i += 1) await passwordStep(server, person.email, `guess ${i}`);
    expect((await passwordStep(server, person.email, person.password)).body.code).toBe(429);

    const reset = await server.call('POST', `/api-staff/staff/${id}/reset`, { auth: adminAuth });
    expect(reset.body).toMatchObject({ code: 0, data: { mailSent: true, member: { totpEnrolled: false, status: 'active' } } });
    expect((await server.call('GET', '/api-staff/me', { auth: theirAuth })).status).toBe(401);
    // No password now: the old one opens nothing, and says the same as any wrong one.
    expect((await passwordStep(server, person.email, person.password)).body.code).toBe(400);
    const mail = await mailTo(person.email);
    expect(mail.subject).toContain('Set up your staff account again');
    const page = await server.call('GET', `/api-staff/enrolment/${tokenOfLink(mail.body)}`);
    expect(page.body).toMatchObject({ code: 0, data: { purpose: 'reset' } });
    expect((page.body.data as { secret: string }).secret).not.toBe(person.secret);
    const again = { ...(await enrol(server, tokenOfLink(mail.body), 'a brand new passphrase')), password: 'a brand new passphrase' };
    await signedIn(server, again);
    expect(await trail('staff.reset', id)).toEqual([expect.objectContaining({ actorLabel: admin.email, before: expect.objectContaining({ totpEnrolled: true }), after: expect.objectContaining({ totpEnrolled: false, sessionsEnded: 1 }) })]);
  });
});
