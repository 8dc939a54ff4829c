import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, testConfig, type TestServer } from './server.ts';

/**
 * A test server (PGlite) serving a build made of `files` (path → text) from a directory of its own, for the tests of
 * what a browser receives. `compressed` names the files that also get their .br and .gz, as the build writes them.
 * Registers the file's hooks; read the server (and the build's directory) from the getters inside tests.
 */
export function serverOnBuiltSpa(files: Record<string, string>, compressed: readonly string[] = []): { server: () => TestServer; dir: () => string } {
  let server: TestServer | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-spa-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
      if (!compressed.includes(name)) continue;
      writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
    }
    server = await startTestServer('pglite', { config: { ...testConfig, staticDir: dir } });
  });
  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined) => {
    if (value === undefined) throw new Error('the server starts in beforeAll');
    return value;
  };
  return { server: () => started(server), dir: () => started(dir) };
}
