import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { Language } from '../../domain/constants.ts';
import * as t from '../db/schema.ts';
import { enqueueMobileChanged } from '../notifications/mobile-changed.ts';
import type { Clock } from './clock.ts';
import { welcomeMessage } from './welcome.ts';

export type UserRow = typeof t.users.$inferSelect;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** An applicant logs in with mobile or e-mail; a travel agency with its account. */
export async function findLoginUser(db: Db, kind: UserRow['kind'], username: string): Promise<UserRow | undefined> {
  const name = username.trim();
  const match = kind === 'travelAgency'
    ? eq(t.users.account, name)
    : or(eq(t.users.mobile, name), eq(t.users.email, normaliseEmail(name)));
  const [row] = await db.select().from(t.users).where(and(eq(t.users.kind, kind), match));
  return row;
}

export async function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const name = account.trim();
  const [row] = await db.select().from(t.users)
    .where(or(eq(t.users.mobile, name), eq(t.users.email, normaliseEmail(name)), eq(t.users.account, name)));
  return row;
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(t.users).where(eq(t.users.id, id));
  return row;
}

export async function userInfo(db: Db, row: UserRow) {
  let agencyName: string | null = null;
  if (row.agencyId) {
    const [agency] = await db.select().from(t.travelAgencies).where(eq(t.travelAgencies.id, row.agencyId));
    agencyName = agency?.name ?? null;
  }
  return {
    id: row.id,
    kind: row.kind,
    mobile: row.mobile,
    email: row.email,
    name: row.name,
    agencyName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Registers an applicant and greets them in the message center, in one transaction. */
/**
 * `language`: the page's language at sign-up, which the account's SMS and e-mails are written in until the person
 * chooses otherwise; without it they were in Chinese for someone who had signed up in English (stop 63's walk).
 */
export async function createApplicant(
  db: Db, now: Clock, input: { mobile: string; email: string | null; passwordHash: string }, language: Language,
) {
  const id = randomUUID();
  const at = now();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(t.users).values({ id, kind: 'user', ...input, createdAt: at }).returning();
    await tx.insert(t.userMessages).values({ id: randomUUID(), userId: id, kind: 'system', ...welcomeMessage, createdAt: at });
    await tx.insert(t.notificationPreferences).values({ userId: id, sms: true, email: true, language, updatedAt: at });
    return row!;
  });
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(t.users).set({ passwordHash }).where(eq(t.users.id, userId));
}

/** The sign-in mobile changes, and in the same transaction the old number and the e-mail are told (issue 38 item 9). */
export async function setMobile(db: Db, user: UserRow, mobile: string, at: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [changed] = await tx.update(t.users).set({ mobile }).where(eq(t.users.id, user.id)).returning();
    if (user.mobile !== mobile) await enqueueMobileChanged(tx, { userId: user.id, oldMobile: user.mobile, email: user.email, at });
    return changed!;
  });
}

export async function setEmail(db: Db, userId: string, email: string): Promise<UserRow> {
  const [row] = await db.update(t.users).set({ email }).where(eq(t.users.id, userId)).returning();
  return row!;
}

/** PostgreSQL's unique_violation, as both node-postgres and PGlite report it (drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}
