import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { newDeviceId, outbox, sendSms, startAccountServer, type AccountServer } from './account-support.ts';

// Issue 39 item 7: graphic codes were drawn 90 a second, each a row never deleted.
describe.each(databaseKinds())('drawing graphic codes on %s', (kind) => {
  let server: AccountServer;
  beforeAll(async () => {
    server = await startAccountServer(kind, { captchaDrawsPerIpPer10Min: 3 });
  });
  afterAll(() => server?.close());

  const draw = (language = 'zh') => server.call('GET', `/api-uaa/validata/code/${newDeviceId()}`, { language });
  const rows = async () => (await server.database.db.select({ n: count() }).from(t.captchas))[0]!.n;

  it('draws a picture whose answer checks, with no answer in the document', async () => {
    const deviceId = newDeviceId();
    const { body } = await server.call('GET', `/api-uaa/validata/code/${deviceId}`);
    const [drawn] = await outbox(server, { recipient: deviceId, channel: 'captcha' });
    expect(body.data).toMatch(/^<svg[^>]*><title>图形验证码<\/title><image [^>]*href="data:image\/png;base64,/);
    expect(body.data).not.toContain(drawn!.code);
    server.clock.advance(600);
  });

  it('draws a limited number per address in 10 minutes, says how long to wait, and draws again afterwards', async () => {
    for (let i = 0; i < 3; i += 1) expect((await draw()).body.code).toBe(0);
    expect((await draw('en')).body).toEqual({ code: 429, msg: 'The graphic code was refreshed too often. Please try again in 600 seconds', data: null });
    expect((await draw('ko')).body.msg).toBe('그림 인증 코드를 너무 자주 새로 고쳤습니다. 600초 후에 다시 시도해 주세요');
    server.clock.advance(600);
    expect((await draw()).body.code).toBe(0);
    server.clock.advance(600);
  });

  it('removes expired and spent codes as new ones are drawn', async () => {
    for (let i = 0; i < 2; i += 1) await draw();
    // A code spent by its check is dead at once (the third draw of this window).
    await sendSms(server, '13800138200', 'signup');
    // Past every code's five minutes: the next draw sweeps them all and leaves its own.
    server.clock.advance(600);
    expect(await rows()).toBeGreaterThanOrEqual(3);
    expect((await draw()).body.code).toBe(0);
    expect(await rows()).toBe(1);
  });
});
