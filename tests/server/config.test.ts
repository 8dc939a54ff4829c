// Fail closed (issue 13 item 1): production behaviour unless configured otherwise, and no secret the code knows.
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, SECRET_VARIABLES } from '../../src/server/config.ts';
import { withSecrets } from '../../src/server/sandbox-secrets.ts';
import { openTestDatabase } from '../support/database.ts';
import { liveMessagingEnv } from '../support/messaging-env.ts';
import { testSecrets } from '../support/secrets.ts';

const production = {
  ...testSecrets,
  PUBLIC_ORIGIN: 'https://visa.example.cn', ...liveMessagingEnv,
};
const without = (name: string) => Object.fromEntries(Object.entries(production).filter(([key]) => key !== name));

describe('configuration from the environment', () => {
  it('is production unless SANDBOX is exactly 1 or true', () => {
    for (const value of [undefined, '', '0', 'false', 'yes', 'on', 'TRUE ']) {
      expect(configFromEnv({ ...production, SANDBOX: value }).sandbox, String(value)).toBe(false);
    }
    expect(configFromEnv({ SANDBOX: '1' }).sandbox).toBe(true);
    expect(configFromEnv({ SANDBOX: 'true' }).sandbox).toBe(true);
  });

  it('outside the sandbox refuses to start without each secret, naming its variable', () => {
    for (const variable of Object.values(SECRET_VARIABLES)) {
      expect(() => configFromEnv(without(variable))).toThrow(ConfigError);
      expect(() => configFromEnv(without(variable))).toThrow(variable);
    }
  });

  it('refuses short secrets and one secret used for two purposes', () => {
    expect(() => configFromEnv({ ...production, TOKEN_SECRET: 'development-only-token-secret' })).toThrow(/TOKEN_SECRET is too short/);
    expect(() => configFromEnv({ ...production, STORED_SECRETS_KEY: production.TOKEN_SECRET })).toThrow(/must differ/);
  });

  it('takes the public origin from configuration only: required outside the sandbox, scheme, host and port', () => {
    expect(() => configFromEnv(without('PUBLIC_ORIGIN'))).toThrow(/PUBLIC_ORIGIN is not set/);
    expect(() => configFromEnv({ ...production, PUBLIC_ORIGIN: 'https://visa.example.cn/portal' })).toThrow(/PUBLIC_ORIGIN must be/);
    expect(() => configFromEnv({ ...production, PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN/);
    expect(configFromEnv({ ...production, PUBLIC_ORIGIN: 'https://visa.example.cn/' }).publicOrigin).toBe('https://visa.example.cn');
    expect(configFromEnv({ SANDBOX: '1', PORT: '8123' }).publicOrigin).toBe('http://localhost:8123');
  });

  it('refuses a trusted proxy count that is not a whole number', () => {
    expect(() => configFromEnv({ ...production, TRUSTED_PROXIES: 'all' })).toThrow(/TRUSTED_PROXIES/);
    expect(configFromEnv({ ...production, TRUSTED_PROXIES: '1' }).trustedProxies).toBe(1);
  });

  it('in the sandbox, secrets not given are random, kept in the database and the same for every process', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const lines: string[] = [];
      const first = await withSecrets(database.db, configFromEnv({ SANDBOX: '1' }), (line) => lines.push(line));
      const second = await withSecrets(database.db, configFromEnv({ SANDBOX: '1' }), () => {});
      expect(second.tokenSecret).toBe(first.tokenSecret);
      expect(new Set([first.tokenSecret, first.downloadLinkSecret, first.storedSecretsKey]).size).toBe(3);
      expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
      expect(lines.join('\n')).toMatch(/SANDBOX: TOKEN_SECRET, DOWNLOAD_LINK_SECRET, STORED_SECRETS_KEY not set/);
      const other = await openTestDatabase('pglite');
      try {
        expect((await withSecrets(other.db, configFromEnv({ SANDBOX: '1' }), () => {})).tokenSecret).not.toBe(first.tokenSecret);
      } finally {
        await other.dispose();
      }
      // A secret that is given wins over the kept one.
      expect((await withSecrets(database.db, configFromEnv({ SANDBOX: '1', TOKEN_SECRET: testSecrets.TOKEN_SECRET }), () => {})).tokenSecret).toBe(testSecrets.TOKEN_SECRET);
    } finally {
      await database.dispose();
    }
  });
});
