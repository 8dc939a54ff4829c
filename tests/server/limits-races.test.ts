// Every limit, cooldown and "only so many tries" rule holds under a burst of parallel requests, and on PostgreSQL
// when the requests come through two processes' connection pools (issue 13). Each of these let several through when
// it was a read followed by a write.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodes } from '../../src/server/accounts/codes.ts';
import { createLockout } from '../../src/server/accounts/lockout.ts';
import { createRateLimiter } from '../../src/server/accounts/rate-limit.ts';
import { openDatabase, type Database } from '../../src/server/db/open.ts';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds, openTestDatabase, type DatabaseKind, type TestDatabase } from '../support/database.ts';
import { encryptor, loginToken, register, startAccountServer, type AccountServer } from './account-support.ts';

const SECRET = 'limits-races-secret-0123456789abcdef';
const now = () => new Date();

describe.each(databaseKinds())('limits under races on %s', (kind: DatabaseKind) => {
  let database: TestDatabase;
  /** On PostgreSQL a second, separate pool on the same database: what a second server process has. */
  let second: Database | undefined;
  const dbs = () => (second ? [database.db, second.db] : [database.db]);
  const spread = <T>(count: number, run: (db: TestDatabase['db'], i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, i) => run(dbs()[i % dbs().length]!, i)));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    if (database.url) second = await openDatabase({ url: database.url });
  });
  afterAll(async () => {
    await second?.close();
    await database?.dispose();
  });

  it('60 hits at once on a limit of 10 let exactly 10 through', async () => {
    const bucket = `login:ip:race-${randomUUID()}`;
    const verdicts = await spread(60, (db) => createRateLimiter(db, now).hit(bucket, 10, 600));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });

  it('10 code sends at once to one number make one code', async () => {
    const target = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const outcomes = await spread(10, (db) => createCodes(db, SECRET, now).send('sms', target, 'resetPassword', async () => true));
    expect(outcomes.filter((outcome) => outcome.sent)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.sent && outcome.why === 'cooldown')).toHaveLength(9);
  });

  it('100 guesses at once at a code get at most 5 answers; the rest are told the code is spent', async () => {
    const target = `138${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    let code = '';
    await createCodes(database.db, SECRET, now).send('sms', target, 'resetPassword', async (sent) => {
      code = sent;
      return true;
    });
    const wrong = code === '000000' ? '111111' : '000000';
    // The right code is among the guesses, late: before, it was accepted after 99 wrong ones had raced past the cap.
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 60 ? code : wrong));
    const verdicts = await spread(100, (db, i) => createCodes(db, SECRET, now).check(target, 'resetPassword', guesses[i]!));
    const answered = verdicts.filter((verdict) => verdict === 'wrong' || verdict === 'ok');
    expect(answered.length).toBeLessThanOrEqual(5);
    expect(verdicts.filter((verdict) => verdict === 'tooManyTries').length).toBeGreaterThanOrEqual(95);
    // Spent or void: the code opens nothing any more.
    expect(['tooManyTries', 'expired']).toContain(await createCodes(database.db, SECRET, now).check(target, 'resetPassword', code));
  });

  it('a right code is accepted once, however many times it is sent at once', async () => {
    const target = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    let code = '';
    await createCodes(database.db, SECRET, now).send('sms', target, 'changePassword', async (sent) => {
      code = sent;
      return true;
    });
    const verdicts = await spread(20, (db) => createCodes(db, SECRET, now).check(target, 'changePassword', code));
    expect(verdicts.filter((verdict) => verdict === 'ok')).toHaveLength(1);
  });

  it('12 failed logins at once from one address lock it once, and only that address', async () => {
    const userId = randomUUID();
    await database.db.insert(t.users).values({ id: userId, kind: 'user', passwordHash: 'x', mobile: `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` } as typeof t.users.$inferInsert);
    const locks = await spread(12, (db) => createLockout(db, now).fail(userId, '203.0.113.9'));
    expect(locks.filter(Boolean)).toHaveLength(1);
    const lockout = createLockout(database.db, now);
    expect(await lockout.lockedUntil(userId, '203.0.113.9')).not.toBeNull();
    // The owner, from their own network, is not locked out by a stranger's guesses.
    expect(await lockout.lockedUntil(userId, '198.51.100.7')).toBeNull();
    // A password reset clears every address's count.
    await lockout.succeed(userId);
    expect(await lockout.lockedUntil(userId, '203.0.113.9')).toBeNull();
  });
});

describe('the client address behind reverse proxies', () => {
  let direct: AccountServer;
  let proxied: AccountServer;
  beforeAll(async () => {
    direct = await startAccountServer('pglite', { loginsPerIpPer10Min: 2 });
    proxied = await startAccountServer('pglite', { loginsPerIpPer10Min: 2, trustedProxies: 1 });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const loginFrom = (server: AccountServer, forwardedFor?: string) =>
    fetch(`${server.baseUrl}/api-uaa/oauth/user/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json', 'accept-language': 'en',
        authorization: `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ username: '13900000000', password: 'x', keyId: 'k', deviceId: 'd', captchaCode: 'abcd' }),
    }).then(async (response) => ((await response.json()) as { code: number }).code);

  it('without trusted proxies, X-Forwarded-For is the client\'s word and splits nothing', async () => {
    const statuses = [await loginFrom(direct, '1.1.1.1'), await loginFrom(direct, '2.2.2.2'), await loginFrom(direct, '3.3.3.3')];
    expect(statuses[2]).toBe(429);
  });

  it('behind one proxy, each client has its own bucket, counted by the address the proxy appended', async () => {
    expect(await loginFrom(proxied, '1.1.1.1')).not.toBe(429);
    expect(await loginFrom(proxied, '1.1.1.1')).not.toBe(429);
    expect(await loginFrom(proxied, '1.1.1.1')).toBe(429);
    // A client writing its own entry on the left does not get a fresh bucket.
    expect(await loginFrom(proxied, '9.9.9.9, 1.1.1.1')).toBe(429);
    expect(await loginFrom(proxied, '2.2.2.2')).not.toBe(429);
  });

  it('60 logins at once let through at most the limit', async () => {
    const codes = await Promise.all(Array.from({ length: 60 }, () => loginFrom(proxied, '4.4.4.4')));
    expect(codes.filter((code) => code !== 429)).toHaveLength(2);
  });
});

describe('the calls that check a password or a code are throttled', () => {
  let server: AccountServer;
  beforeAll(async () => {
    server = await startAccountServer('pglite');
  });
  afterAll(() => server?.close());

  const codesOf = async (count: number, call: () => Promise<{ body: { code: number } }>) => {
    const codes: number[] = [];
    for (let i = 0; i < count; i += 1) codes.push((await call()).body.code);
    return codes;
  };

  it('change password: five tries per user in 15 minutes, then 429 whatever is sent', async () => {
    await register(server, '13911112222', 'owner0001');
    const auth = await loginToken(server, '13911112222', 'owner0001');
    const rsa = await encryptor(server);
    const body = { oldPsd: await rsa.encrypt('guess0001'), newPsd: await rsa.encrypt('newpass01'), confirmPsd: await rsa.encrypt('newpass01'), authCode: '123456', keyId: rsa.keyId };
    const codes = await codesOf(6, () => server.call('PUT', '/api-user/users/password', { auth, body }));
    expect(codes.slice(0, 5)).not.toContain(429);
    expect(codes[5]).toBe(429);
  });

  it('the RSA decrypt test: 20 per address in 10 minutes', async () => {
    await register(server, '13911114444', 'tester001');
    const auth = await loginToken(server, '13911114444', 'tester001');
    const codes = await codesOf(21, () => server.call('POST', '/api-uaa/rsa/decrypt/test', { auth, body: { keyId: 'k', ciphertext: 'AAAA', expected: 'x' } }));
    expect(codes.slice(0, 20)).not.toContain(429);
    expect(codes[20]).toBe(429);
  });

  it('password reset: 20 per address an hour', async () => {
    const rsa = await encryptor(server);
    const newPassword = await rsa.encrypt('newpass01');
    const codes = await codesOf(21, () => server.call('PUT', '/api-uaa/password/reset', { body: { by: 'mobile', mobile: '13911113333', code: '123456', newPassword, keyId: rsa.keyId } }));
    expect(codes.slice(0, 20)).not.toContain(429);
    expect(codes[20]).toBe(429);
  });
});
