// Which tracker answers for a waybill (decision 035): the sandbox courier's own waybills in the sandbox, and only
// there; outside it Kuaidi100 for a real courier's waybill when configured. Otherwise none: a route then has no
// events rather than invented ones.
import type { Context } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import { kuaidi100Tracker } from './kuaidi100.ts';
import { sandboxTracker, type CourierTracker } from './tracker.ts';
import { SANDBOX_COMPANY, type WaybillRow } from '../../courier/waybills.ts';

const noTracker: CourierTracker = {
  mode: 'sandbox',
  async route() {
    return { company: '', status: 'none', traces: [] };
  },
};

export function trackerOf(c: Context<AppEnv>, waybill: WaybillRow): CourierTracker {
  const config = c.get('config');
  if (config.sandbox) return waybill.company === SANDBOX_COMPANY ? sandboxTracker : noTracker;
  const courier = config.courier;
  if (courier?.provider === 'kuaidi100' && waybill.company !== SANDBOX_COMPANY) return kuaidi100Tracker(courier, { timeoutMs: config.gatewayTimeoutMs });
  return noTracker;
}

/** For /health: which courier tracking is live. */
export function courierModeOf(config: AppEnv['Variables']['config']): 'sandbox' | 'kuaidi100' | 'off' {
  if (config.sandbox) return 'sandbox';
  return config.courier?.provider === 'kuaidi100' ? 'kuaidi100' : 'off';
}
