import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../src/server/db/seed/seed.ts';
import { sandboxAccountSeeds } from '../../src/server/accounts/sandbox-seed.ts';
import { SLOWING_FREE_TRIES } from '../../src/server/accounts/policy.ts';
import { databaseKinds } from '../support/database.ts';
import { encryptor, register, solvedCaptcha, startAccountServer, type AccountServer } from './account-support.ts';

// Issue 39 item 4: a guesser who moves to a new address every few tries is never stopped by the per-address lock.
describe.each(databaseKinds())('the growing wait on one account across all addresses on %s', (kind) => {
  let server: AccountServer;
  beforeAll(async () => {
    // Behind one proxy, so each try can come from its own address.
    server = await startAccountServer(kind, { trustedProxies: 1, captchaDrawsPerIpPer10Min: 10_000 });
    await seedReferenceData(server.database.db, sandboxAccountSeeds);
  });
  afterAll(() => server?.close());

  const loginFrom = async (address: string, username: string, password: string) => {
    const rsa = await encryptor(server);
    const response = await fetch(`${server.baseUrl}/api-uaa/oauth/user/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': address,
        authorization: `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`,
      },
      body: JSON.stringify({ username, password: await rsa.encrypt(password), keyId: rsa.keyId, ...(await solvedCaptcha(server)) }),
    });
    return (await response.json()) as { code: number; msg: string };
  };
  /** A wrong password answers 400 only once it has been checked; a try refused before the check answers 429. */
  const checked = (answers: { code: number }[]) => answers.filter((answer) => answer.code === 400).length;

  // Sixty logins one after another took 30 s beside a loaded suite: the limit guards a hang, not a speed.
  it('60 wrong guesses from 60 addresses: only the free ones reach the password check, the rest are told how long to wait', { timeout: 120_000 }, async () => {
    await register(server, '13800138100', 'secret1');
    const answers = [];
    for (let i = 0; i < 60; i += 1) answers.push(await loginFrom(`198.51.100.${i + 1}`, '13800138100', 'guess99'));
    expect(checked(answers)).toBe(SLOWING_FREE_TRIES);
    expect(answers.at(-1)).toEqual({ code: 429, msg: 'This account has had many wrong passwords lately. Please try again in 5 seconds', data: null });
  });

  it('each try after the wait doubles the next wait, and the owner gets in once it has passed', async () => {
    await register(server, '13800138101', 'secret1');
    for (let i = 0; i < SLOWING_FREE_TRIES; i += 1) expect((await loginFrom(`203.0.113.${i + 1}`, '13800138101', 'guess99')).code).toBe(400);
    server.clock.advance(5);
    expect((await loginFrom('203.0.113.50', '13800138101', 'guess99')).code).toBe(400);
    expect(await loginFrom('203.0.113.51', '13800138101', 'guess99')).toMatchObject({ code: 429, msg: expect.stringContaining('in 10 seconds') });
    server.clock.advance(10);
    expect((await loginFrom('203.0.113.52', '13800138101', 'guess99')).code).toBe(400);
    expect(await loginFrom('203.0.113.53', '13800138101', 'guess99')).toMatchObject({ code: 429, msg: expect.stringContaining('in 20 seconds') });

    // Never a lock-out: the owner, from their own address, waits the 20 s and is let in, which clears the count.
    server.clock.advance(20);
    expect((await loginFrom('192.0.2.7', '13800138101', 'secret1')).code).toBe(0);
    expect((await loginFrom('203.0.113.54', '13800138101', 'guess99')).code).toBe(400);
  });

  it('60 guesses at once from 60 addresses: exactly the free ones are checked, on any number of connections', { timeout: 120_000 }, async () => {
    await register(server, '13800138102', 'secret1');
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => loginFrom(`100.64.0.${i + 1}`, '13800138102', 'guess99')));
    expect(checked(answers)).toBe(SLOWING_FREE_TRIES);
    expect(answers.filter((answer) => answer.code === 429)).toHaveLength(60 - SLOWING_FREE_TRIES);
  });
});
