// Telling a person that their sign-in mobile changed (issue 38 item 9): an SMS to the OLD number and a mail to the
// account's e-mail, whatever their notification preferences say, since a change they did not make is a stolen
// account. Called inside the transaction that changes the number, so the notice is sent exactly when the change
// commits; the outbox worker sends it with retries, as every notification.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { pick } from '../http/language.ts';
import { preferencesOf } from './enqueue.ts';
import { milestoneTexts } from './texts.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function enqueueMobileChanged(tx: Tx, change: { userId: string; oldMobile: string | null; email: string | null; at: Date }) {
  const { title, body: bodyOf } = milestoneTexts.mobileChanged;
  const body = bodyOf({ orderNo: '' });
  const { language } = await preferencesOf(tx, change.userId);
  await tx.insert(t.userMessages).values({ id: randomUUID(), userId: change.userId, kind: 'system', title, body, createdAt: change.at });
  const common = {
    userId: change.userId, orderId: null, kind: 'mobileChanged', language, params: {},
    status: 'pending' as const, nextAttemptAt: change.at, createdAt: change.at,
  };
  const rows: (typeof t.notificationOutbox.$inferInsert)[] = [];
  if (change.oldMobile) {
    rows.push({ ...common, id: randomUUID(), channel: 'sms', recipient: change.oldMobile, body: `${pick(title, language)}${language === 'zh' ? '：' : ': '}${pick(body, language)}` });
  }
  if (change.email) rows.push({ ...common, id: randomUUID(), channel: 'email', recipient: change.email.toLowerCase(), subject: pick(title, language), body: pick(body, language) });
  if (rows.length) await tx.insert(t.notificationOutbox).values(rows);
}
