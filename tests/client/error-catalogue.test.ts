import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/api/client';
import { catalogueMessages } from '../../src/api/catalogue-messages';
import { REQUEST_TIMEOUT_MS } from '../../src/domain/constants';
import { envelope, harness, refusedBaseUrl, serverForFile } from './harness';

// One test per row of spec §8, each against a real HTTP server.

const server = serverForFile();

describe('spec §8 error catalogue', () => {
  it('code 0 is success: data is returned and nothing is shown', async () => {
    server.replies.set('/api-visa/home', envelope(0, 'ok', { title: '首页' }));
    const h = harness(server.baseUrl);

    const result = await unwrap(h.client.GET('/api-visa/home'));

    expect(result).toEqual({ ok: true, data: { title: '首页' } });
    if (result.ok) expect(result.data.title).toBe('首页');
    expect(h.notices).toEqual([]);
    expect(h.sessionEnds).toEqual([]);
  });

  it('code 401 in the body says "please log in again" and ends the session', async () => {
    server.replies.set('/api-visa/home', envelope(401, 'token revoked'));
    const h = harness(server.baseUrl);

    const result = await unwrap(h.client.GET('/api-visa/home'));

    expect(result).toMatchObject({ ok: false, handled: true, kind: 'relogin', code: 401, msg: '请重新登录' });
    expect(h.notices).toEqual([['closeAll'], ['show', 'warning', '请重新登录']]);
    expect(h.sessionEnds).toEqual(['relogin']);
  });

  it('HTTP 401 says "idle too long, please operate again" and ends the session', async () => {
    server.replies.set('/api-visa/home', { status: 401, body: JSON.stringify({ code: 401, msg: 'expired', data: null }) });
    const h = harness(server.baseUrl);

    const result = await unwrap(h.client.GET('/api-visa/home'));

    expect(result).toMatchObject({ ok: false, kind: 'idle', status: 401, msg: catalogueMessages.idle.zh });
    expect(h.shown()).toEqual(['长时间未操作，请重新操作']);
    expect(h.sessionEnds).toEqual(['idle']);
  });

  it('401 on the account status check just resolves: no message, no session end (body 401 and HTTP 401)', async () => {
    const h = harness(server.baseUrl);

    server.replies.set('/api/account/status', envelope(401, 'not logged in'));
    const inBody = await unwrap(h.client.GET('/api/account/status'));
    server.replies.set('/api/account/status', { status: 401, body: JSON.stringify({ code: 401, msg: 'idle', data: null }) });
    const inStatus = await unwrap(h.client.GET('/api/account/status'));

    expect(inBody).toMatchObject({ ok: false, kind: 'signed-out', code: 401 });
    expect(inStatus).toMatchObject({ ok: false, kind: 'signed-out', status: 401 });
    expect(h.notices).toEqual([]);
    expect(h.sessionEnds).toEqual([]);
  });

  it("a sign-in step's 401 ends that sign-in in the server's words, and no session (decision 146)", async () => {
    const signInOperations = ['POST /api-staff/session/second-factor'];
    const h = harness(server.baseUrl, { language: 'ko', signInOperations });
    const tryCode = () => unwrap(h.client.POST('/api-staff/session/second-factor', { body: { code: '123456' } }));

    // The last try: the body's 401, the server's words.
    server.replies.set('/api-staff/session/second-factor', envelope(401, '이 로그인에서 잘못된 코드가 너무 많습니다'));
    expect(await tryCode()).toMatchObject({ ok: false, kind: 'sign-in-ended', code: 401, status: 200, msg: '이 로그인에서 잘못된 코드가 너무 많습니다' });
    // After it, or past the half-open minutes: an HTTP 401, whose generic words are left to the screen.
    server.replies.set('/api-staff/session/second-factor', { status: 401, body: JSON.stringify({ code: 401, msg: '다시 로그인해 주세요', data: null }) });
    expect(await tryCode()).toMatchObject({ ok: false, kind: 'sign-in-ended', code: 401, status: 401, msg: '' });

    expect(h.shown()).toEqual(['이 로그인에서 잘못된 코드가 너무 많습니다']);
    expect(h.shown()).not.toContain(catalogueMessages.relogin.ko);
    expect(h.shown()).not.toContain(catalogueMessages.idle.ko);
    expect(h.sessionEnds).toEqual([]);
  });

  it('a call not named a sign-in step keeps the 401 rules of a session', async () => {
    const h = harness(server.baseUrl, { signInOperations: ['POST /api-staff/session/second-factor'] });
    server.replies.set('/api-visa/home', envelope(401, 'token revoked'));

    expect(await unwrap(h.client.GET('/api-visa/home'))).toMatchObject({ ok: false, kind: 'relogin', msg: catalogueMessages.relogin.zh });
    expect(h.sessionEnds).toEqual(['relogin']);
  });

  it('code 404 is ignored silently', async () => {
    server.replies.set('/api-visa/home', envelope(404, 'no such record'));
    const h = harness(server.baseUrl);

    const result = await unwrap(h.client.GET('/api-visa/home'));

    expect(result).toMatchObject({ ok: false, kind: 'not-found', code: 404 });
    expect(h.notices).toEqual([]);
    expect(h.sessionEnds).toEqual([]);
  });

  it("any other code shows the server's msg as a warning", async () => {
    server.replies.set('/api-visa/home', envelope(409, '订单已支付'));
    const h = harness(server.baseUrl);

    const result = await unwrap(h.client.GET('/api-visa/home'));

    expect(result).toMatchObject({ ok: false, kind: 'business', code: 409, msg: '订单已支付' });
    expect(h.notices).toEqual([['closeAll'], ['show', 'warning', '订单已支付']]);
    expect(h.sessionEnds).toEqual([]);
  });

  it('code 400 also carries its field messages for the form', async () => {
    server.replies.set('/api-user/feedback/user', envelope(400, '内容太短', { fields: { text: '至少 6 个字' } }));
    const h = harness(server.baseUrl);

    const result = await unwrap(h.client.POST('/api-user/feedback/user', { body: { text: 'hi' } }));

    expect(result).toMatchObject({ ok: false, kind: 'business', code: 400, fields: { text: '至少 6 个字' } });
    expect(h.shown()).toEqual(['内容太短']);
    expect(JSON.parse(server.seen[0]?.body ?? '')).toEqual({ text: 'hi' });
  });

  it('no response at all shows "Network error, please try again later"', async () => {
    const h = harness(await refusedBaseUrl(), { language: 'en' });

    const result = await unwrap(h.client.GET('/api-visa/home'));

    expect(result).toMatchObject({ ok: false, kind: 'network', code: null, status: null });
    expect(h.notices).toEqual([['closeAll'], ['show', 'error', 'Network error, please try again later']]);
    expect(h.sessionEnds).toEqual([]);
  });

  it('a server that never answers times out with the timeout message', async () => {
    server.replies.set('/api-visa/home', { hang: true });
    const h = harness(server.baseUrl, { timeoutMs: 200 });

    const result = await unwrap(h.client.GET('/api-visa/home'));

    expect(result).toMatchObject({ ok: false, kind: 'timeout', msg: catalogueMessages.timeout.zh });
    expect(h.shown()).toEqual(['请求超时，请稍后重试']);
  });

  it('a "no answer" notice is withdrawn once the same call is answered, not when another call is', async () => {
    server.replies.set('/api-visa/home', { hang: true });
    server.replies.set('/api-user/feedback/user', envelope(0, 'ok'));
    const h = harness(server.baseUrl, { timeoutMs: 200 });

    expect(await unwrap(h.client.GET('/api-visa/home'))).toMatchObject({ ok: false, kind: 'timeout' });
    // Another call getting through says nothing of the one that did not.
    expect(await unwrap(h.client.POST('/api-user/feedback/user', { body: { text: 'hello there' } }))).toMatchObject({ ok: true });
    expect(h.notices).toEqual([['closeAll'], ['show', 'error', catalogueMessages.timeout.zh]]);

    server.replies.set('/api-visa/home', envelope(0, 'ok', { title: '首页' }));
    expect(await unwrap(h.client.GET('/api-visa/home'))).toMatchObject({ ok: true });
    expect(await unwrap(h.client.GET('/api-visa/home'))).toMatchObject({ ok: true });
    expect(h.notices).toEqual([['closeAll'], ['show', 'error', catalogueMessages.timeout.zh], ['withdraw', catalogueMessages.timeout.zh]]);
  });

  it('an answer that is itself a refusal also withdraws the "no answer" notice, then shows its own', async () => {
    server.replies.set('/api-visa/home', { hang: true });
    const h = harness(server.baseUrl, { timeoutMs: 200 });
    await unwrap(h.client.GET('/api-visa/home'));

    server.replies.set('/api-visa/home', envelope(409, '已被他人修改'));
    await unwrap(h.client.GET('/api-visa/home'));

    expect(h.notices).toEqual([
      ['closeAll'],
      ['show', 'error', catalogueMessages.timeout.zh],
      ['withdraw', catalogueMessages.timeout.zh],
      ['closeAll'],
      ['show', 'warning', '已被他人修改'],
    ]);
  });

  it('a body that stops arriving also times out, not a crash', async () => {
    server.replies.set('/api-visa/home', { stallBody: true });
    const h = harness(server.baseUrl, { timeoutMs: 200 });

    const result = await unwrap(h.client.GET('/api-visa/home'));

    expect(result).toMatchObject({ ok: false, kind: 'timeout' });
    expect(h.shown()).toEqual([catalogueMessages.timeout.zh]);
  });

  it('the timeout defaults to REQUEST_TIMEOUT_MS, 12 000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(12_000);
    expect(harness(server.baseUrl).client.timeoutMs).toBe(12_000);
    expect(harness(server.baseUrl, { timeoutMs: 200 }).client.timeoutMs).toBe(200);
  });

  it('an open message is closed before a new one is shown', async () => {
    server.replies.set('/api-visa/home', envelope(409, 'first'));
    server.replies.set('/api-user/feedback/user', envelope(429, 'second'));
    const h = harness(server.baseUrl);

    await unwrap(h.client.GET('/api-visa/home'));
    await unwrap(h.client.POST('/api-user/feedback/user', { body: { text: 'hello there' } }));

    expect(h.notices).toEqual([
      ['closeAll'],
      ['show', 'warning', 'first'],
      ['closeAll'],
      ['show', 'warning', 'second'],
    ]);
  });
});

describe('catalogue messages', () => {
  it('exist in zh, en and ko, none empty', () => {
    for (const texts of Object.values(catalogueMessages)) {
      expect(Object.keys(texts).sort()).toEqual(['en', 'ko', 'zh']);
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    }
  });

  it('follow the language of the moment', async () => {
    server.replies.set('/api-visa/home', envelope(401, 'revoked'));
    const english = harness(server.baseUrl, { language: 'en' });
    const korean = harness(server.baseUrl, { language: 'ko' });

    await unwrap(english.client.GET('/api-visa/home'));
    await unwrap(korean.client.GET('/api-visa/home'));

    expect(english.shown()).toEqual(['Please log in again']);
    expect(korean.shown()).toEqual(['다시 로그인해 주세요']);
    expect(server.seen.map((seen) => seen.headers['accept-language'])).toEqual(['en', 'ko']);
  });
});
