import type { EnvConfig, ServerConfig } from './config.ts';
import type { Database } from './db/open.ts';
import { seedReferenceData } from './db/seed/seed.ts';
import { createApp } from './app.ts';
import { sandboxAccountSeeds } from './accounts/sandbox-seed.ts';
import { withSecrets } from './sandbox-secrets.ts';
import { createAccountServices, type AccountServices } from './accounts/services.ts';
import { movableClock } from './accounts/clock.ts';
import { createNotificationWorker } from './notifications/worker.ts';
import { createWebhookWorker } from './webhooks/worker.ts';
import { refundDepsOf } from './refunds/gateways.ts';
import { createRefundWorker } from './refunds/worker.ts';
import { sharedTesseractOcr } from './providers/recognition/tesseract-engine.ts';
import { logger } from './logging/logger.ts';

// The portal's parts, put together in one place for `main.ts` and for the production stand of the browser tests
// (tests/support/production-stand/portal.ts), so that a worker or a start-up step added here runs in both: the
// stand tests what a start runs, not a copy of it.

export interface PortalOptions {
  /** The production stand keeps each graphic code's answer where its journeys can read it (a test cannot read a picture). */
  accountsFor?: (services: AccountServices, config: ServerConfig) => AccountServices;
}

export async function assemblePortal(database: Database, envConfig: EnvConfig, options: PortalOptions = {}) {
  const config = await withSecrets(database.db, envConfig);
  if (config.logLevel) logger.level = config.logLevel;
  const seeded = await seedReferenceData(database.db);
  if (config.sandbox) seeded.push(...(await seedReferenceData(database.db, sandboxAccountSeeds)));
  // The sandbox's clock can be moved forward at /dev/clock (decision 048); production reads the system's.
  const clock = config.sandbox ? movableClock() : undefined;
  const services = createAccountServices({ db: database.db, config, now: clock?.now });
  const accounts = options.accountsFor?.(services, config) ?? services;
  const app = createApp({ db: database.db, config, accounts, clock });
  // Every process runs one of each; they share their queues without doing a job twice.
  const workers = [
    // Milestone SMS and e-mails (decision 038).
    createNotificationWorker({ db: database.db, sms: accounts.sms, mail: accounts.mail, now: accounts.now }),
    // Order events to the integrations' webhooks (decision 095).
    createWebhookWorker({ db: database.db, storedSecretsKey: config.storedSecretsKey, now: accounts.now }),
    // Payments taken twice refunded, refunds sent, failed ones retried with backoff (decision 102).
    createRefundWorker(refundDepsOf(database.db, config, accounts.now)),
  ];
  for (const worker of workers) worker.start();
  return {
    config, accounts, app, seeded,
    stopWorkers: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
    /**
     * In production the document readers' engines start once the portal listens, not on the first upload
     * (tesseract-engine.ts). Not in the sandbox: there four engine threads starting beside a browser run's first
     * pages slowed them past their timeouts on two cores, and the sandbox's first upload can wait for its engines.
     */
    warmReaders() {
      if (config.sandbox) return;
      sharedTesseractOcr(config.readingWorkers).warm?.().catch((error: unknown) => logger.error({ err: error }, 'document reader could not start; uploads will try again'));
    },
  };
}
