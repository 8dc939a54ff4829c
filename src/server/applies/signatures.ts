// Signing on a phone (spec §4 step 9, decision 017): one `signatures` row per QR shown. The token in the QR is the
// phone's only credential: random, single use, valid for SIGN_TOKEN_MINUTES. The desktop polls the row by its id
// (owner only); the phone reads the summary and posts the signature by the token.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { applyStatusOf, nextStatus, type StatusRefusal } from '../orders/status.ts';
import type { ApplyRow } from './store.ts';
import { stageOfApply } from '../../domain/order-stages.ts';

export const SIGN_TOKEN_MINUTES = 10;

export type SignatureRow = typeof t.signatures.$inferSelect;
export type SignState = SignatureRow['status'];

/** The state a reader sees: a token not used in time has expired, whatever the row still says. */
export function stateOf(row: SignatureRow, now: Date): SignState {
  if (row.status === 'signed') return 'signed';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

export async function findSignature(db: Db, userId: string, signId: string): Promise<SignatureRow | undefined> {
  const [row] = await db.select().from(t.signatures).where(and(eq(t.signatures.id, signId), eq(t.signatures.userId, userId))).limit(1);
  return row;
}

export async function findByToken(db: Db, token: string): Promise<SignatureRow | undefined> {
  const [row] = await db.select().from(t.signatures).where(eq(t.signatures.token, token)).limit(1);
  return row;
}

/**
 * The signature to show for a submitted application: the signed one, else the newest still valid, else a new one.
 * The application row is locked meanwhile, so two requests at once share one token.
 */
export async function signatureFor(db: Db, apply: ApplyRow, now: Date): Promise<SignatureRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: t.applies.id }).from(t.applies).where(eq(t.applies.id, apply.id)).for('update');
    const rows = await tx.select().from(t.signatures).where(eq(t.signatures.applyId, apply.id)).orderBy(desc(t.signatures.createdAt));
    const kept = rows.find((row) => row.status === 'signed') ?? rows.find((row) => stateOf(row, now) !== 'expired');
    if (kept) return kept;
    const [row] = await tx.insert(t.signatures).values({
      id: randomUUID(), applyId: apply.id, userId: apply.userId, token: randomBytes(24).toString('base64url'), status: 'waiting',
      expiresAt: new Date(now.getTime() + SIGN_TOKEN_MINUTES * 60_000), createdAt: now,
    }).returning();
    return row!;
  });
}

export async function markOpened(db: Db, row: SignatureRow, now: Date) {
  if (row.status !== 'waiting') return;
  await db.update(t.signatures).set({ status: 'opened', openedAt: now }).where(and(eq(t.signatures.id, row.id), eq(t.signatures.status, 'waiting')));
}

export type SignVerdict =
  | { ok: true; row: SignatureRow }
  | { ok: false; refusal: 'unknown' | 'expired' | 'spent' }
  | { ok: false; refusal: 'status'; status: StatusRefusal };

/** Stores the signature and moves the application on (submitted → signed), once: the token is spent with it. */
export async function recordSignature(db: Db, token: string, png: Buffer, now: Date): Promise<SignVerdict> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(t.signatures).where(eq(t.signatures.token, token)).for('update');
    if (!row) return { ok: false as const, refusal: 'unknown' as const };
    const state = stateOf(row, now);
    if (state === 'signed') return { ok: false as const, refusal: 'spent' as const };
    if (state === 'expired') return { ok: false as const, refusal: 'expired' as const };
    const [apply] = await tx.select().from(t.applies).where(eq(t.applies.id, row.applyId)).for('update');
    const verdict = nextStatus(stageOfApply(apply!.status), 'signed');
    if (!verdict.ok) return { ok: false as const, refusal: 'status' as const, status: verdict.refusal };
    await tx.update(t.applies).set({ status: applyStatusOf(verdict.status), updatedAt: now }).where(eq(t.applies.id, apply!.id));
    const [signed] = await tx.update(t.signatures).set({ status: 'signed', signedAt: now, signaturePng: png }).where(eq(t.signatures.id, row.id)).returning();
    return { ok: true as const, row: signed! };
  });
}
