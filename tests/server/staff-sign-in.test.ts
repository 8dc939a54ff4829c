import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../src/server/db/schema.ts';
import { createAdmin } from '../../src/server/staff/commands.ts';
import { databaseKinds } from '../support/database.ts';
import { startAccountServer, type AccountServer } from './account-support.ts';
import { bearer, enrolledAdmin, PASSWORD, passwordStep, signedIn, totpAt, type Enrolled } from './staff-identity-support.ts';

// Issue 33 item 1, staff sign-in (decision 093): enrolment by link, a TOTP code no password can stand in for, codes
// that work once, slowing that never locks the owner out, the 15-minute idle end and signing out everywhere.
describe.each(databaseKinds())('staff sign-in (%s)', (kind) => {
  let server: AccountServer;
  beforeAll(async () => {
    server = await startAccountServer(kind);
  });
  afterAll(() => server?.close());

  const secondFactor = (auth: string, body: Record<string, string>, language = 'zh') =>
    server.call('POST', '/api-staff/session/second-factor', { auth, body, language });
  const halfOpen = async (person: Pick<Enrolled, 'email' | 'password'>) => {
    const { body } = await passwordStep(server, person.email, person.password);
    expect(body.code).toBe(0);
    return bearer((body.data as { token: string }).token);
  };
  const auditRows = (staffId: string | null, action: string) => server.database.db.select().from(t.auditLog)
    .where(staffId ? and(eq(t.auditLog.action, action), eq(t.auditLog.recordId, staffId)) : eq(t.auditLog.action, action));
  const staffIdOf = async (email: string) => (await server.database.db.select().from(t.staffUsers).where(eq(t.staffUsers.email, email)))[0]!.id;

  it('enrols through the one-time link with a real TOTP: a short password or a wrong code is refused, the link works once', async () => {
    const made = await createAdmin(server.database.db, { email: 'Enrol@Center.example', name: '李娜' }, server.clock.now());
    if (!made.ok) throw new Error(made.message);
    const page = await server.call('GET', `/api-staff/enrolment/${made.token}`, { language: 'en' });
    const data = page.body.data as { email: string; role: string; centerId: null; purpose: string; secret: string; otpauthUri: string; qrSvg: string };
    expect(data).toMatchObject({ email: 'enrol@center.example', role: 'admin', centerId: null, purpose: 'enrol' });
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauthUri).toBe(`otpauth://totp/Visa%20Portal:enrol%40center.example?secret=${data.secret}&issuer=Visa%20Portal`);
    expect(data.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Opening the page again shows the same secret: an app that scanned it already keeps working.
    expect(((await server.call('GET', `/api-staff/enrolment/${made.token}`)).body.data as { secret: string }).secret).toBe(data.secret);
    const stored = (await server.database.db.select().from(t.staffUsers).where(eq(t.staffUsers.email, 'enrol@center.example')))[0]!;
    expect(stored.totpSecret).not.toContain(data.secret);

    const code = await totpAt(data.secret, server.clock.now());
    const short = await server.call('POST', `/api-staff/enrolment/${made.token}`, { body: { password: 'short pass', code }, language: 'en' });
    expect(short.body).toMatchObject({ code: 400, data: { fields: { password: 'The password needs at least 12 characters' } } });
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await server.call('POST', `/api-staff/enrolment/${made.token}`, { body: { password: PASSWORD, code: wrongCode }, language: 'en' });
    expect(wrong.body).toMatchObject({ code: 400, data: { fields: { code: expect.stringContaining('not correct') } } });
    // Nothing is active yet: the password alone opens nothing before the enrolment is done.
    expect((await passwordStep(server, 'enrol@center.example', PASSWORD)).body.code).toBe(400);

    const done = await server.call('POST', `/api-staff/enrolment/${made.token}`, { body: { password: PASSWORD, code } });
    const { recoveryCodes } = done.body.data as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await auditRows(stored.id, 'staff.enrol'))).toHaveLength(1);
    const again = await server.call('GET', `/api-staff/enrolment/${made.token}`, { language: 'en' });
    expect(again.body).toEqual({ code: 409, msg: 'This link has been used already. To set your password or authenticator again, ask an administrator for a new link', data: null });
    const unknown = await server.call('GET', `/api-staff/enrolment/${made.token.slice(1)}x`, { language: 'en' });
    expect(unknown.body.code).toBe(404);
  });

  it('a link unused for 72 hours has expired, and says so', async () => {
    const made = await createAdmin(server.database.db, { email: 'late@center.example', name: 'Late' }, server.clock.now());
    if (!made.ok) throw new Error(made.message);
    server.clock.advance(72 * 3600);
    const page = await server.call('GET', `/api-staff/enrolment/${made.token}`, { language: 'zh' });
    expect(page.body).toEqual({ code: 409, msg: '该链接已过期（有效期72小时），请联系管理员发送新链接', data: null });
  });

  it('the password alone gives a half-open session: the second-factor call and nothing else, until a TOTP code opens it', async () => {
    const admin = await enrolledAdmin(server, 'two-steps@center.example');
    server.clock.advance(30);
    const first = await passwordStep(server, admin.email, admin.password);
    expect(first.body).toMatchObject({ code: 0, data: { tokenType: 'Bearer', expiresIn: 300, methods: ['totp', 'recoveryCode'] } });
    const auth = bearer((first.body.data as { token: string }).token);
    const me = await server.call('GET', '/api-staff/me', { auth, language: 'en' });
    expect([me.status, me.body.code, me.body.msg]).toEqual([401, 401, 'Enter the code from your authenticator app first']);
    expect((await server.call('GET', '/api-staff/staff', { auth })).status).toBe(401);

    const opened = await secondFactor(auth, { code: await totpAt(admin.secret, server.clock.now()) });
    expect(opened.body).toMatchObject({ code: 0, data: { expiresIn: 900, recoveryCodesLeft: 10, staff: { email: admin.email, role: 'admin', status: 'active' } } });
    expect((await server.call('GET', '/api-staff/me', { auth })).body).toMatchObject({ code: 0, data: { email: admin.email } });
    // The contract refuses a body with both factors, or neither, before the handler runs.
    const both = await secondFactor(await halfOpen(admin), { code: '123456', recoveryCode: admin.recoveryCodes[0]! });
    expect(both.body.code).toBe(400);
  });

  it('a code of a step already used, or an earlier one, is a replay and refused; the next step\'s code works', async () => {
    const admin = await enrolledAdmin(server, 'replay@center.example');
    server.clock.advance(30);
    const used = await totpAt(admin.secret, server.clock.now());
    expect((await secondFactor(await halfOpen(admin), { code: used })).body.code).toBe(0);
    const replay = await secondFactor(await halfOpen(admin), { code: used }, 'en');
    expect(replay.body).toMatchObject({ code: 400, data: { fields: { code: 'This code has been used already. Please wait for the next code in your authenticator app' } } });
    // The step before is still inside the ±1 window, yet older than the one used.
    const earlier = await totpAt(admin.secret, new Date(server.clock.now().getTime() - 30_000));
    expect((await secondFactor(await halfOpen(admin), { code: earlier })).body.code).toBe(400);
    server.clock.advance(30);
    expect((await secondFactor(await halfOpen(admin), { code: await totpAt(admin.secret, server.clock.now()) })).body.code).toBe(0);

    const id = await staffIdOf(admin.email);
    const failures = await auditRows(id, 'staff.secondFactor.failed');
    expect(failures.map((row) => (row.after as { reason: string }).reason)).toEqual(['replay', 'replay']);
    expect(failures.every((row) => row.actorKind === 'staff' && row.actorId === id)).toBe(true);
  });

  it('the same code sent twice at once opens one session only', async () => {
    const admin = await enrolledAdmin(server, 'twice@center.example');
    server.clock.advance(30);
    const code = await totpAt(admin.secret, server.clock.now());
    const [a, b] = [await halfOpen(admin), await halfOpen(admin)];
    const answers = await Promise.all([secondFactor(a, { code }), secondFactor(b, { code })]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 400]);
  });

  it('a recovery code signs in once, typed with or without its dash and in capitals', async () => {
    const admin = await enrolledAdmin(server, 'recovery@center.example');
    const [first, second] = admin.recoveryCodes as [string, string];
    expect((await secondFactor(await halfOpen(admin), { recoveryCode: first })).body).toMatchObject({ code: 0, data: { recoveryCodesLeft: 9 } });
    const reused = await secondFactor(await halfOpen(admin), { recoveryCode: first }, 'en');
    expect(reused.body).toMatchObject({ code: 400, data: { fields: { recoveryCode: 'This recovery code is not correct or has been used already' } } });
    expect((await secondFactor(await halfOpen(admin), { recoveryCode: ` ${second.replace('-', '').toUpperCase()} ` })).body)
      .toMatchObject({ code: 0, data: { recoveryCodesLeft: 8 } });
  });

  it('an unknown e-mail and a wrong password answer the same words, and both leave an audit row', async () => {
    const admin = await enrolledAdmin(server, 'words@center.example');
    for (const language of ['zh', 'en', 'ko']) {
      const unknown = await passwordStep(server, 'nobody@center.example', PASSWORD, language);
      const wrong = await passwordStep(server, admin.email, 'not the password', language);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.body.code).toBe(400);
    }
    expect((await passwordStep(server, admin.email, 'x', 'en')).body.msg).toBe('The e-mail address or password is not correct');
    const anonymous = await auditRows(null, 'staff.signIn.failed');
    expect(anonymous.filter((row) => (row.after as { email: string }).email === 'nobody@center.example'))
      .toEqual(Array.from({ length: 3 }, () => expect.objectContaining({ actorKind: 'anonymous', recordId: null, address: expect.any(String) })));
    const id = await staffIdOf(admin.email);
    expect((await auditRows(id, 'staff.signIn.failed')).map((row) => (row.after as { reason: string }).reason))
      .toEqual(['wrongPassword', 'wrongPassword', 'wrongPassword', 'wrongPassword']);
    // A success leaves its rows too: the password step, then the sign-in.
    await signedIn(server, admin);
    expect(await auditRows(id, 'staff.signIn.password')).toHaveLength(1);
    expect(await auditRows(id, 'staff.signIn')).toEqual([expect.objectContaining({ actorKind: 'staff', actorId: id, actorRole: 'admin' })]);
  });

  it('five failed tries, then a wait that doubles; the right password waits too; the owner gets in once it has passed', async () => {
    const admin = await enrolledAdmin(server, 'slowed@center.example');
    server.clock.advance(30);
    // Wrong codes count with wrong passwords: a thief with the password gets no more guesses at the code.
    const auth = await halfOpen(admin);
    expect((await secondFactor(auth, { code: '000000' })).body.code).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await passwordStep(server, admin.email, `guess ${i}`)).body.code).toBe(400);
    const sixth = await passwordStep(server, admin.email, admin.password, 'en');
    expect(sixth.body).toEqual({ code: 429, msg: 'Too many failed sign-ins on this account. Please try again in 30 seconds', data: { reason: 'slowed', retryAfterSeconds: 30 } });

    server.clock.advance(30);
    expect((await passwordStep(server, admin.email, 'guess 4')).body.code).toBe(400);
    expect((await passwordStep(server, admin.email, 'guess 5')).body).toMatchObject({ code: 429, data: { retryAfterSeconds: 60 } });
    server.clock.advance(60);
    expect((await passwordStep(server, admin.email, 'guess 6')).body).toMatchObject({ code: 400 });
    expect((await passwordStep(server, admin.email, 'guess 7')).body).toMatchObject({ code: 429, data: { retryAfterSeconds: 120 } });
    expect((await passwordStep(server, admin.email, 'guess 7', 'zh')).body.msg).toBe('该账号登录失败次数过多，请约2分钟后再试');

    // Never a lock: the owner waits the two minutes, signs in with both factors, and the count starts again.
    server.clock.advance(120);
    await signedIn(server, admin);
    for (let i = 0; i < 4; i += 1) expect((await passwordStep(server, admin.email, `again ${i}`)).body.code).toBe(400);
    const id = await staffIdOf(admin.email);
    const reasons = (await auditRows(id, 'staff.signIn.failed')).map((row) => (row.after as { reason: string }).reason);
    expect(reasons.filter((reason) => reason === 'slowed')).toHaveLength(4);
  });

  it('the wait doubles up to 15 minutes and stays there', async () => {
    const admin = await enrolledAdmin(server, 'ceiling@center.example');
    const waits: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      const { body } = await passwordStep(server, admin.email, `guess ${i}`);
      if (body.code === 429) {
        waits.push((body.data as { retryAfterSeconds: number }).retryAfterSeconds);
        server.clock.advance(waits.at(-1)!);
      }
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900, 900, 900]);
  });

  it('a half-open session has three code tries, however many are sent at once; then it is over', async () => {
    const admin = await enrolledAdmin(server, 'three-tries@center.example');
    server.clock.advance(30);
    const auth = await halfOpen(admin);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => secondFactor(auth, { code: String(100000 + i) }, 'en')));
    expect(answers.filter((answer) => answer.body.code === 400)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.code === 401)).toHaveLength(7);
    expect(answers.find((answer) => answer.body.code === 401)!.body.msg).toBe('Too many wrong codes for this sign-in. Please sign in again with your e-mail and password');
    const right = await secondFactor(auth, { code: await totpAt(admin.secret, server.clock.now()) });
    expect(right.status).toBe(401);
    // The owner signs in afresh: one counted password try and three wrong codes are still inside the free five.
    await signedIn(server, admin);
  });

  it('a session unused for 15 minutes answers HTTP 401 "idle too long"; one used within them goes on', async () => {
    const admin = await enrolledAdmin(server, 'idle@center.example');
    const auth = await signedIn(server, admin);
    server.clock.advance(14 * 60);
    expect((await server.call('GET', '/api-staff/me', { auth })).body.code).toBe(0);
    server.clock.advance(15 * 60 + 1);
    const idle = await server.call('GET', '/api-staff/me', { auth, language: 'en' });
    expect([idle.status, idle.body.code, idle.body.msg]).toEqual([401, 401, 'Idle too long, please operate again']);
  });

  it('signing out ends this session; signing out everywhere ends every one of the person\'s sessions and no one else\'s', async () => {
    const admin = await enrolledAdmin(server, 'everywhere@center.example');
    const other = await enrolledAdmin(server, 'bystander@center.example');
    const desk = await signedIn(server, admin);
    const laptop = await signedIn(server, admin);
    const phone = await signedIn(server, admin);
    const theirs = await signedIn(server, other);

    expect((await server.call('DELETE', '/api-staff/session', { auth: phone })).body.code).toBe(0);
    expect((await server.call('GET', '/api-staff/me', { auth: phone })).status).toBe(401);
    expect((await server.call('GET', '/api-staff/me', { auth: desk })).body.code).toBe(0);

    const everywhere = await server.call('POST', '/api-staff/session/everywhere', { auth: laptop });
    expect(everywhere.body).toMatchObject({ code: 0, data: { count: 2 } });
    for (const auth of [desk, laptop]) {
      const answer = await server.call('GET', '/api-staff/me', { auth, language: 'en' });
      expect([answer.status, answer.body.msg]).toEqual([401, 'Please log in again']);
    }
    expect((await server.call('GET', '/api-staff/me', { auth: theirs })).body.code).toBe(0);
    const id = await staffIdOf(admin.email);
    expect(await auditRows(id, 'staff.signOut')).toHaveLength(1);
    expect(await auditRows(id, 'staff.signOutEverywhere')).toEqual([expect.objectContaining({ after: { sessionsEnded: 2 } })]);

    // A half-open session may give up too, and is then gone for the second factor.
    const half = await halfOpen(admin);
    expect((await server.call('DELETE', '/api-staff/session', { auth: half })).body.code).toBe(0);
    server.clock.advance(30);
    expect((await secondFactor(half, { code: await totpAt(admin.secret, server.clock.now()) })).status).toBe(401);
  });

  it('a disabled person\'s right password is refused in words; a token that is not a staff one never reaches the second factor', async () => {
    const admin = await enrolledAdmin(server, 'gone@center.example');
    await server.database.db.update(t.staffUsers).set({ status: 'disabled' }).where(eq(t.staffUsers.email, admin.email));
    expect((await passwordStep(server, admin.email, admin.password, 'en')).body)
      .toEqual({ code: 403, msg: 'This staff account is disabled. Please ask an administrator', data: null });
    const notStaff = await secondFactor('Bearer an-applicant-token', { code: '123456' });
    expect([notStaff.status, notStaff.body.code]).toEqual([403, 403]);
  });
});
