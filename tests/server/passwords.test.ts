// The test server hashes passwords cheaply (decision 060); these prove production cannot, and still hashes at 16384.
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../src/server/config.ts';
import { createAccountServices } from '../../src/server/accounts/services.ts';
import { createPasswords, PASSWORD_COST } from '../../src/server/accounts/passwords.ts';
import type { Db } from '../../src/server/db/open.ts';
import { liveMessagingEnv } from '../support/messaging-env.ts';
import { testSecrets } from '../support/secrets.ts';

const production = {
  ...testSecrets,
  PUBLIC_ORIGIN: 'https://visa.example.cn', ...liveMessagingEnv,
};
// Nothing here touches the database: the services are built, and only their password hashing is used.
const noDatabase = {} as Db;

function servicesOf(env: NodeJS.ProcessEnv, extra: { passwordCost?: number } = {}) {
  const { secrets, ...rest } = configFromEnv(env);
  const config = { ...rest, tokenSecret: secrets.tokenSecret ?? 's'.repeat(40), downloadLinkSecret: secrets.downloadLinkSecret ?? 'd'.repeat(40), storedSecretsKey: secrets.storedSecretsKey ?? 'k'.repeat(40), ...extra };
  return createAccountServices({ db: noDatabase, config, log: () => {} });
}

describe('password hashing cost', () => {
  it('is 16384 on a server configured from the environment, which has no variable to lower it', async () => {
    expect(PASSWORD_COST).toBe(16384);
    for (const env of [production, { ...production, PASSWORD_COST: '1024', SCRYPT_N: '1024' }, { SANDBOX: '1', PASSWORD_COST: '1024' }]) {
      const { passwords } = servicesOf(env);
      expect(await passwords.hash('correct horse')).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(passwords.decoyHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    }
  });

  it('below 16384 is refused outside the sandbox, and only a power of two is taken', () => {
    expect(() => servicesOf(production, { passwordCost: 1024 })).toThrow(ConfigError);
    expect(() => servicesOf(production, { passwordCost: 1024 })).toThrow(/only a sandbox/);
    expect(() => createPasswords(8192, false)).toThrow(/below 16384/);
    expect(() => createPasswords(1000, true)).toThrow(/power of two/);
    expect(servicesOf(production, { passwordCost: 32768 }).passwords.decoyHash).toMatch(/^scrypt\$32768\$/);
  });

  it('a sandbox may hash cheaply, and a hash made at any cost verifies at its own', async () => {
    const cheap = createPasswords(1024, true);
    const stored = await cheap.hash('correct horse');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(cheap.decoyHash).toMatch(/^scrypt\$1024\$/);
    const full = createPasswords();
    expect(await full.verify('correct horse', stored)).toBe(true);
    expect(await cheap.verify('correct horse', await full.hash('correct horse'))).toBe(true);
    expect(await cheap.verify('wrong horse', stored)).toBe(false);
    expect(await cheap.verify('correct horse', cheap.decoyHash)).toBe(false);
  });
});
