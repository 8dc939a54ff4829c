import { listen } from './http/listen.ts';
import { ConfigError, configFromEnv } from './config.ts';
import { refusalMessage } from './config-problems.ts';
import { databaseTargetFrom, openDatabase, type Database } from './db/open.ts';
import { openFailureMessage } from './db/open-failure.ts';
import { assemblePortal } from './portal.ts';
import { sharedTesseractOcr } from './providers/recognition/tesseract-engine.ts';
import { refuseWaitingReadings } from './recognition/reading-gate.ts';
import { switchedOffWarning } from './http/provider-status.ts';
import { gracefulShutdown, SHUTDOWN_GRACE_MS } from './http/graceful-shutdown.ts';
import { lineLogger, logger } from './logging/logger.ts';

// One process serves /api* and the built SPA; PGlite under ./data unless DATABASE_URL names a PostgreSQL server.
// Several processes may share one PostgreSQL database (docs/security.md, "Several processes").
const startedAt = performance.now();
let envConfig;
try {
  envConfig = configFromEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // A configuration that is not safe to serve with: say which variables, all of them, and do not start.
  console.error(refusalMessage(error));
  process.exit(1);
}
const target = databaseTargetFrom(process.env);
let database: Database;
try {
  database = await openDatabase(target);
} catch (error) {
  console.error(`Visa Portal did not start: ${openFailureMessage(target, error)}`);
  process.exit(1);
}
const { config, app, seeded, stopWorkers, warmReaders } = await assemblePortal(database, envConfig);

const server = listen({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  warmReaders();
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  // JSON like every other line (logging/logger.ts); the words stay in its msg, for an operator and for scripts.
  logger.info(`Visa Portal on ${config.publicOrigin} (port ${info.port}, ${database.kind}${seeded.length ? `, seeded: ${seeded.join(', ')}` : ''}, ready in ${seconds} s)`);
  // Outside the sandbox, what the portal cannot do yet, in one block an operator sees at once (issue 38 item 15).
  const off = config.sandbox ? undefined : switchedOffWarning(config);
  if (off) logger.warn(off);
  if (config.sandbox) {
    logger.warn([
      '  !!! SANDBOX MODE (SANDBOX=1) — NOT FOR PRODUCTION !!!',
      '  SMS, e-mail and payments are simulated; sign-in codes are readable by anyone at',
      `  ${config.publicOrigin}/dev/outbox, and every page shows a sandbox banner.`,
      '  For a real deployment: SANDBOX unset, TOKEN_SECRET, DOWNLOAD_LINK_SECRET, STORED_SECRETS_KEY and PUBLIC_ORIGIN set.',
      '  and the SMS and mail providers configured (README, "Going live"; GET /health says which are live).',
    ].join('\n'));
  }
});

// SIGTERM drains (decision 091): the requests in flight are answered, the worker finishes its send and hands back
// the rest, then the readers and the database close; whatever still runs after 10 s ends with exit 1.
const shutdown = gracefulShutdown({
  server,
  // Readings waiting that could not end within the grace are told "busy" at once (their retry reaches another
  // process); the others, and the running ones, are read. A second is kept for the answers and the pools.
  workers: [stopWorkers, async () => refuseWaitingReadings(SHUTDOWN_GRACE_MS - 1000)],
  pools: [() => sharedTesseractOcr().close(), () => database.close()],
  log: lineLogger('info'),
});
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
