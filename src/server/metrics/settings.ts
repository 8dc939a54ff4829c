// Who may read /metrics (issue 36 item 3). The figures are not personal, but they tell an outsider how busy the
// portal is, how many payments fail and when a queue backs up: not public. A bearer token, an address allow-list, or
// both (then both must hold). Neither set: /metrics does not exist (404), as the sandbox pages outside the sandbox.
import { BlockList, isIP } from 'node:net';
import type { Level } from 'pino';
import { ConfigError } from '../config-problems.ts';
import { LOG_LEVELS } from '../logging/logger.ts';
import { tooAlike, weakness } from '../secret-strength.ts';

export interface MetricsConfig {
  /** METRICS_TOKEN: the bearer Prometheus sends (`authorization: { credentials: … }` in its scrape config). */
  token?: string;
  /** METRICS_ALLOW_FROM: addresses or CIDR ranges a scrape may come from, as clientAddress sees it (TRUSTED_PROXIES). */
  allowFrom?: string[];
}

/**
 * METRICS_TOKEN and METRICS_ALLOW_FROM; undefined when neither is set. Throws naming each bad one. `secretVariables`
 * name the portal's own secrets, which the token must not resemble.
 */
export function metricsConfigFrom(env: NodeJS.ProcessEnv, secretVariables: readonly string[]): MetricsConfig | undefined {
  const problems: string[] = [];
  const token = env.METRICS_TOKEN || undefined;
  if (token) {
    const weak = weakness(token);
    if (weak) problems.push(`METRICS_TOKEN ${weak} (e.g. \`openssl rand -base64 48\`).`);
    // The token sits in Prometheus's configuration: if it leaked, it must not be (or come near) a key of the portal's.
    for (const variable of secretVariables) {
      const secret = env[variable];
      if (secret && tooAlike(token, secret)) problems.push(`METRICS_TOKEN and ${variable} must differ: the scraper's token must not open anything else.`);
    }
  }
  const allowFrom = env.METRICS_ALLOW_FROM?.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of allowFrom ?? []) {
    if (!addressRange(entry)) problems.push(`METRICS_ALLOW_FROM must list IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.5,10.1.0.0/16), not ${entry}`);
  }
  if (problems.length) throw new ConfigError(problems.map((message) => ({ group: '', message })));
  if (!token && !allowFrom?.length) return undefined;
  return { token, allowFrom: allowFrom?.length ? allowFrom : undefined };
}

/** LOG_LEVEL: info by default; debug and trace say more, warn and error less. */
export function logLevelFrom(env: NodeJS.ProcessEnv): Level | undefined {
  const value = env.LOG_LEVEL?.trim();
  if (!value) return undefined;
  if (!(LOG_LEVELS as readonly string[]).includes(value)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${value}`);
  return value as Level;
}

function addressRange(entry: string): { address: string; prefix?: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) return { address, family };
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (version === 4 ? 32 : 128)) return undefined;
  return { address, prefix: bits, family };
}

/** Whether `address` (a socket's, perhaps IPv4-mapped IPv6) is in the list. */
export function allowListOf(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const range = addressRange(entry)!;
    if (range.prefix === undefined) list.addAddress(range.address, range.family);
    else list.addSubnet(range.address, range.prefix, range.family);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}
