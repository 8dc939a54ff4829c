// The portal outside the sandbox, put together by the same assemblePortal as src/server/main.ts, configured from an
// environment by configFromEnv as at a real start. One difference, and only for the graphic
// code: its answers are also written to the outbox table, where the stand reads them for the journey (a test cannot
// read a picture; tests/server/messaging-live-support.ts does the same). That is why the portal runs inside the
// stand's process rather than as `node main.ts`: the answer exists nowhere else, and PGlite's directory is locked to
// the process that opened it. Every other part — the providers, the secrets, /dev answering 404 — is production's.
import type { Server } from 'node:http';
import { and, desc, eq } from 'drizzle-orm';
import { createCaptchas } from '../../../src/server/accounts/captcha.ts';
import { configFromEnv } from '../../../src/server/config.ts';
import * as t from '../../../src/server/db/schema.ts';
import { databaseTargetFrom, openDatabase } from '../../../src/server/db/open.ts';
import { listen } from '../../../src/server/http/listen.ts';
import { assemblePortal } from '../../../src/server/portal.ts';
import { sharedTesseractOcr } from '../../../src/server/providers/recognition/tesseract-engine.ts';

export interface StandPortal {
  origin: string;
  /** The answer of the graphic code last drawn for a device id, or null. */
  captchaAnswer(deviceId: string): Promise<string | null>;
  close(): Promise<void>;
}

export async function startPortal(env: NodeJS.ProcessEnv): Promise<StandPortal> {
  const envConfig = configFromEnv(env);
  if (envConfig.sandbox) throw new Error('the production stand must not run the sandbox');
  const database = await openDatabase(databaseTargetFrom(env));
  const { config, app, stopWorkers, warmReaders } = await assemblePortal(database, envConfig, {
    accountsFor: (services, config) => ({ ...services, captchas: createCaptchas(database.db, config.tokenSecret, services.now, services.outbox) }),
  });
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = listen({ fetch: app.fetch, port: config.port, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  warmReaders();

  return {
    origin: config.publicOrigin,
    async captchaAnswer(deviceId) {
      const [drawn] = await database.db.select({ code: t.outbox.code }).from(t.outbox)
        .where(and(eq(t.outbox.channel, 'captcha'), eq(t.outbox.recipient, deviceId)))
        .orderBy(desc(t.outbox.seq)).limit(1);
      return drawn?.code ?? null;
    },
    async close() {
      await stopWorkers();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sharedTesseractOcr().close();
      await database.close();
    },
  };
}
