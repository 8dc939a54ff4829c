import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// PGlite has no lock of its own: two processes opening one data directory corrupt it. A pid file taken with
// O_EXCL is enough for one machine; a stale file (its process gone) is taken over.
export function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, 'portal.lock');
  const taken = take(lockPath);
  if (taken) return taken;
  const holder = Number(readFileSync(lockPath, 'utf8'));
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`The data directory ${dataDir} is in use by process ${holder}. Stop it first, or set PGLITE_DIR to another directory.`);
  }
  rmSync(lockPath, { force: true });
  // Another process may have taken the stale file over between the removal and now: then it is theirs.
  const retaken = take(lockPath);
  if (retaken) return retaken;
  throw new Error(`Could not lock ${dataDir}`);
}

/** The lock, or undefined when its file exists already. */
function take(lockPath: string): (() => void) | undefined {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return () => rmSync(lockPath, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return undefined;
  }
}

/** Whether process `pid` still exists (EPERM: it does, but is not ours to signal). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
