import { listen } from '../../src/server/http/listen.ts';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDeps } from '../../src/server/app.ts';
import type { ServerConfig } from '../../src/server/config.ts';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './database.ts';
import { contractLog, operationFor, validateResponse } from './contract.ts';
import { logger } from '../../src/server/logging/logger.ts';

// A test server's access lines (one per request, thousands in a run) would bury what a failing test printed; its
// warnings and errors still show. tests/server/request-logs.test.ts reads a real process's lines at info.
if (!process.env.LOG_LEVEL) logger.level = 'warn';

/** Stands for the test server's own address until it listens. */
export const LISTENING_ORIGIN = 'http://listening.invalid';

export const testConfig: ServerConfig = {
  port: 0,
  clientId: 'portal-web',
  clientSecret: 'portal-web-secret',
  sandbox: true,
  tokenSecret: 'test-token-secret-0123456789abcdef-0',
  downloadLinkSecret: 'test-download-links-0123456789abcdef',
  storedSecretsKey: 'test-stored-secrets-0123456789abcdef',
  // Every test draws its graphic codes from 127.0.0.1; the test of the limit lowers it on purpose.
  captchaDrawsPerIpPer10Min: 100_000,
  // Replaced by the listening address in startTestServer, so QR codes and notify URLs reach the test server.
  publicOrigin: LISTENING_ORIGIN,
  // The readers' tests check what is read, beside other test files on two cores; the 8 s deadline itself is proved by
  // tests/server/reading-bounds.test.ts with gates of its own.
  readingBudgetMs: 40_000,
};

/** scrypt's N on the sandbox test servers: 16 times cheaper than production's, still a real scrypt hash. */
export const TEST_PASSWORD_COST = 1024;

export const basicCredential = `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`;

export interface TestServer {
  baseUrl: string;
  database: TestDatabase;
  /** A real HTTP call; every /api answer is checked against the contract on the way. */
  call(method: string, path: string, init?: { auth?: string | null; body?: unknown; language?: string }): Promise<{ status: number; body: { code: number; msg: string; data: unknown } }>;
  close(): Promise<void>;
}

export async function startTestServer(kind: DatabaseKind, deps: Partial<AppDeps> = {}): Promise<TestServer> {
  const database = await openTestDatabase(kind);
  // The app keeps this object, so the public origin can be filled in once the port is known. A sandbox hashes
  // passwords cheaply unless the test says otherwise (hundreds of logins; decision 060); a production config keeps
  // the production cost, which it could not lower anyway.
  const given = { ...testConfig, ...deps.config };
  const config = given.sandbox ? { passwordCost: TEST_PASSWORD_COST, ...given } : given;
  const app = createApp({ db: database.db, log: () => {}, ...deps, config });
  const server = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (config.publicOrigin === LISTENING_ORIGIN) config.publicOrigin = baseUrl;

  return {
    baseUrl,
    database,
    async call(method, path, init = {}) {
      const headers: Record<string, string> = { 'accept-language': init.language ?? 'zh' };
      const auth = init.auth === undefined ? basicCredential : init.auth;
      if (auth) headers.authorization = auth;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(baseUrl + path, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const body = await response.json();
      const operation = operationFor(method, new URL(baseUrl + path).pathname);
      if (operation && response.status === 200) {
        const violations = validateResponse(operation, body);
        contractLog.push({ operationId: operation.operationId, method, path, violations });
        // Every answer a server test sees must match the contract, so drift fails the test that caused it.
        if (violations.length) throw new Error(`${method} ${path} answered outside the contract (${operation.operationId}): ${violations.join('; ')}`);
      }
      return { status: response.status, body };
    },
    async close() {
      // close() waits for every connection to end, and the server keeps idle ones a minute (KEEP_ALIVE_MS): a test
      // is over, so the connections its clients keep go too.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await database.dispose();
    },
  };
}
