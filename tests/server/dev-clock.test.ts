import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../src/server/accounts/clock.ts';
import { databaseKinds } from '../support/database.ts';
import { startTestServer, testConfig, type TestServer } from '../support/server.ts';
import { sendSms } from './account-support.ts';

// The e2e server's clock (decision 048): a journey moves it past the 60 s resend interval instead of waiting.
describe.each(databaseKinds())('the sandbox clock at /dev/clock (%s)', (kind) => {
  let server: TestServer;
  const move = (body: unknown, language = 'zh') => fetch(`${server.baseUrl}/dev/clock`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': language }, body: JSON.stringify(body),
  });
  beforeAll(async () => {
    const clock = movableClock();
    server = await startTestServer(kind, { clock, config: { ...testConfig, codeSendsPerIpPerHour: 1000 } });
  });
  afterAll(() => server.close());

  it('moved past the resend interval, the same number gets a second code at once', async () => {
    const mobile = '13912340048';
    expect((await sendSms(server, mobile, 'signup')).body.code).toBe(0);
    const early = await sendSms(server, mobile, 'signup');
    expect(early.body.code).not.toBe(0);
    expect(early.body.msg).toMatch(/秒后/);

    const before = Date.parse(((await (await fetch(`${server.baseUrl}/dev/clock`)).json()) as { now: string }).now);
    const moved = await move({ seconds: 61 });
    expect(moved.status).toBe(200);
    const after = Date.parse(((await moved.json()) as { now: string }).now);
    expect(after - before).toBeGreaterThanOrEqual(61_000);
    expect((await sendSms(server, mobile, 'signup')).body.code).toBe(0);
  });

  it('moves only forward, by whole seconds up to a day, and says so in the person\'s language', async () => {
    for (const body of [{ seconds: -60 }, { seconds: 0 }, { seconds: 1.5 }, { seconds: 86_401 }, { seconds: '60' }, {}]) {
      const refused = await move(body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe('seconds 须为 1 至 86400 之间的整数');
    }
    expect(((await (await move({ seconds: 0 }, 'en')).json()) as { error: string }).error).toBe('seconds must be a whole number from 1 to 86400');
    const notJson = await fetch(`${server.baseUrl}/dev/clock`, { method: 'POST', headers: { 'accept-language': 'ko' }, body: 'soon' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: string }).error).toMatch(/정수/);
  });
});

describe('the clock outside the sandbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Even handed a movable clock, a production server has no /dev/clock.
    server = await startTestServer('pglite', { clock: movableClock(), config: { ...testConfig, sandbox: false } });
  });
  afterAll(() => server.close());

  it('does not exist: /dev/clock answers 404 to a read and to a move', async () => {
    expect((await fetch(`${server.baseUrl}/dev/clock`)).status).toBe(404);
    const move = await fetch(`${server.baseUrl}/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"seconds":61}' });
    expect(move.status).toBe(404);
  });
});
