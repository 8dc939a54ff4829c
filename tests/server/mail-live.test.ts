// E-mail through SMTP (issue 19 item 3) against a local relay (smtp-server) that wants STARTTLS and a login: the code
// in the person's language from MAIL_FROM to the address asked for, a wrong password refused, a relay refusing for
// a moment retried, one refusing for longer reported without a cooldown taken, and attachments as sent.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smtpMail } from '../../src/server/providers/mail/smtp.ts';
import { headerParameter, leaves, parseMime } from '../support/mime.ts';
import { startLiveMessagingPortal, type LiveMessagingPortal } from './messaging-live-support.ts';
import { startLocalSmtp, type LocalSmtp } from './smtp-test-server.ts';

const account = { user: 'noreply@visa.example.cn', password: 'relay-password-for-tests' };
const FROM = '签证申请中心 <noreply@visa.example.cn>';

let addresses = 0;
const newAddress = () => `person${process.pid}-${(addresses += 1)}@example.com`;

describe('e-mail through an SMTP relay', () => {
  let relay: LocalSmtp;
  let portal: LiveMessagingPortal;
  const relayEnv = () => ({
    SMTP_HOST: '127.0.0.1', SMTP_PORT: String(relay.port), SMTP_SECURITY: 'starttls', SMTP_CA_FILE: relay.caFile,
    SMTP_USER: account.user, SMTP_PASSWORD: account.password, MAIL_FROM: FROM,
  });
  beforeAll(async () => {
    relay = await startLocalSmtp(account);
    portal = await startLiveMessagingPortal('pglite', relayEnv());
  });
  afterAll(async () => {
    await portal?.close();
    await relay?.close();
  });
  afterEach(() => {
    relay.received.length = 0;
    relay.logins.length = 0;
    portal.logs.length = 0;
  });

  it('sends the code from MAIL_FROM to the address, over TLS after a login, in the person\'s language', async () => {
    const to = newAddress();
    expect((await portal.sendMail(to, 'changeEmail', 'en')).code).toBe(0);
    const [mail] = relay.received;
    expect(mail).toMatchObject({ from: 'noreply@visa.example.cn', to: [to], secure: true, user: account.user });
    const message = parseMime(mail!.raw);
    expect(message.headers.to).toBe(to);
    expect(message.headers.from).toContain('签证申请中心');
    expect(message.headers.from).toContain('<noreply@visa.example.cn>');
    expect(message.headers.subject).toBe('Your visa portal code');
    const [text, html] = leaves(message);
    expect(text!.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
    const code = /Your code is (\d{6})\./.exec(text!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(html!.headers['content-type']).toMatch(/^text\/html/i);
    expect(html!.text).toContain(`<strong>${code}</strong>`);
    expect(html!.text).toContain('lang="en"');
    // The code in the mail is the one the portal takes.
    expect(await portal.checkCode(to, 'changeEmail', code!)).toBe('ok');
    expect(await portal.sentToOutbox()).toEqual([]);
  });

  it('writes in Chinese and in Korean too', async () => {
    expect((await portal.sendMail(newAddress(), 'changeEmail', 'zh')).code).toBe(0);
    expect((await portal.sendMail(newAddress(), 'changeEmail', 'ko')).code).toBe(0);
    const [zh, ko] = relay.received.map((mail) => parseMime(mail.raw));
    expect(zh!.headers.subject).toBe('签证申请网站验证码');
    expect(leaves(zh!)[0]!.text).toMatch(/您的验证码为 \d{6}，10分钟内有效。/);
    expect(ko!.headers.subject).toBe('비자 포털 인증 코드');
    expect(leaves(ko!)[0]!.text).toMatch(/인증 코드는 \d{6}입니다\./);
  });

  it('is refused by the relay with a wrong password, not retried, and the person is told', async () => {
    const wrong = await startLiveMessagingPortal('pglite', { ...relayEnv(), SMTP_PASSWORD: 'not-the-password' });
    try {
      const answer = await wrong.sendMail(newAddress(), 'changeEmail', 'en');
      expect(answer).toMatchObject({ code: 500, msg: 'The code could not be sent. Please try again in 30 seconds' });
      expect(relay.logins).toEqual([{ user: account.user, accepted: false }]);
      expect(relay.received).toEqual([]);
      expect(wrong.logs.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ channel: 'email', permanent: true, givenUp: true, detail: expect.stringContaining('EAUTH') })]);
      expect(wrong.logs.join('\n')).not.toContain('not-the-password');
    } finally {
      await wrong.close();
    }
  });

  it('does not send to a relay whose certificate it cannot verify', async () => {
    const untrusting = await startLiveMessagingPortal('pglite', { ...relayEnv(), SMTP_CA_FILE: '' });
    try {
      expect((await untrusting.sendMail(newAddress(), 'changeEmail')).code).toBe(500);
      expect(relay.logins).toEqual([]);
      expect(relay.received).toEqual([]);
    } finally {
      await untrusting.close();
    }
  });

  it('tries a relay that refuses for a moment again', async () => {
    relay.failNext(1);
    expect((await portal.sendMail(newAddress(), 'changeEmail')).code).toBe(0);
    expect(relay.received).toHaveLength(1);
    expect(portal.logs.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ channel: 'email', attempt: 1, retryInMs: 10, detail: expect.stringContaining('421') })]);
  });

  it('reports a relay that keeps refusing, and the address may ask again at once', async () => {
    relay.failNext(3);
    const to = newAddress();
    expect(await portal.sendMail(to, 'changeEmail', 'zh')).toMatchObject({ code: 500, msg: '验证码发送失败，请30秒后重试' });
    expect(relay.received).toEqual([]);
    expect(portal.logs).toHaveLength(3);
    expect(JSON.parse(portal.logs[2]!)).toMatchObject({ givenUp: true, to: `p***@example.com` });
    expect((await portal.sendMail(to, 'changeEmail')).code).toBe(0);
    expect(relay.received).toHaveLength(1);
    expect((await portal.sendMail(to, 'changeEmail')).code).toBe(429);
  });

  it('carries attachments (the form and invoice PDFs) as sent', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 300 }, (_, index) => index % 256)), Buffer.from('\n%%EOF\n')]);
    const mailer = smtpMail({ ...account, host: '127.0.0.1', port: relay.port, security: 'starttls', ca: readFileSync(relay.caFile, 'utf8'), from: FROM, timeoutMs: 3000 });
    const delivery = await mailer.send({ to: 'agency@example.com', subject: '申请表', text: '见附件。', attachments: [{ filename: '申请表-A100001.pdf', content: pdf, contentType: 'application/pdf' }] });
    expect(delivery).toEqual({ delivered: true });
    const parts = leaves(parseMime(relay.received[0]!.raw));
    const attached = parts.find((part) => /application\/pdf/.test(part.headers['content-type'] ?? ''));
    expect(headerParameter(attached!.headers['content-disposition']!, 'filename')).toBe('申请表-A100001.pdf');
    expect(attached!.content.equals(pdf)).toBe(true);
  });
});
