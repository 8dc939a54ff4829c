// The one way a milestone reaches the applicant: called inside the transaction of the change it announces, it
// writes the in-site message and the SMS and e-mail rows the worker sends (worker.ts). A change that rolls back
// takes its notification with it; a change that commits cannot lose it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { pick, type Localized } from '../http/language.ts';
import { milestoneSmsParams, milestoneTexts, type MilestoneKind, type MilestoneParams } from './texts.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Milestone extends MilestoneParams {
  userId: string;
  kind: MilestoneKind;
  orderId?: string | null;
  at: Date;
  /** A text of the caller's own, when it says more than the standard one (the fields a correction is asked for). */
  text?: { title: Localized; body: Localized };
}

export const DEFAULT_PREFERENCES = { sms: true, email: true, language: 'zh' as const };

export async function preferencesOf(db: Db | Tx, userId: string) {
  const [row] = await db.select().from(t.notificationPreferences).where(eq(t.notificationPreferences.userId, userId)).limit(1);
  return row ?? { userId, ...DEFAULT_PREFERENCES, updatedAt: null };
}

type PreferenceValues = Omit<typeof t.notificationPreferences.$inferInsert, 'userId'>;

/** Saves a user's preferences, the first time or again. */
export async function savePreferences(db: Db, userId: string, values: PreferenceValues) {
  const [row] = await db.insert(t.notificationPreferences).values({ userId, ...values })
    .onConflictDoUpdate({ target: t.notificationPreferences.userId, set: values })
    .returning();
  return row!;
}

/** Writes the in-site message and, per the account's preferences and contact data, one SMS row and one e-mail row. */
export async function enqueueMilestone(tx: Tx | Db, milestone: Milestone): Promise<void> {
  const standard = milestoneTexts[milestone.kind];
  const title = milestone.text?.title ?? standard.title;
  const body = milestone.text?.body ?? standard.body(milestone);
  await tx.insert(t.userMessages).values({ id: randomUUID(), userId: milestone.userId, kind: 'system', title, body, createdAt: milestone.at });

  const [user] = await tx.select({ mobile: t.users.mobile, email: t.users.email }).from(t.users).where(eq(t.users.id, milestone.userId)).limit(1);
  if (!user) return;
  const preferences = await preferencesOf(tx, milestone.userId);
  const language = preferences.language;
  const common = {
    userId: milestone.userId, orderId: milestone.orderId ?? null, kind: milestone.kind, language,
    params: milestoneSmsParams(milestone.kind, milestone),
    status: 'pending' as const, nextAttemptAt: milestone.at, createdAt: milestone.at,
  };
  const rows: (typeof t.notificationOutbox.$inferInsert)[] = [];
  if (preferences.sms && user.mobile) {
    rows.push({ ...common, id: randomUUID(), channel: 'sms', recipient: user.mobile, body: `${pick(title, language)}${language === 'zh' ? '：' : ': '}${pick(body, language)}` });
  }
  if (preferences.email && user.email) {
    rows.push({ ...common, id: randomUUID(), channel: 'email', recipient: user.email.toLowerCase(), subject: pick(title, language), body: pick(body, language) });
  }
  if (rows.length) await tx.insert(t.notificationOutbox).values(rows);
}
