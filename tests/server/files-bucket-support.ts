import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/server/app.ts';
import type { FileStorageConfig } from '../../src/server/files/storage-config.ts';
import { fileStoreOf } from '../../src/server/files/file-storage.ts';
import { listen } from '../../src/server/http/listen.ts';
import { createFileHandlers } from '../../src/server/routes/files.ts';
import { basicCredential, TEST_PASSWORD_COST, testConfig, type TestServer } from '../support/server.ts';
import type { AccountServer } from './account-support.ts';

/**
 * A second server on the first one's database and clock but with storage settings of its own, as a second process
 * started with other settings would be: a wrong key, a store that has gone, none at all. Sign-ins and files are the
 * first one's.
 */
export async function startTwinServer(first: AccountServer, fileStorage: FileStorageConfig | undefined): Promise<TestServer> {
  const config = { ...testConfig, passwordCost: TEST_PASSWORD_COST, loginsPerIpPer10Min: 1000, codeSendsPerIpPerHour: 1000, publicOrigin: first.baseUrl, ...(fileStorage ? { fileStorage } : {}) };
  const app = createApp({ db: first.database.db, config, now: first.clock.now, log: () => {}, handlers: createFileHandlers() });
  const server = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    database: first.database,
    async call(method, path, init = {}) {
      const headers: Record<string, string> = { 'accept-language': init.language ?? 'zh' };
      const auth = init.auth === undefined ? basicCredential : init.auth;
      if (auth) headers.authorization = auth;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(baseUrl + path, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
      return { status: response.status, body: await response.json() };
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      fileStoreOf(config).close();
    },
  };
}
