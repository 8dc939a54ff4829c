import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import * as t from '../../src/server/db/schema.ts';
import { articles } from '../../src/server/db/seed/data/articles.ts';
import { databaseKinds } from '../support/database.ts';
import { withArticle } from '../support/articles.ts';
import { encryptor, latestCode, login, loginToken, outbox, register, sendMail, sendSms, startAccountServer, type AccountServer } from './account-support.ts';

describe.each(databaseKinds())('password, contact data, messages and feedback on %s', (kind) => {
  let server: AccountServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await startAccountServer(kind);
    await register(server, '13700000001', 'alice01', 'alice@example.com');
    await register(server, '13700000002', 'bob0001');
    alice = await loginToken(server, '13700000001', 'alice01');
    bob = await loginToken(server, '13700000002', 'bob0001');
  });
  afterAll(() => server?.close());

  async function changePassword(token: string, fields: { oldPsd: string; newPsd: string; confirmPsd: string; authCode: string }, language = 'zh') {
    const rsa = await encryptor(server);
    return server.call('PUT', '/api-user/users/password', {
      auth: token,
      language,
      body: { oldPsd: await rsa.encrypt(fields.oldPsd), newPsd: await rsa.encrypt(fields.newPsd), confirmPsd: await rsa.encrypt(fields.confirmPsd), authCode: fields.authCode, keyId: rsa.keyId },
    });
  }

  it('changes the password with an SMS code, revokes every token, and the new password logs in', async () => {
    await register(server, '13700000003', 'carol01');
    const token = await loginToken(server, '13700000003', 'carol01');
    const otherTab = await loginToken(server, '13700000003', 'carol01');
    expect((await sendSms(server, '13700000003', 'changePassword')).body.code).toBe(0);
    const code = (await latestCode(server, '13700000003'))!;

    expect((await changePassword(token, { oldPsd: 'carol01', newPsd: 'carol02', confirmPsd: 'carol03', authCode: code })).body)
      .toMatchObject({ code: 400, msg: '两次输入的密码不一致', data: { fields: { confirmPsd: '两次输入的密码不一致' } } });
    expect((await changePassword(token, { oldPsd: 'carol01', newPsd: 'short', confirmPsd: 'short', authCode: code }, 'en')).body.msg)
      .toBe('Please fill in 6 to 20 digit password (letters or digits)');
    expect((await changePassword(token, { oldPsd: 'wrong01', newPsd: 'carol02', confirmPsd: 'carol02', authCode: code })).body)
      .toMatchObject({ code: 400, msg: '原密码错误', data: { fields: { oldPsd: '原密码错误' } } });
    expect((await changePassword(token, { oldPsd: 'carol01', newPsd: 'carol02', confirmPsd: 'carol02', authCode: code === '999999' ? '888888' : '999999' })).body)
      .toMatchObject({ code: 400, msg: '验证码错误' });
    expect((await changePassword(token, { oldPsd: 'carol01', newPsd: 'carol02', confirmPsd: 'carol02', authCode: code })).body.code).toBe(0);

    for (const revoked of [token, otherTab]) {
      expect((await server.call('GET', '/api-user/users/current', { auth: revoked })).body.code).toBe(401);
    }
    expect((await login(server, '13700000003', 'carol01')).body.code).toBe(400);
    expect((await login(server, '13700000003', 'carol02')).body.code).toBe(0);
  });

  async function changeMobile(token: string, fields: { mobile: string; smsCode: string; password?: string }, language = 'zh') {
    const rsa = await encryptor(server);
    const password = fields.password === undefined ? {} : { password: await rsa.encrypt(fields.password), keyId: rsa.keyId };
    return server.call('PUT', '/api-uaa/mobile/modify', { auth: token, language, body: { mobile: fields.mobile, smsCode: fields.smsCode, ...password } });
  }
  const noticesTo = (recipient: string) => server.database.db.select().from(t.notificationOutbox).where(eq(t.notificationOutbox.recipient, recipient));

  it('changes the mobile number with the password and a code sent to the new number, and tells the old number and the e-mail', async () => {
    expect((await sendSms(server, '13700000002', 'changeMobile')).body).toMatchObject({ code: 409, msg: '该手机号码已注册' });
    // His own user: the in-site notice would count among Alice's messages.
    await register(server, '13700000031', 'frank01', 'frank@example.com');
    const frank = await loginToken(server, '13700000031', 'frank01');
    expect((await sendSms(server, '13700000011', 'changeMobile')).body.code).toBe(0);
    const code = (await latestCode(server, '13700000011'))!;
    const badNumber = await changeMobile(frank, { mobile: '2370000001', smsCode: code, password: 'frank01' });
    expect(badNumber.body).toMatchObject({ code: 400, msg: '请输入正确的11位手机号码' });
    // A code sent to the new number is not enough: the sign-in mobile is the account (issue 38 item 9).
    expect((await changeMobile(frank, { mobile: '13700000011', smsCode: code })).body.code).toBe(400);
    expect((await changeMobile(frank, { mobile: '13700000011', smsCode: code, password: 'wrong01' })).body)
      .toMatchObject({ code: 400, data: { fields: { password: '原密码错误' } } });
    expect((await login(server, '13700000011', 'frank01')).body.code).not.toBe(0);
    const changed = await changeMobile(frank, { mobile: '13700000011', smsCode: code, password: 'frank01' });
    expect(changed.body).toMatchObject({ code: 0, data: { mobile: '13700000011', email: 'frank@example.com' } });
    expect((await login(server, '13700000011', 'frank01')).body.code).toBe(0);
    expect((await noticesTo('13700000031')).map((row) => [row.channel, row.kind, row.body])).toEqual([['sms', 'mobileChanged', expect.stringContaining('登录手机号已更改')]]);
    expect((await noticesTo('frank@example.com')).map((row) => [row.channel, row.kind])).toEqual([['email', 'mobileChanged']]);
    expect(await noticesTo('13700000011')).toEqual([]);
  });

  it('says a number or an address is taken only to whoever holds its code, and caps the tries per user (issue 39 item 5)', async () => {
    await register(server, '13700000021', 'erin001');
    const erin = await loginToken(server, '13700000021', 'erin001');
    const guess = await changeMobile(erin, { mobile: '13700000002', smsCode: '123456', password: 'erin001' }, 'en');
    expect(guess.body).toMatchObject({ code: 400, data: { fields: { smsCode: expect.any(String) } } });
    const guessMail = await server.call('PUT', '/api-user/users/email', { auth: erin, body: { email: 'alice@example.com', emailCode: '123456' } });
    expect(guessMail.body).toMatchObject({ code: 400, data: { fields: { emailCode: expect.any(String) } } });
    const answers = await Promise.all(Array.from({ length: 12 }, () => changeMobile(erin, { mobile: '13700000002', smsCode: '123456', password: 'erin001' })));
    expect(answers.filter((answer) => answer.body.code === 429)).toHaveLength(3);
    const mails = await Promise.all(Array.from({ length: 12 }, () => server.call('PUT', '/api-user/users/email', { auth: erin, body: { email: 'alice@example.com', emailCode: '123456' } })));
    expect(mails.filter((answer) => answer.body.code === 429)).toHaveLength(3);
    expect([...answers, ...mails].filter((answer) => answer.body.code === 409)).toEqual([]);
  });

  it('changes the e-mail address with a code sent to the new address', async () => {
    expect((await sendMail(server, 'alice@example.com', 'changeEmail')).body.code).toBe(409);
    expect((await sendMail(server, 'Bob@Example.com', 'changeEmail')).body.code).toBe(0);
    const [mail] = await outbox(server, { recipient: 'bob@example.com' });
    expect(mail).toMatchObject({ channel: 'email', subject: '签证申请网站验证码', purpose: 'changeEmail' });
    const wrong = await server.call('PUT', '/api-user/users/email', { auth: bob, body: { email: 'bob@example.com', emailCode: '' } });
    expect(wrong.body).toMatchObject({ code: 400, msg: '请输入邮箱验证码' });
    const changed = await server.call('PUT', '/api-user/users/email', { auth: bob, body: { email: 'bob@example.com', emailCode: mail!.code } });
    expect(changed.body).toMatchObject({ code: 0, data: { email: 'bob@example.com', mobile: '13700000002' } });
  });

  it('resets a forgotten password by mobile and by e-mail, and never says whether an account exists', async () => {
    await register(server, '13700000004', 'dave001', 'dave@example.com');
    const daveToken = await loginToken(server, '13700000004', 'dave001');
    const rsa = await encryptor(server);
    const reset = async (body: Record<string, unknown>, language = 'zh') =>
      server.call('PUT', '/api-uaa/password/reset', { body: { keyId: rsa.keyId, ...body }, language });

    const known = await sendSms(server, '13700000004', 'resetPassword');
    const unknown = await sendSms(server, '13799999999', 'resetPassword');
    expect(unknown.body).toEqual(known.body);
    expect(await outbox(server, { recipient: '13799999999' })).toEqual([]);
    const guessed = await reset({ by: 'mobile', mobile: '13799999999', code: '123456', newPassword: await rsa.encrypt('guess01') });
    const wrongForKnown = await reset({ by: 'mobile', mobile: '13700000004', code: '000000' === (await latestCode(server, '13700000004')) ? '111111' : '000000', newPassword: await rsa.encrypt('guess01') });
    expect(guessed.body).toEqual(wrongForKnown.body);

    const byMobile = await reset({ by: 'mobile', mobile: '13700000004', code: await latestCode(server, '13700000004'), newPassword: await rsa.encrypt('dave002') });
    expect(byMobile.body.code).toBe(0);
    expect((await server.call('GET', '/api-user/users/current', { auth: daveToken })).body.code).toBe(401);
    expect((await login(server, '13700000004', 'dave002')).body.code).toBe(0);

    expect((await sendMail(server, 'DAVE@example.com', 'resetPassword')).body.code).toBe(0);
    const missingEmail = await reset({ by: 'email', code: '123456', newPassword: await rsa.encrypt('dave003') }, 'en');
    expect(missingEmail.body).toMatchObject({ code: 400, msg: 'Please enter your e-mail address' });
    const weak = await reset({ by: 'email', email: 'dave@example.com', code: '123456', newPassword: await rsa.encrypt('d3') });
    expect(weak.body.msg).toBe('请填写6到20位密码（字母或数字）');
    const byEmail = await reset({ by: 'email', email: 'dave@example.com', code: await latestCode(server, 'dave@example.com'), newPassword: await rsa.encrypt('dave003') });
    expect(byEmail.body.code).toBe(0);
    expect((await login(server, 'dave@example.com', 'dave003')).body.code).toBe(0);
  });

  it('lists messages by kind with paging and the unread count, and marks them read for the token user only', async () => {
    const list = async (token: string, query = '') => (await server.call('GET', `/api-msg/message/list${query}`, { auth: token })).body;
    const announcements = articles.filter((article) => article.typeCode === 'announcement');
    // The seeded announcements (2026) predate Alice and Bob, as they predate anyone registering today (the test
    // clock stands in 2025): listed, but not counted unread.
    await server.database.db.update(t.users).set({ createdAt: new Date('2026-12-01T00:00:00Z') });
    expect((await list(alice)).data).toMatchObject({ total: 1 + announcements.length, unreadCount: 1, page: 1, size: 10 });
    expect((await list(alice, '?kind=announcement')).data).toMatchObject({ total: announcements.length, unreadCount: 1 });
    expect((await list(alice, '?kind=system&page=2&size=1')).data).toMatchObject({ total: 1, records: [], page: 2, size: 1 });
    expect((await list(alice, '?kind=bogus')).code).toBe(400);

    const marked = await server.call('PUT', '/api-msg/message/read/all', { auth: alice, body: {} });
    expect(marked.body.data).toEqual({ updated: 1 });
    expect((await list(alice, '?kind=system')).data).toMatchObject({ unreadCount: 0, records: [{ read: true }] });
    // Bob's welcome message is untouched by Alice's call.
    expect((await list(bob)).data).toMatchObject({ unreadCount: 1, total: 1 + announcements.length });
    expect((await server.call('PUT', '/api-msg/message/read/all', { auth: bob, body: { kind: 'announcement' } })).body.data).toEqual({ updated: 0 });
  });

  // Issue 12 item 12h: the announcements tab said "暂无消息" while the site had six announcements.
  it("lists the site's announcements in the announcements tab, newest first, once each, in the language asked", async () => {
    await register(server, '13700000009', 'carol01');
    const carol = await loginToken(server, '13700000009', 'carol01');
    const list = async (query: string, language: 'zh' | 'en' = 'zh') => (await server.call('GET', `/api-msg/message/list${query}`, { auth: carol, language })).body.data as { total: number; records: { kind: string; title: string; createdAt: string }[] };
    const seeded = articles.filter((article) => article.typeCode === 'announcement').sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id));
    const first = await list('?kind=announcement&size=50');
    expect(first.total).toBe(seeded.length);
    expect(first.records.map((message) => message.title)).toEqual(seeded.map((article) => article.title.zh));
    expect(first.records.every((message) => message.kind === 'announcement')).toBe(true);
    // Asked again (another page, another language): still one message per announcement.
    const again = await list('?kind=announcement&size=50', 'en');
    expect(again.total).toBe(seeded.length);
    expect(again.records[0]!.title).toBe(seeded[0]!.title.en);
  });

  it('counts an announcement published after the user registered as unread, until marked read', async () => {
    const db = server.database.db;
    const notice = { id: 'announcement-test-new', typeCode: 'announcement', publishedAt: '2027-01-04T00:00:00Z', title: { zh: '新公告', en: 'New notice', ko: '새 공지' } };
    await withArticle(db, notice, async () => {
      try {
        const list = async () => (await server.call('GET', '/api-msg/message/list?kind=announcement', { auth: bob })).body.data as { unreadCount: number; records: { title: string; read: boolean }[] };
        const before = await list();
        expect(before.records[0]).toMatchObject({ title: '新公告', read: false });
        expect(before.unreadCount).toBe(2);
        expect((await server.call('PUT', '/api-msg/message/read/all', { auth: bob, body: { kind: 'announcement' } })).body.data).toEqual({ updated: 1 });
        expect((await list()).unreadCount).toBe(1);
      } finally {
        await db.delete(t.userMessages).where(like(t.userMessages.id, '%announcement-test-new%'));
      }
    });
  });

  it('answers each user with their own record only', async () => {
    const aliceMe = await server.call('GET', '/api-user/users/current', { auth: alice });
    const bobMe = await server.call('GET', '/api-user/users/current', { auth: bob });
    expect((aliceMe.body.data as { id: string }).id).not.toBe((bobMe.body.data as { id: string }).id);
    expect(bobMe.body.data).toMatchObject({ mobile: '13700000002' });
    expect((await server.call('GET', '/api-msg/message/list')).body.code).toBe(401);
    expect((await server.call('POST', '/api-user/feedback/user', { body: { content: 'hello there' } })).body.code).toBe(401);
  });

  it('takes feedback of 6 to 200 characters', async () => {
    const short = await server.call('POST', '/api-user/feedback/user', { auth: alice, body: { content: '  hi  ' }, language: 'en' });
    expect(short.body).toMatchObject({ code: 400, msg: 'Please write 6 to 200 characters', data: { fields: { content: expect.any(String) } } });
    expect((await server.call('POST', '/api-user/feedback/user', { auth: alice, body: { content: 'x'.repeat(201) } })).body.code).toBe(400);
    const sent = await server.call('POST', '/api-user/feedback/user', { auth: alice, body: { content: '页面很好用，谢谢！' } });
    expect(sent.body).toMatchObject({ code: 0, data: { content: '页面很好用，谢谢！' } });
  });

  it('counts to-do drafts (none until drafts exist)', async () => {
    expect((await server.call('GET', '/api-apply/unprocessed/count', { auth: alice })).body).toMatchObject({ code: 0, data: { count: 0 } });
  });

  it('checks an RSA ciphertext against what the client expected without echoing it', async () => {
    const rsa = await encryptor(server);
    const test = async (body: Record<string, unknown>) => (await server.call('POST', '/api-uaa/rsa/decrypt/test', { auth: alice, body })).body;
    const ciphertext = await rsa.encrypt('probe-123');
    expect(await test({ keyId: rsa.keyId, ciphertext, expected: 'probe-123' })).toMatchObject({ code: 0, data: { decrypted: true, matches: true } });
    expect((await test({ keyId: rsa.keyId, ciphertext, expected: 'other' })).data).toEqual({ decrypted: true, matches: false });
    expect((await test({ keyId: 'unknown', ciphertext, expected: 'probe-123' })).data).toEqual({ decrypted: false, matches: false });
    const key = await server.call('GET', '/api-uaa/rsa/anon/publicKey');
    expect(key.body.data).toMatchObject({ algorithm: 'RSA-OAEP-256', publicKey: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----/) });
  });
});
