// A database that cannot be opened is an operator's mistake to fix (a database not created, a data directory another
// process holds, a server not running), so the start ends with one line naming it, not a Node stack trace (issue 38
// item 17). The address is shown without its user or password: the line lands in logs.
import type { DatabaseTarget } from './open.ts';

function whereOf(target: DatabaseTarget): string {
  if ('pgliteDir' in target) return `PGLITE_DIR ${target.pgliteDir}`;
  if ('url' in target) {
    try {
      const url = new URL(target.url);
      return `DATABASE_URL ${url.protocol}//${url.host}${url.pathname}`;
    } catch {
      return 'DATABASE_URL (not an address)';
    }
  }
  return 'the in-memory database';
}

/** What to fix, for the "did not start" line. */
export function openFailureMessage(target: DatabaseTarget, error: unknown): string {
  const code = (error as { code?: string }).code;
  const reason = error instanceof Error ? error.message : String(error);
  const hint = code === '3D000' ? ' Create it first (e.g. `createdb`), or correct DATABASE_URL.'
    : code === 'ECONNREFUSED' ? ' Is PostgreSQL running there?'
    : code === '28P01' ? ' Check the user and password in DATABASE_URL.'
    : '';
  return `the database cannot be opened (${whereOf(target)}): ${reason.replace(/\.$/, '')}.${hint}`;
}
