import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { addSeconds, type Clock } from '../accounts/clock.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { UNCLAIMED_FILE_SECONDS } from './policy.ts';

export type StoredFile = typeof t.files.$inferSelect;
export type ClaimVerdict = { ok: true; file: StoredFile } | { ok: false; reason: 'notFound' | 'notYours' | 'expired' };

export async function saveFile(db: Db, now: Clock, file: { purpose: string; contentType: string; data: Buffer }): Promise<StoredFile> {
  const at = now();
  await db.delete(t.files).where(and(isNull(t.files.ownerId), lt(t.files.createdAt, addSeconds(at, -UNCLAIMED_FILE_SECONDS))));
  const [row] = await db.insert(t.files).values({
    id: randomUUID(),
    purpose: file.purpose,
    contentType: file.contentType,
    size: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    data: file.data,
    createdAt: at,
  }).returning();
  return row!;
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
