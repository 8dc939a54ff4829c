import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { addSeconds, type Clock } from '../accounts/clock.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { FileStore } from './file-storage.ts';
import { UNCLAIMED_FILE_SECONDS } from './policy.ts';
import { FileStorageFailure } from './storage-failure.ts';

export type StoredFile = typeof t.files.$inferSelect;
/** A file with its bytes at hand, wherever they were kept. */
export type FileWithBytes = Omit<StoredFile, 'data'> & { data: Buffer };
export type ClaimVerdict = { ok: true; file: StoredFile } | { ok: false; reason: 'notFound' | 'notYours' | 'expired' };

/**
 * The bytes go to the store first and the row is written after, so a failed upload leaves no row naming bytes that
 * are not there; a row that cannot be written takes its object back out with it (decision 089).
 */
export async function saveFile(db: Db, now: Clock, store: FileStore, file: { purpose: string; contentType: string; data: Buffer }): Promise<StoredFile> {
  const at = now();
  const dropped = await dropUnclaimed(db, at);
  try {
    const id = randomUUID();
    const kept = await store.put(id, file.data, file.contentType);
    try {
      const [row] = await db.insert(t.files).values({
        id,
        purpose: file.purpose,
        contentType: file.contentType,
        size: file.data.length,
        sha256: sha256Of(file.data),
        ...kept,
        createdAt: at,
      }).returning();
      return row!;
    } catch (error) {
      if (kept.storage !== 'database') await store.remove(id).catch(() => {});
      throw error;
    }
  } finally {
    // After the rows, whatever happened to this upload: an object whose removal fails is an orphan in the bucket,
    // logged by the store with its key, never a row naming nothing.
    for (const file of dropped) {
      if (file.storage !== 'database') await store.remove(file.id).catch(() => {});
    }
  }
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Files nobody claimed in time: their rows go at once and are never served again; their objects follow. */
function dropUnclaimed(db: Db, at: Date) {
  return db.delete(t.files)
    .where(and(isNull(t.files.ownerId), lt(t.files.createdAt, addSeconds(at, -UNCLAIMED_FILE_SECONDS))))
    .returning({ id: t.files.id, storage: t.files.storage });
}

/** The bytes of a file, from its row or its store, checked against the row's sha256. */
export async function withBytes(store: FileStore, file: StoredFile): Promise<FileWithBytes> {
  if (file.storage === 'database' && file.data) return { ...file, data: file.data };
  const data = await store.get(file.id);
  if (data.length !== file.size || sha256Of(data) !== file.sha256) {
    console.error(JSON.stringify({ event: 'file.storage.failed', operation: 'get', id: file.id, reason: 'missing', detail: 'the object is not the file its row describes (size or sha256)' }));
    throw new FileStorageFailure('missing');
  }
  return { ...file, data };
}

/**
 * The upload is public, so a file belongs to the first signed-in user whose call uses it; from then on only that
 * user may use it. Every signed-in use of a fileId (recognition, saving a form with it) goes through here.
 */
export async function claimFile(db: Db, now: Clock, fileId: string, userId: string): Promise<ClaimVerdict> {
  const [file] = await db.select().from(t.files).where(eq(t.files.id, fileId));
  if (!file) return { ok: false, reason: 'notFound' };
  if (file.ownerId === userId) return { ok: true, file };
  if (file.ownerId) return { ok: false, reason: 'notYours' };
  if (file.createdAt <= addSeconds(now(), -UNCLAIMED_FILE_SECONDS)) return { ok: false, reason: 'expired' };
  // Conditional on still being unclaimed: of two users racing for one file, exactly one wins.
  const [claimed] = await db.update(t.files).set({ ownerId: userId }).where(and(eq(t.files.id, fileId), isNull(t.files.ownerId))).returning();
  if (claimed) return { ok: true, file: claimed };
  const [now2] = await db.select({ ownerId: t.files.ownerId }).from(t.files).where(eq(t.files.id, fileId));
  return now2?.ownerId === userId ? { ok: true, file } : { ok: false, reason: 'notYours' };
}
