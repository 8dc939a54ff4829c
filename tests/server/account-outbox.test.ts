import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/database.ts';
import { startTestServer, testConfig, type TestServer } from '../support/server.ts';
import { sendSms, solvedCaptcha, startAccountServer, type AccountServer } from './account-support.ts';

describe.each(databaseKinds())('the sandbox outbox page on %s', (kind) => {
  let server: AccountServer;
  beforeAll(async () => {
    server = await startAccountServer(kind);
  });
  afterAll(() => server?.close());

  it('shows every sent code newest first under a SANDBOX banner, filtered by recipient', async () => {
    await sendSms(server, '13600000001', 'signup');
    await sendSms(server, '13600000002', 'signup');
    const page = await fetch(`${server.baseUrl}/dev/outbox`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('SANDBOX');
    expect(html).toContain('sandbox-agency');
    expect(html.indexOf('13600000002')).toBeLessThan(html.indexOf('13600000001'));
    expect(html).not.toContain('graphic code');

    const filtered = await (await fetch(`${server.baseUrl}/dev/outbox?recipient=13600000001`)).text();
    expect(filtered).toContain('13600000001');
    expect(filtered).not.toContain('>13600000002<');
  });

  it('escapes what it shows', async () => {
    const html = await (await fetch(`${server.baseUrl}/dev/outbox?recipient=${encodeURIComponent('<script>x</script>')}`)).text();
    expect(html).not.toContain('<script>x</script>');
  });

  it('hands graphic codes to tests through the JSON twin', async () => {
    const { deviceId, captchaCode } = await solvedCaptcha(server);
    const json = await (await fetch(`${server.baseUrl}/dev/outbox.json?recipient=${deviceId}`)).json();
    expect(json).toMatchObject({ sandbox: true, messages: [{ channel: 'captcha', recipient: deviceId, code: captchaCode }] });
  });
});

describe.each(databaseKinds())('outside the sandbox on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { config: { ...testConfig, sandbox: false } });
  });
  afterAll(() => server?.close());

  it('has no /dev pages, while the account calls still answer', async () => {
    expect((await fetch(`${server.baseUrl}/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/dev/outbox.json`)).status).toBe(404);
    const captcha = await server.call('GET', '/api-uaa/validata/code/device-outside-1');
    expect(captcha.body.code).toBe(0);
  });
});
