import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../src/server/db/seed/seed.ts';
import { sandboxAccountSeeds, sandboxAgency } from '../../src/server/accounts/sandbox-seed.ts';
import { databaseKinds } from '../support/database.ts';
import { encryptor, login, loginToken, register, solvedCaptcha, startAccountServer, type AccountServer } from './account-support.ts';

describe.each(databaseKinds())('login, lockout and the session token on %s', (kind) => {
  let server: AccountServer;
  beforeAll(async () => {
    server = await startAccountServer(kind);
    await seedReferenceData(server.database.db, sandboxAccountSeeds);
    await register(server, '13800138000', 'secret1');
  });
  afterAll(() => server?.close());

  const me = (auth?: string | null) => server.call('GET', '/api-user/users/current', { auth });

  it('logs in with mobile and password and answers a bearer token with the user', async () => {
    const { body } = await login(server, '13800138000', 'secret1');
    expect(body).toMatchObject({ code: 0, data: { tokenType: 'Bearer', expiresIn: 1800, user: { kind: 'user', mobile: '13800138000' } } });
    const token = `Bearer ${(body.data as { accessToken: string }).accessToken}`;
    expect((await me(token)).body.data).toMatchObject({ mobile: '13800138000' });
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await login(server, '13800138000', 'nope123', 'en');
    const unknown = await login(server, '13700000000', 'nope123', 'en');
    expect(wrong.body).toEqual({ code: 400, msg: 'The account or password is not correct', data: null });
    expect(unknown.body).toEqual(wrong.body);
    await login(server, '13800138000', 'secret1');
  });

  it('refuses a login without its fields, or with a wrong graphic code', async () => {
    const rsa = await encryptor(server);
    const empty = await server.call('POST', '/api-uaa/oauth/user/token', { body: { username: '', password: '', keyId: rsa.keyId, deviceId: 'device-x', captchaCode: '' } });
    expect(empty.body).toMatchObject({ code: 400, data: { fields: { username: '请输入手机号码或电子邮箱', password: '请输入密码', captchaCode: '请输入图形验证码' } } });
    const captcha = await solvedCaptcha(server);
    const wrongCaptcha = await server.call('POST', '/api-uaa/oauth/user/token', {
      body: { username: '13800138000', password: await rsa.encrypt('secret1'), keyId: rsa.keyId, deviceId: captcha.deviceId, captchaCode: 'QQQQ' },
    });
    expect(wrongCaptcha.body).toMatchObject({ code: 400, msg: '图形验证码错误，请重新输入' });
  });

  it('locks the account for 15 minutes after five wrong passwords, says until when, and lets it in afterwards', async () => {
    await register(server, '13800138001', 'secret1');
    for (let i = 0; i < 4; i += 1) expect((await login(server, '13800138001', 'wrong99')).body.code).toBe(400);
    const fifth = await login(server, '13800138001', 'wrong99', 'en');
    // Clock: 10:00:00 Beijing time, plus 61 s after each of the two registrations, plus the 15 minutes.
    expect(fifth.body).toMatchObject({ code: 429, msg: 'Too many wrong passwords: the account is locked until 2025-06-02 10:17 (Beijing time)' });
    expect((await login(server, '13800138001', 'secret1')).body).toMatchObject({ code: 429, msg: expect.stringContaining('账号已锁定') });
    const status = await server.call('GET', '/api/account/status?account=13800138001');
    expect(status.body.data).toMatchObject({ registered: true, locked: true, lockedUntil: expect.any(String) });

    server.clock.advance(15 * 60);
    expect((await login(server, '13800138001', 'secret1')).body.code).toBe(0);
    const after = await server.call('GET', '/api/account/status?account=13800138001');
    expect(after.body.data).toMatchObject({ locked: false, lockedUntil: null });
  });

  it('tells whether an account is registered, and needs the client credential for it', async () => {
    const unknown = await server.call('GET', '/api/account/status?account=13600000000');
    expect(unknown.body.data).toEqual({ account: '13600000000', registered: false, locked: false, lockedUntil: null });
    expect((await server.call('GET', '/api/account/status')).body.code).toBe(400);
    const anonymous = await server.call('GET', '/api/account/status?account=13800138000', { auth: null });
    expect(anonymous.status).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const token = await loginToken(server, '13800138000', 'secret1');
    expect((await server.call('DELETE', '/api-uaa/oauth/user/token', { auth: token })).body.code).toBe(0);
    const after = await me(token);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ code: 401, msg: '请重新登录' });
  });

  it('answers HTTP 401 "idle too long" for a token left idle, while use keeps it alive', async () => {
    const token = await loginToken(server, '13800138000', 'secret1');
    server.clock.advance(1500);
    expect((await me(token)).body.code).toBe(0);
    server.clock.advance(1500);
    expect((await me(token)).body.code).toBe(0);
    server.clock.advance(1801);
    const idle = await me(token);
    expect(idle.status).toBe(401);
    expect(idle.body).toMatchObject({ code: 401, msg: '长时间未操作，请重新操作' });
    expect((await server.call('GET', '/api-user/users/current', { auth: token, language: 'en' })).body.msg).toBe('Idle too long, please operate again');
  });

  it('refuses forged tokens and the basic credential on bearer calls (body 401), and a bearer token on public calls (HTTP 401)', async () => {
    const token = await loginToken(server, '13800138000', 'secret1');
    const [sessionId] = token.slice(7).split('.');
    expect((await me(`Bearer ${sessionId}.forged-signature`)).body.code).toBe(401);
    expect((await me('Bearer nonsense')).body.code).toBe(401);
    expect((await me(null)).body.code).toBe(401);
    const basic = await me(); // the basic client credential
    expect(basic).toMatchObject({ status: 200, body: { code: 401 } });
    const publicWithBearer = await server.call('GET', '/api-uaa/rsa/anon/publicKey', { auth: token });
    expect(publicWithBearer.status).toBe(401);
  });

  it('limits login attempts per client address', async () => {
    const limited = await startAccountServer(kind, { loginsPerIpPer10Min: 2 });
    try {
      expect((await login(limited, '13500000000', 'whatever1')).body.code).toBe(400);
      expect((await login(limited, '13500000000', 'whatever1')).body.code).toBe(400);
      const third = await login(limited, '13500000000', 'whatever1', 'en');
      expect(third.body).toMatchObject({ code: 429, msg: 'Too many attempts. Please try again in about 10 minutes' });
      limited.clock.advance(600);
      expect((await login(limited, '13500000000', 'whatever1')).body.code).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('lets the sandbox travel agency log in with its account, as its own kind of user', async () => {
    const rsa = await encryptor(server);
    const agencyLogin = async (account: string, password: string) => server.call('POST', '/api/account/ta/login', {
      body: { account, password: await rsa.encrypt(password), keyId: rsa.keyId, ...(await solvedCaptcha(server)) },
    });
    const { body } = await agencyLogin(sandboxAgency.account, sandboxAgency.password);
    expect(body).toMatchObject({ code: 0, data: { user: { kind: 'travelAgency', agencyName: sandboxAgency.name } } });
    const token = `Bearer ${(body.data as { accessToken: string }).accessToken}`;
    expect((await me(token)).body.data).toMatchObject({ kind: 'travelAgency' });

    expect((await agencyLogin('13800138000', 'secret1')).body.code).toBe(400);
    expect((await login(server, sandboxAgency.mobile, sandboxAgency.password)).body.code).toBe(400);
    const empty = await server.call('POST', '/api/account/ta/login', { body: { account: '', password: 'x', keyId: rsa.keyId, deviceId: 'device-x', captchaCode: 'x' }, language: 'en' });
    expect(empty.body).toMatchObject({ code: 400, msg: 'Please enter the travel agency account' });
  });
});

describe.each(databaseKinds())('absolute token lifetime on %s', (kind) => {
  it('refuses a token past its maximum age with body 401, however busy it was', async () => {
    const server = await startAccountServer(kind, { tokenMaxAgeSeconds: 3600 });
    try {
      await register(server, '13800138009', 'secret1');
      const token = await loginToken(server, '13800138009', 'secret1');
      server.clock.advance(1700);
      expect((await server.call('GET', '/api-user/users/current', { auth: token })).body.code).toBe(0);
      server.clock.advance(1700);
      expect((await server.call('GET', '/api-user/users/current', { auth: token })).body.code).toBe(0);
      server.clock.advance(300);
      const expired = await server.call('GET', '/api-user/users/current', { auth: token });
      expect(expired).toMatchObject({ status: 200, body: { code: 401 } });
    } finally {
      await server.close();
    }
  });
});
