import type { DatabaseKind } from '../support/database.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import { createFileHandlers, type FileHandlerDeps } from '../../src/server/routes/files.ts';
import { upload } from '../support/upload.ts';
import { loginToken, manualClock, register, type AccountServer } from './account-support.ts';

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

/** A file server with two people signed in (alice and bob), and an upload that answers the new file's id. */
export async function startReadingServer(kind: DatabaseKind, deps: FileHandlerDeps, mobiles: readonly [string, string]) {
  const server = await startFileServer(kind, deps);
  await register(server, mobiles[0], 'alice01');
  await register(server, mobiles[1], 'bob0001');
  const alice = await loginToken(server, mobiles[0], 'alice01');
  const bob = await loginToken(server, mobiles[1], 'bob0001');
  const uploaded = async (purpose: string, image: Buffer) => {
    const { body } = await upload(server, purpose, image);
    if (body.code !== 0) throw new Error(`upload refused: ${body.msg}`);
    return (body.data as { fileId: string }).fileId;
  };
  return { server, alice, bob, uploaded };
}
