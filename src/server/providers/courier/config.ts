// Which courier tracker the server uses, read from the environment and checked at start (decision 035): the sandbox
// courier in the sandbox and only there; outside it Kuaidi100's real-time query when configured, else none (a route
// then has no events, never invented ones). A missing variable stops the start naming it.
import { ConfigError, gather } from '../../config-problems.ts';

export const KUAIDI100_ENDPOINT = 'https://poll.kuaidi100.com/poll/query.do';

export interface Kuaidi100Settings {
  customer: string;
  key: string;
  endpoint: string;
}

export type CourierConfig = { provider: 'sandbox' } | { provider: 'off' } | ({ provider: 'kuaidi100' } & Kuaidi100Settings);

const PROVIDERS = ['sandbox', 'kuaidi100'] as const;

function endpointFrom(raw: string | undefined): string {
  if (!raw) return KUAIDI100_ENDPOINT;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`KUAIDI100_ENDPOINT is not an address: ${raw}`);
  }
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new ConfigError(`KUAIDI100_ENDPOINT must be https (plain http only on this machine, for a test server), not ${raw}`);
  }
  return url.href;
}

export function courierConfigFrom(env: NodeJS.ProcessEnv, sandbox: boolean): CourierConfig {
  const raw = env.COURIER_PROVIDER?.trim();
  if (raw && !(PROVIDERS as readonly string[]).includes(raw)) throw new ConfigError(`COURIER_PROVIDER must be one of ${PROVIDERS.join(', ')}, not ${raw}`);
  const anyKuaidi100 = ['KUAIDI100_CUSTOMER', 'KUAIDI100_KEY'].some((name) => env[name]?.trim());
  if (sandbox) {
    if (raw === 'kuaidi100') throw new ConfigError('COURIER_PROVIDER=kuaidi100 cannot run with SANDBOX on: a trial never reaches a live courier service.');
    return { provider: 'sandbox' };
  }
  if (raw === 'sandbox') throw new ConfigError('COURIER_PROVIDER=sandbox needs SANDBOX=1: outside the sandbox no route is invented.');
  if (raw !== 'kuaidi100' && !anyKuaidi100) return { provider: 'off' };
  const required = (variable: string) => {
    const value = env[variable]?.trim();
    if (!value) throw new ConfigError(`${variable} is not set. COURIER_PROVIDER=kuaidi100 needs the enterprise account's customer id and key (api.kuaidi100.com → 企业管理后台 → 授权信息). See README, "Going live".`);
    return value;
  };
  return { provider: 'kuaidi100', ...gather({ customer: () => required('KUAIDI100_CUSTOMER'), key: () => required('KUAIDI100_KEY'), endpoint: () => endpointFrom(env.KUAIDI100_ENDPOINT?.trim()) }) };
}
