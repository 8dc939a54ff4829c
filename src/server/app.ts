import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { operations, type OperationInfo } from '../api/operations.gen.ts';
import type { Db } from './db/open.ts';
import type { ServerConfig } from './config.ts';
import type { AppEnv } from './http/env.ts';
import { fail, type OperationId } from './http/envelope.ts';
import { languageOf } from './http/language.ts';
import { requireBearer, requireClientCredential, type TokenVerifier } from './http/auth.ts';
import { requireStaff } from './http/staff-auth.ts';
import { requireIntegration } from './http/integration-auth.ts';
import { contractRequest } from './http/contract-requests.ts';
import { HALF_OPEN_STAFF_OPERATIONS } from './staff/half-open.ts';
import { mountSpa, SANDBOX_BANNER } from './http/spa.ts';
import { hintedPages } from './http/page-hints.ts';
import { apiAnswers } from './http/api-answers.ts';
import { boundedInput } from './http/bounded-input.ts';
import { mountHealth } from './http/health.ts';
import { mountReadiness } from './http/readiness.ts';
import { storageReadyOf } from './files/file-storage.ts';
import { mountMetrics } from './http/metrics-route.ts';
import { requestLog } from './http/request-log.ts';
import { createAppMetrics } from './metrics/app-metrics.ts';
import { logger as processLogger } from './logging/logger.ts';
import type { Logger } from 'pino';
import { withoutParameters } from './http/error-log.ts';
import { answerRefusal } from './http/handlers/refusal.ts';
import { createReferenceCache, type ReferenceCacheOptions } from './http/reference-cache.ts';
import { referenceReads } from './http/reference-reads.ts';
import { implementedHandlers } from './routes/index.ts';
import { createAccountServices, type AccountServices } from './accounts/services.ts';
import type { Clock, MovableClock } from './accounts/clock.ts';
import { mountBackOffice } from './dev/backoffice-page.ts';
import { mountBackOfficeExpress } from './dev/backoffice-express.ts';
import { mountDevRoutes } from './dev/outbox-page.ts';
import { mountDevClock } from './dev/clock-route.ts';
import { mountNotificationOutbox } from './dev/notification-outbox-page.ts';
import { mountSandboxPaymentPages } from './providers/payments/sandbox-page.ts';
import { mountFormDownloads } from './forms/form-downloads.ts';
import { mountInvoiceDownloads } from './invoices/invoice-file.ts';
import { mountBackOfficeInvoices } from './dev/backoffice-invoices.ts';
import { mountStaffSandbox } from './dev/staff-page.ts';

export type OperationHandlers = Partial<Record<OperationId, Handler<AppEnv>>>;

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  /** Defaults to the account services' verifier (session tokens of decision 007). */
  verifyToken?: TokenVerifier;
  /** "Now" for tokens, codes, captchas and lockouts; tests pass a clock they can move. */
  now?: Clock;
  /** The sandbox's movable clock behind `now`, moved at /dev/clock (decision 048); never outside the sandbox. */
  clock?: MovableClock;
  /** Prebuilt account services (providers, clock); built from db, config and now when absent. */
  accounts?: AccountServices;
  handlers?: OperationHandlers;
  log?: (message: string, error?: unknown) => void;
  /** Where the access lines and the default `log` write; the process's JSON logger by default (logging/logger.ts). */
  logger?: Logger;
  /**
   * Whether the documents' store answers, for /health/ready. Absent while documents live in the database (its own
   * check covers them); an object store fills it in.
   */
  storageReady?: () => Promise<boolean>;
  /** How often the public reads' cache checks the data's version (tests shorten it). */
  referenceCache?: ReferenceCacheOptions;
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const logger = deps.logger ?? processLogger;
  const log = deps.log ?? ((message, error) => logger.error({ err: error }, message));
  const metrics = createAppMetrics(deps.db);
  const handlers = { ...implementedHandlers, ...deps.handlers };
  const accounts = deps.accounts ?? createAccountServices({ db: deps.db, config: deps.config, now: deps.now ?? deps.clock?.now, log });

  // First, so that every later line of the request carries its id and its time includes all the rest.
  app.use('*', requestLog(logger, metrics));
  app.use('*', secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // An iPhone's HEIC photo is turned into JPEG in the browser by libheif (WebAssembly, in a worker made from a
      // blob): compiling WebAssembly and blob workers are allowed, never eval of script (decision 088).
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      workerSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
    },
  }));
  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    c.set('config', deps.config);
    c.set('accounts', accounts);
    c.set('language', languageOf(c.req.header('accept-language')));
    await next();
  });

  app.use('/api*', apiAnswers);
  app.use('/api*', boundedInput);
  const referenceCache = createReferenceCache(deps.db, deps.referenceCache);

  const clientCredential = requireClientCredential();
  const bearer = requireBearer(deps.verifyToken ?? ((token) => accounts.tokens.verify(token)));
  const integration = requireIntegration();
  const guardOf = (operation: OperationInfo): MiddlewareHandler<AppEnv> => {
    switch (operation.credential) {
      // Payment notify callbacks come from the gateways, which sign their bodies instead.
      case 'none': return passThrough;
      case 'basic': return clientCredential;
      case 'bearer': return bearer;
      case 'integration': return integration;
      case 'staff': return requireStaff(operation.roles ?? [], { allowHalfOpen: HALF_OPEN_STAFF_OPERATIONS.has(operation.operationId) });
    }
  };
  for (const operation of byRoutingOrder(operations)) {
    const handler = handlers[operation.operationId as OperationId] ?? notAvailableYet;
    const guard = guardOf(operation);
    // Every request is checked against the contract (decision 109), but a gateway's notify: its body is read raw for
    // its signature and it must be refused in the gateway's own shape, not the envelope.
    const checked = UNCHECKED_NOTIFIES.has(operation.operationId)
      ? passThrough
      : contractRequest(operation.method, operation.path, operation.operationId);
    const cached = referenceReads.has(operation.operationId as OperationId) ? referenceCache.middleware : passThrough;
    const named: MiddlewareHandler<AppEnv> = (c, next) => {
      c.set('operationId', operation.operationId);
      return next();
    };
    app.on(operation.method.toUpperCase(), toHonoPath(operation.path), named, guard, checked, cached, handler);
  }

  app.onError((error, c) => {
    // A handler's refusal is an answer, not a failure: it is neither logged nor a 500.
    const refused = answerRefusal(error, c);
    if (refused) return refused;
    // The route's pattern, not its path (a path may hold a mobile number), and the error without its query's
    // parameters (they are the user's data).
    log(`${c.req.method} ${c.req.routePath} failed`, withoutParameters(error));
    return fail(c, 500, 'internalError', null, 500);
  });
  app.notFound((c) => (c.req.path.startsWith('/api') ? fail(c, 404, 'notFound', null, 404) : c.text('Not found', 404)));

  // Before the SPA's history fallback, which would otherwise answer these paths with index.html.
  mountFormDownloads(app);
  mountInvoiceDownloads(app);
  mountHealth(app);
  // A bucket is checked by a HEAD on it; documents in the database are covered by the database's own check.
  mountReadiness(app, { db: deps.db, storageReady: deps.storageReady ?? (deps.config.fileStorage?.kind === 's3' ? storageReadyOf(deps.config) : undefined) });
  mountMetrics(app, metrics, deps.config.metrics);
  if (deps.config.sandbox) {
    mountDevRoutes(app);
    mountNotificationOutbox(app);
    mountBackOffice(app);
    mountBackOfficeExpress(app);
    mountBackOfficeInvoices(app);
    mountStaffSandbox(app);
    mountSandboxPaymentPages(app);
    if (deps.clock) mountDevClock(app, deps.clock);
  } else {
    // Not even the SPA's page: outside the sandbox these addresses do not exist.
    for (const path of ['/dev', '/dev/*', '/sandbox', '/sandbox/*']) app.all(path, (c) => c.text('Not found', 404));
  }
  if (deps.config.staticDir) {
    mountSpa(app, deps.config.staticDir, {
      banner: deps.config.sandbox ? SANDBOX_BANNER : undefined,
      hintedPage: hintedPages(deps.config.staticDir, referenceCache.remember),
    });
  }
  return app;
}

const passThrough: MiddlewareHandler<AppEnv> = (_c, next) => next();
/** Signed by a gateway over its raw body (Alipay's is not even JSON); the signature is their check. */
const UNCHECKED_NOTIFIES = new Set(['wechatNotify', 'wechatRefundNotify', 'alipayNotify']);
const notAvailableYet: Handler<AppEnv> = (c) => fail(c, 501, 'notAvailableYet');

export function toHonoPath(openapiPath: string): string {
  return openapiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/** Literal paths first, so `/center/all` is never taken by a `/center/{id}` registered before it. */
function byRoutingOrder(list: readonly OperationInfo[]): OperationInfo[] {
  const params = (path: string) => (path.match(/\{/g) ?? []).length;
  return [...list].sort((a, b) => params(a.path) - params(b.path));
}
