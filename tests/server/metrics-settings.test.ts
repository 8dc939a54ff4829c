// The settings of /metrics and the log (decision 090), checked with the others at start: a weak or borrowed
// METRICS_TOKEN, an allow-list entry that is not an address, or an unknown LOG_LEVEL stops the start naming it.
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../src/server/config.ts';
import { refusalMessage } from '../../src/server/config-problems.ts';
import { allowListOf } from '../../src/server/metrics/settings.ts';
import { liveMessagingEnv } from '../support/messaging-env.ts';
import { testSecrets } from '../support/secrets.ts';

const production = { ...testSecrets, PUBLIC_ORIGIN: 'https://visa.example.cn', ...liveMessagingEnv };
const TOKEN = 'Kq2v9Rz7mW4pT8xN1bY6cH3jL5sD0fGa';

function refusal(env: Record<string, string>): string {
  try {
    configFromEnv({ ...production, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return refusalMessage(error);
    throw error;
  }
  throw new Error('the start was not refused');
}

describe('metrics and log settings', () => {
  it('are off by default: no /metrics, the log at info', () => {
    const config = configFromEnv(production);
    expect(config.metrics).toBeUndefined();
    expect(config.logLevel).toBeUndefined();
  });

  it('take a strong token, an allow-list of addresses and ranges, and a level', () => {
    const config = configFromEnv({ ...production, METRICS_TOKEN: TOKEN, METRICS_ALLOW_FROM: ' 10.0.0.5, 10.1.0.0/16 ,::1', LOG_LEVEL: 'debug' });
    expect(config.metrics).toEqual({ token: TOKEN, allowFrom: ['10.0.0.5', '10.1.0.0/16', '::1'] });
    expect(config.logLevel).toBe('debug');
  });

  it('refuse a short token, one with little variety, one like a secret, a bad address and an unknown level, all at once', () => {
    const message = refusal({ METRICS_TOKEN: 'metrics', METRICS_ALLOW_FROM: '10.0.0.5,intranet,10.0.0.0/33', LOG_LEVEL: 'verbose' });
    expect(message).toMatch(/^ {2}metrics and logs:$/m);
    expect(message).toContain('METRICS_TOKEN is too short');
    expect(message).toContain('METRICS_ALLOW_FROM must list IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.5,10.1.0.0/16), not intranet');
    expect(message).toContain('not 10.0.0.0/33');
    expect(message).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, not verbose');
    expect(refusal({ METRICS_TOKEN: 'ab'.repeat(20) })).toContain('METRICS_TOKEN has too little variety');
    expect(refusal({ METRICS_TOKEN: `${testSecrets.TOKEN_SECRET.slice(0, -1)}Z` })).toContain('METRICS_TOKEN and TOKEN_SECRET must differ');
  });

  it('match an allow-list by address and range, also an IPv4 address seen through IPv6', () => {
    const allowed = allowListOf(['10.0.0.5', '192.168.0.0/16', '::1']);
    expect(['10.0.0.5', '::ffff:10.0.0.5', '192.168.44.3', '::1'].map(allowed)).toEqual([true, true, true, true]);
    expect(['10.0.0.6', '172.16.0.1', '::2', 'unknown', ''].map(allowed)).toEqual([false, false, false, false, false]);
  });
});
