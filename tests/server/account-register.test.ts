import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/database.ts';
import { encryptor, latestCode, login, outbox, register, sendSms, solvedCaptcha, startAccountServer, type AccountServer } from './account-support.ts';

describe.each(databaseKinds())('registration and codes on %s', (kind) => {
  let server: AccountServer;
  beforeAll(async () => {
    server = await startAccountServer(kind);
  });
  afterAll(() => server?.close());

  async function signUp(body: Record<string, unknown>, language = 'zh') {
    return server.call('POST', '/api-uaa/signup/user', { body, language });
  }

  it('registers with an SMS code read from the outbox, greets the user and lets them log in', async () => {
    const sent = await sendSms(server, '13912345678', 'signup');
    expect(sent.body.code).toBe(0);
    expect(sent.body.data).toEqual({ expiresInSeconds: 600, resendAfterSeconds: 60 });
    const code = await latestCode(server, '13912345678');
    expect(code).toMatch(/^\d{6}$/);
    const rsa = await encryptor(server);
    const { body } = await signUp({ mobile: '13912345678', smsCode: code, password: await rsa.encrypt('abc123'), keyId: rsa.keyId, agreementAccepted: true, email: 'New.User@Example.com' });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ kind: 'user', mobile: '13912345678', email: 'new.user@example.com', agencyName: null });

    const loggedIn = await login(server, '13912345678', 'abc123');
    expect(loggedIn.body.code).toBe(0);
    const token = `Bearer ${(loggedIn.body.data as { accessToken: string }).accessToken}`;
    // The site's announcements reach a new account too (those published after it registered unread, and this test's
    // clock is older than the seeded articles); the welcome is its one system message, unread.
    const messages = await server.call('GET', '/api-msg/message/list?kind=system', { auth: token });
    expect(messages.body.data).toMatchObject({ total: 1, records: [{ kind: 'system', title: '欢迎注册', read: false }] });
    // E-mail login works too, whatever the case typed.
    expect((await login(server, 'NEW.user@example.com', 'abc123')).body.code).toBe(0);
  });

  it('writes the new account\'s SMS and e-mails in the language of the page it signed up on', async () => {
    for (const [mobile, language] of [['13912345601', 'en'], ['13912345602', 'ko'], ['13912345603', 'zh']] as const) {
      await sendSms(server, mobile, 'signup');
      const rsa = await encryptor(server);
      const { body } = await signUp({ mobile, smsCode: await latestCode(server, mobile), password: await rsa.encrypt('abc123'), keyId: rsa.keyId, agreementAccepted: true }, language);
      expect(body.code).toBe(0);
      const loggedIn = await login(server, mobile, 'abc123');
      const auth = `Bearer ${(loggedIn.body.data as { accessToken: string }).accessToken}`;
      const preferences = await server.call('GET', '/api-user/users/notification-preferences', { auth, language: 'zh' });
      expect(preferences.body.data).toEqual({ sms: true, email: true, language });
    }
  });

  it('refuses each invalid field with its message, in Chinese and in English', async () => {
    const rsa = await encryptor(server);
    const valid = { mobile: '13900000001', smsCode: '123456', password: await rsa.encrypt('abc123'), keyId: rsa.keyId, agreementAccepted: true };

    const badMobile = await signUp({ ...valid, mobile: '12345' });
    expect(badMobile.body).toMatchObject({ code: 400, msg: '请输入正确的11位手机号码', data: { fields: { mobile: '请输入正确的11位手机号码' } } });
    const badMobileEn = await signUp({ ...valid, mobile: '12345' }, 'en');
    expect(badMobileEn.body.msg).toBe('Please enter a valid 11-digit mainland mobile number');
    const badMobileKo = await signUp({ ...valid, mobile: '12345' }, 'ko');
    expect(badMobileKo.body.msg).toContain('휴대폰 번호');

    const noAgreement = await signUp({ ...valid, agreementAccepted: false });
    expect(noAgreement.body).toMatchObject({ code: 400, msg: '请阅读并同意用户协议', data: { fields: { agreementAccepted: '请阅读并同意用户协议' } } });
    expect((await signUp({ ...valid, agreementAccepted: false }, 'en')).body.msg).toMatch(/protocol is required/i);

    const noCode = await signUp({ ...valid, smsCode: '' });
    expect(noCode.body).toMatchObject({ code: 400, msg: '请输入短信验证码' });

    const badEmail = await signUp({ ...valid, email: 'not-an-address' });
    expect(badEmail.body).toMatchObject({ code: 400, msg: '请输入正确的电子邮箱地址' });

    for (const weak of ['abc', 'abc_123!', 'a'.repeat(21)]) {
      const short = await signUp({ ...valid, password: await rsa.encrypt(weak) });
      expect(short.body).toMatchObject({ code: 400, msg: '请填写6到20位密码（字母或数字）', data: { fields: { password: expect.any(String) } } });
    }
    expect((await signUp({ ...valid, password: await rsa.encrypt('abc') }, 'en')).body.msg).toMatch(/6 to 20 digit password/);
  });

  it('refuses a password the server cannot decrypt, or one under an unknown key, as a stale page', async () => {
    const rsa = await encryptor(server);
    const unknownKey = await signUp({ mobile: '13900000002', smsCode: '123456', password: await rsa.encrypt('abc123'), keyId: 'no-such-key', agreementAccepted: true }, 'en');
    expect(unknownKey.body).toMatchObject({ code: 400, msg: 'The page is out of date. Please reload it and try again' });
    const garbage = await signUp({ mobile: '13900000002', smsCode: '123456', password: 'bm90IGEgY2lwaGVy', keyId: rsa.keyId, agreementAccepted: true });
    expect(garbage.body.code).toBe(400);
  });

  it('answers code 400 for a malformed JSON body and for a body that is not an object', async () => {
    const response = await fetch(`${server.baseUrl}/api-uaa/signup/user`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`, 'content-type': 'application/json' },
      body: '{"mobile": ',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 400, data: null });
    expect((await signUp([1, 2, 3] as unknown as Record<string, unknown>)).body.code).toBe(400);
  });

  it('refuses a wrong code, then an expired one, then a code voided by five wrong tries', async () => {
    const mobile = '13900000003';
    await sendSms(server, mobile, 'signup');
    const rsa = await encryptor(server);
    const body = async (smsCode: string) => ({ mobile, smsCode, password: await rsa.encrypt('abc123'), keyId: rsa.keyId, agreementAccepted: true });
    const right = (await latestCode(server, mobile))!;
    const wrong = right === '000000' ? '111111' : '000000';

    expect((await signUp(await body(wrong))).body).toMatchObject({ code: 400, msg: '验证码错误', data: { fields: { smsCode: '验证码错误' } } });
    server.clock.advance(601);
    expect((await signUp(await body(right))).body).toMatchObject({ code: 400, msg: '验证码已失效，请重新获取' });

    await sendSms(server, mobile, 'signup');
    const fresh = (await latestCode(server, mobile))!;
    const miss = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await signUp(await body(miss))).body.msg).toBe('验证码错误');
    expect((await signUp(await body(miss))).body.msg).toBe('验证码错误次数过多，请重新获取');
    const afterVoid = await signUp(await body(fresh), 'en');
    expect(afterVoid.body).toMatchObject({ code: 400, msg: 'Too many wrong codes. Please request a new one' });
    server.clock.advance(61);
  });

  it('sends one code per number per minute and ten a day, with when to retry', async () => {
    const mobile = '13900000004';
    expect((await sendSms(server, mobile, 'signup')).body.code).toBe(0);
    const again = await sendSms(server, mobile, 'signup', 'en');
    expect(again.body).toMatchObject({ code: 429, data: null });
    expect(again.body.msg).toMatch(/try again in 60 seconds/);
    server.clock.advance(30);
    expect((await sendSms(server, mobile, 'signup')).body.msg).toContain('30秒');
    for (let i = 1; i < 10; i += 1) {
      server.clock.advance(61);
      expect((await sendSms(server, mobile, 'signup')).body.code).toBe(0);
    }
    server.clock.advance(61);
    const eleventh = await sendSms(server, mobile, 'signup', 'en');
    expect(eleventh.body.code).toBe(429);
    // The test clock starts 10:00 Beijing time; the day's limit lifts at the next Beijing midnight.
    expect(eleventh.body.msg).toContain('2025-06-03 00:00');
    server.clock.advance(24 * 3600);
    expect((await sendSms(server, mobile, 'signup')).body.code).toBe(0);
  });

  it('needs a right, fresh, unused graphic code to send', async () => {
    const mobile = '13900000005';
    const captcha = await solvedCaptcha(server);
    const query = (captchaCode: string) => `/api-uaa/validata/smscode/${mobile}?${new URLSearchParams({ purpose: 'signup', deviceId: captcha.deviceId, captchaCode })}`;
    const wrong = await server.call('GET', query('ZZZZ'));
    expect(wrong.body).toMatchObject({ code: 400, msg: '图形验证码错误，请重新输入' });
    // Spent by the wrong try: the right answer no longer works.
    expect((await server.call('GET', query(captcha.captchaCode))).body.msg).toBe('图形验证码已失效，请刷新后重新输入');

    const second = await solvedCaptcha(server);
    server.clock.advance(301);
    const late = await server.call('GET', `/api-uaa/validata/smscode/${mobile}?${new URLSearchParams({ purpose: 'signup', ...second })}`);
    expect(late.body.msg).toBe('图形验证码已失效，请刷新后重新输入');

    const third = await solvedCaptcha(server);
    const lower = await server.call('GET', `/api-uaa/validata/smscode/${mobile}?${new URLSearchParams({ purpose: 'signup', deviceId: third.deviceId, captchaCode: third.captchaCode.toLowerCase() })}`);
    expect(lower.body.code).toBe(0);
    server.clock.advance(61);
  });

  it('draws the graphic code as a picture in an SVG document: no text and no glyph paths a program could match', async () => {
    const captcha = await solvedCaptcha(server);
    const { body } = await server.call('GET', `/api-uaa/validata/code/${captcha.deviceId}`);
    const svg = body.data as string;
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toMatch(/role="img" aria-label="[^"]+"/);
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/<path|<polyline|<line|\sd="/);
    const png = Buffer.from(/href="data:image\/png;base64,([^"]+)"/.exec(svg)![1]!, 'base64');
    const { width, height } = await sharp(png).metadata();
    expect([width, height]).toEqual([240, 80]);
    expect((await server.call('GET', '/api-uaa/validata/code/short')).body.code).toBe(400);
  });

  it('refuses to register a number twice, and to send it a sign-up code', async () => {
    await register(server, '13900000006', 'abc123');
    expect((await sendSms(server, '13900000006', 'signup')).body).toMatchObject({ code: 409, msg: '该手机号码已注册' });
  });

  it('reports a failed SMS (sandbox numbers ending 0000) and lets the person retry at once', async () => {
    const failed = await sendSms(server, '13900000000', 'signup', 'en');
    expect(failed.body).toMatchObject({ code: 500, msg: 'The code could not be sent. Please try again in 30 seconds' });
    const [entry] = await outbox(server, { recipient: '13900000000' });
    expect(entry).toMatchObject({ status: 'failed', channel: 'sms' });
    expect((await sendSms(server, '13900000000', 'signup')).body.code).toBe(500);
  });

  it('limits code sends per client address', async () => {
    const limited = await startAccountServer(kind, { codeSendsPerIpPerHour: 2 });
    try {
      expect((await sendSms(limited, '13900000011', 'signup')).body.code).toBe(0);
      expect((await sendSms(limited, '13900000012', 'signup')).body.code).toBe(0);
      const third = await sendSms(limited, '13900000013', 'signup', 'en');
      expect(third.body.code).toBe(429);
      expect(third.body.msg).toMatch(/Too many attempts\. Please try again in about 60 minutes/);
      limited.clock.advance(3601);
      expect((await sendSms(limited, '13900000013', 'signup')).body.code).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
