// Every numeric setting has a stated range, and the operator's documents state the same (issue 39 item 3): a value
// that is not a whole number in range is refused naming it, never read as NaN (which turned limits off). The start
// through the real entry is in settings-start.test.ts; this checks every setting against many shapes, in process.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, SECRET_VARIABLES } from '../../src/server/config.ts';
import { NUMERIC_SETTINGS, type NumericName } from '../../src/server/numeric-settings.ts';
import { ALIPAY_VARIABLES, WECHATPAY_VARIABLES } from '../../src/server/providers/payments/config.ts';
import { readEnvExample } from '../support/env-example.ts';
import { liveMessagingEnv } from '../support/messaging-env.ts';
import { testSecrets } from '../support/secrets.ts';

const production = { ...testSecrets, ...liveMessagingEnv, PUBLIC_ORIGIN: 'https://visa.example.cn' };
const settings = Object.entries(NUMERIC_SETTINGS) as [NumericName, (typeof NUMERIC_SETTINGS)[NumericName]][];
const refusalOf = (env: NodeJS.ProcessEnv) => {
  try {
    configFromEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return undefined;
};

describe('numeric settings', () => {
  it.each(settings)('%s is refused, named, unless a whole number from its min to its max', (name, { min, max }) => {
    for (const bad of ['abc', '30x', '30min', '1.5', '1e3', '-1', ' ', '0x10', String(max + 1), ...(min > 0 ? [String(min - 1)] : [])]) {
      expect(refusalOf({ ...production, [name]: bad }), `${name}=${bad}`).toMatch(new RegExp(`${name} must be a whole number from ${min} to ${max}`));
    }
    for (const good of [String(min), String(max)]) expect(refusalOf({ ...production, [name]: good }), `${name}=${good}`).toBeUndefined();
  });

  it('an empty value takes the default', () => {
    const config = configFromEnv({ ...production, PORT: '', IDLE_TIMEOUT_SECONDS: '' });
    expect(config.port).toBe(8080);
    expect(config.idleTimeoutSeconds).toBeUndefined();
  });

  it('every bad one is named in the same refusal', () => {
    const message = refusalOf({ ...production, ...Object.fromEntries(settings.map(([name]) => [name, 'x'])) });
    for (const [name] of settings) expect(message).toContain(`${name} must be`);
  });
});

describe('the operator\'s documents', () => {
  const readme = readFileSync('README.md', 'utf8');
  const environment = readme.slice(readme.indexOf('## Environment'), readme.indexOf('\n## ', readme.indexOf('## Environment') + 1));

  it.each(settings)('the README\'s Environment table gives %s with its range', (name, { min, max }) => {
    const row = environment.split('\n').find((line) => line.startsWith('|') && line.includes(`\`${name}\``));
    expect(row, name).toBeDefined();
    expect(row).toContain(`${min.toLocaleString('en').replaceAll(',', '')}–${max.toLocaleString('en').replaceAll(',', '')}`);
  });

  it('the README\'s Environment table gives each secret with its rule', () => {
    for (const variable of Object.values(SECRET_VARIABLES)) {
      const row = environment.split('\n').find((line) => line.includes(`\`${variable}\``));
      expect(row, variable).toMatch(/≥ 32 characters, ≥ 16 different/);
    }
  });

  it('.env.example lists every numeric setting, every secret and every payment variable', () => {
    const { required, optional } = readEnvExample();
    const listed = new Set([...required.keys(), ...optional.keys()]);
    for (const name of [...settings.map(([name]) => name), ...Object.values(SECRET_VARIABLES), ...WECHATPAY_VARIABLES, ...ALIPAY_VARIABLES, 'PUBLIC_ORIGIN', 'DATABASE_URL']) {
      expect(listed.has(name), name).toBe(true);
    }
  });
});
