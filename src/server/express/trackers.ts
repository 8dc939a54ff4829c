// Which tracker answers: the sandbox courier in the sandbox, and only there; outside it the configured live one,
// or none — then a route has no events rather than invented ones (decision 035).
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { sandboxTracker, type CourierTracker } from './tracker.ts';

const noTracker: CourierTracker = {
  mode: 'sandbox',
  async route() {
    return { company: '', status: 'none', traces: [] };
  },
};

export function trackerOf(c: Context<AppEnv>): CourierTracker {
  return c.get('config').sandbox ? sandboxTracker : noTracker;
}
