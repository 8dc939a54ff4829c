import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { addSeconds } from '../accounts/clock.ts';
import { STAFF_LINK_VALID_SECONDS } from './policy.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type LinkPurpose = 'enrol' | 'reset';

// A link's token is 32 random bytes: its plain SHA-256 cannot be guessed back, so no key is needed, and the command
// that makes the first admin can write one without the server's secrets.
const hashOf = (token: string) => createHash('sha256').update(`staff-link:${token}`).digest('base64url');

/** A new one-time link for the person; any earlier unused one ends now, so only the newest mail works. */
export async function issueLink(tx: Tx | Db, staffId: string, purpose: LinkPurpose, at: Date): Promise<string> {
  await tx.update(t.staffLinks).set({ expiresAt: at })
    .where(and(eq(t.staffLinks.staffId, staffId), isNull(t.staffLinks.usedAt), gt(t.staffLinks.expiresAt, at)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(t.staffLinks).values({ tokenHash: hashOf(token), staffId, purpose, expiresAt: addSeconds(at, STAFF_LINK_VALID_SECONDS), createdAt: at });
  return token;
}

export type LinkVerdict =
  | { ok: true; link: typeof t.staffLinks.$inferSelect; staff: typeof t.staffUsers.$inferSelect }
  | { ok: false; why: 'unknown' | 'used' | 'expired' };

/** What a link is now, without using it. */
export async function linkState(db: Db | Tx, token: string, at: Date): Promise<LinkVerdict> {
  const [row] = await db.select({ link: t.staffLinks, staff: t.staffUsers }).from(t.staffLinks)
    .innerJoin(t.staffUsers, eq(t.staffUsers.id, t.staffLinks.staffId))
    .where(eq(t.staffLinks.tokenHash, hashOf(token))).limit(1);
  if (!row) return { ok: false, why: 'unknown' };
  if (row.link.usedAt) return { ok: false, why: 'used' };
  if (row.link.expiresAt <= at) return { ok: false, why: 'expired' };
  return { ok: true, ...row };
}

/** Uses the link, once, in one statement: of two enrolments racing on several processes exactly one gets it. */
export async function claimLink(tx: Tx, token: string, at: Date): Promise<string | null> {
  const [claimed] = await tx.update(t.staffLinks).set({ usedAt: at })
    .where(and(eq(t.staffLinks.tokenHash, hashOf(token)), isNull(t.staffLinks.usedAt), gt(t.staffLinks.expiresAt, at)))
    .returning({ staffId: t.staffLinks.staffId });
  return claimed?.staffId ?? null;
}
