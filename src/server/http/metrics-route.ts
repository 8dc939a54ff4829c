// GET /metrics for Prometheus (issue 36 item 3, decision 090): only for the scraper, by bearer token, address, or
// both. Unconfigured it does not exist (404), so a portal that nobody scrapes shows nothing of itself.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { clientAddress } from './client-address.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';
import { allowListOf, type MetricsConfig } from '../metrics/settings.ts';

/** Equal digests compare in constant time whatever the lengths given, so the comparison tells nothing of the token. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerOf(c: Context<AppEnv>): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1];
}

export function mountMetrics(app: Hono<AppEnv>, metrics: AppMetrics, config: MetricsConfig | undefined) {
  const allowed = config?.allowFrom ? allowListOf(config.allowFrom) : undefined;
  app.get('/metrics', async (c) => {
    c.header('cache-control', 'no-store');
    if (!config) return c.text('Not found', 404);
    if (allowed && !allowed(clientAddress(c))) return c.text('Forbidden', 403);
    if (config.token) {
      const given = bearerOf(c);
      if (given === undefined || !sameToken(given, config.token)) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return c.text('Unauthorized', 401);
      }
    }
    c.header('content-type', metrics.contentType);
    return c.body(await metrics.text());
  });
}
