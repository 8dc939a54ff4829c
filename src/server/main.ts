import { serve } from '@hono/node-server';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/open.ts';
import { seedReferenceData } from './db/seed/seed.ts';
import { createApp } from './app.ts';
import { sandboxAccountSeeds } from './accounts/sandbox-seed.ts';

// One process serves /api* and the built SPA; PGlite under ./data unless DATABASE_URL names a PostgreSQL server.
const startedAt = performance.now();
const config = configFromEnv();
const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { pgliteDir: process.env.PGLITE_DIR ?? 'data/pglite' },
);
const seeded = await seedReferenceData(database.db);
if (config.sandbox) seeded.push(...(await seedReferenceData(database.db, sandboxAccountSeeds)));
const app = createApp({ db: database.db, config });

const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`Visa Portal on http://localhost:${info.port} (${database.kind}${seeded.length ? `, seeded: ${seeded.join(', ')}` : ''}, ready in ${seconds} s)`);
  if (config.sandbox) console.log(`Sandbox providers are on (SMS/e-mail outbox, payment gateways): not for production. Codes: http://localhost:${info.port}/dev/outbox`);
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
