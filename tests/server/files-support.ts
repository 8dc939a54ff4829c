import type { DatabaseKind } from '../support/database.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import { createFileHandlers, type FileHandlerDeps } from '../../src/server/routes/files.ts';
import { manualClock, type AccountServer } from './account-support.ts';

/** A test server whose clock the test moves, with the file handlers' providers the test chooses. */
export async function startFileServer(kind: DatabaseKind, deps: FileHandlerDeps = {}): Promise<AccountServer> {
  const clock = manualClock();
  const server = await startTestServer(kind, {
    now: clock.now,
    config: { ...testConfig, loginsPerIpPer10Min: 1000, codeSendsPerIpPerHour: 1000 },
    handlers: createFileHandlers(deps),
  });
  return Object.assign(server, { clock });
}
