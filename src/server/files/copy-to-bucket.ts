import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { FileStore } from './file-storage.ts';
import { sha256Of } from './file-store.ts';
import { FileStorageFailure } from './storage-failure.ts';

// `npm run files:to-bucket` (decision 089): the files a database kept from before FILE_STORAGE=s3 go to the bucket one
// by one. Each is put, read back and compared with its row (size and sha256); only then does one conditional UPDATE
// mark the row as in the bucket and clear its bytes. Stopped anywhere, a row is either still whole in the database
// (its object, if put, is put again next time) or moved and checked; run again, it copies only what is left.

export interface CopyReport {
  /** Rows in the database when the run began. */
  found: number;
  copied: number;
  /** Files left in the database, with why; the next run tries them again. */
  failed: { id: string; why: string }[];
  /** Set when the store stopped answering or refused: the run ends rather than fail every file alike. */
  stopped?: string;
}

export async function copyFilesToBucket(db: Db, store: FileStore, options: { log?: (line: string) => void; batch?: number } = {}): Promise<CopyReport> {
  if (store.kind !== 's3') throw new Error('copying needs the bucket: FILE_STORAGE=s3 with its S3_* settings');
  const log = options.log ?? (() => {});
  const batch = options.batch ?? 100;
  const inDatabase = eq(t.files.storage, 'database');
  const [{ found } = { found: 0 }] = await db.select({ found: count() }).from(t.files).where(inDatabase);
  const report: CopyReport = { found, copied: 0, failed: [] };
  let after = '';
  for (;;) {
    const ids = await db.select({ id: t.files.id }).from(t.files).where(and(inDatabase, gt(t.files.id, after))).orderBy(t.files.id).limit(batch);
    if (!ids.length) break;
    for (const { id } of ids) {
      after = id;
      try {
        const outcome = await copyOne(db, store, id);
        if (outcome.kind === 'copied') report.copied += 1;
        else if (outcome.kind === 'failed') report.failed.push({ id, why: outcome.why });
      } catch (error) {
        if (!(error instanceof FileStorageFailure)) throw error;
        report.stopped = `the store ${error.reason === 'refused' ? 'refused the request (key, secret or bucket)' : 'did not answer'}`;
        return report;
      }
    }
    log(`${report.copied} of ${found} copied${report.failed.length ? `, ${report.failed.length} failed` : ''}`);
  }
  return report;
}

type Outcome = { kind: 'copied' } | { kind: 'gone' } | { kind: 'failed'; why: string };

async function copyOne(db: Db, store: FileStore, id: string): Promise<Outcome> {
  // One row's bytes at a time (each at most 500 KB): the run's memory does not grow with the table.
  const [row] = await db.select().from(t.files).where(and(eq(t.files.id, id), eq(t.files.storage, 'database')));
  if (!row?.data) return { kind: 'gone' };
  // A copy checked against a row that does not describe its own bytes would pass damage off as checked.
  if (row.data.length !== row.size || sha256Of(row.data) !== row.sha256) return { kind: 'failed', why: "the row's bytes do not match its size or sha256" };
  await store.put(id, row.data, row.contentType);
  const back = await store.get(id);
  if (back.length !== row.size || sha256Of(back) !== row.sha256) return { kind: 'failed', why: 'the object read back is not the file (size or sha256)' };
  const moved = await db.update(t.files).set({ storage: 's3', data: null })
    .where(and(eq(t.files.id, id), eq(t.files.storage, 'database'), eq(t.files.sha256, row.sha256)))
    .returning({ id: t.files.id });
  if (moved.length) return { kind: 'copied' };
  // Another run moved it meanwhile (its object is this one), or the unclaimed sweep deleted the row: only then is
  // the object nobody's.
  const [still] = await db.select({ id: t.files.id }).from(t.files).where(eq(t.files.id, id));
  if (!still) await store.remove(id);
  return { kind: 'gone' };
}
