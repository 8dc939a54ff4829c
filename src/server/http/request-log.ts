// Every request gets an id (a proxy's X-Request-Id when it is safe, else a new one), answered in X-Request-Id and
// carried by every log line written while it is served (logging/request-id.ts). When it is answered: one access line
// (method, operation or route kind, status, duration) and the duration in the metrics. The access line never holds the
// URL: paths and query strings carry mobile numbers, codes and tokens.
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './env.ts';
import { routeKind } from './route-kind.ts';
import { requestIdFrom, withRequestId } from '../logging/request-id.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An answer built from another's (a fetched one) has read-only headers: it is copied to carry the id. */
function answerWithId(c: Context<AppEnv>, id: string) {
  try {
    c.res.headers.set(REQUEST_ID_HEADER, id);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(REQUEST_ID_HEADER, id);
  }
}

export function requestLog(log: Logger, metrics: AppMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    const started = performance.now();
    c.set('requestId', id);
    await withRequestId(id, async () => {
      await next();
      const ms = performance.now() - started;
      const route = c.get('operationId') ?? routeKind(c.req.path);
      const status = c.res.status;
      answerWithId(c, id);
      metrics.observeRequest(route, status, ms / 1000);
      log.info({ event: 'request', method: c.req.method, route, status, ms: Math.round(ms * 10) / 10 }, `${c.req.method} ${route} ${status}`);
    });
  };
}
