import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './env.ts';

/**
 * The address rate limits and lockouts count by. Behind TRUSTED_PROXIES reverse proxies, each of which appends the
 * address it received from to X-Forwarded-For, the client is that many entries from the right: entries further left
 * were written by the client and prove nothing. (proxy-addr does this for Express's request object; with a hop count
 * it is the one line below.)
 */
export function clientAddress(c: Context<AppEnv>): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by node (app.request in a test): no socket address.
  }
  const proxies = c.get('config').trustedProxies ?? 0;
  if (!proxies) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (!forwarded.length) return socket;
  return forwarded[Math.max(0, forwarded.length - proxies)]!;
}
