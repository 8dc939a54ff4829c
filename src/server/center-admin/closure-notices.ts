// Telling an appointment's holder that the center closed its time (decision 096): the booking's own mobile by SMS
// (the number they gave for it, account or not), and, when the booking belongs to an account, its message center
// and e-mail by the account's preferences. Written in the closure's transaction, sent by the outbox worker.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../domain/constants.ts';
import * as t from '../db/schema.ts';
import { pick, type Localized } from '../http/language.ts';
import { preferencesOf } from '../notifications/enqueue.ts';
import { milestoneSmsParams, milestoneTexts, type MilestoneParams } from '../notifications/texts.ts';
import type { Tx } from './tx.ts';

type ReservationRow = typeof t.reservations.$inferSelect;

/** The account a booking belongs to: its order's, else the applicant account with its mobile, else none. */
async function holderOf(tx: Tx, reservation: ReservationRow): Promise<string | null> {
  if (reservation.orderId) {
    const [order] = await tx.select({ userId: t.orders.userId }).from(t.orders).where(eq(t.orders.id, reservation.orderId));
    if (order) return order.userId;
  }
  const [user] = await tx.select({ id: t.users.id }).from(t.users).where(and(eq(t.users.mobile, reservation.mobile), eq(t.users.kind, 'user')));
  return user?.id ?? null;
}

export async function tellClosure(tx: Tx, reservation: ReservationRow, closure: { centerName: Localized; reason: Localized }, at: Date): Promise<void> {
  const userId = await holderOf(tx, reservation);
  const preferences = userId ? await preferencesOf(tx, userId) : null;
  const language: Language = preferences?.language ?? reservation.language;
  const { title } = milestoneTexts.centerClosed;
  // Each language's text carries the center's name and reason in that language.
  const params = (l: Language): MilestoneParams => ({
    orderNo: reservation.reservationNo, date: reservation.date, time: reservation.time, center: closure.centerName[l], reason: closure.reason[l],
  });
  const body = Object.fromEntries(LANGUAGES.map((l) => [l, milestoneTexts.centerClosed.body(params(l))[l]])) as Localized;
  if (userId) await tx.insert(t.userMessages).values({ id: randomUUID(), userId, kind: 'system', title, body, createdAt: at });
  const common = {
    userId, orderId: reservation.orderId, kind: 'centerClosed', language, params: milestoneSmsParams('centerClosed', params(language)),
    status: 'pending' as const, nextAttemptAt: at, createdAt: at,
  };
  const rows: (typeof t.notificationOutbox.$inferInsert)[] = [{
    ...common, id: randomUUID(), channel: 'sms', recipient: reservation.mobile, body: `${pick(title, language)}${language === 'zh' ? '：' : ': '}${pick(body, language)}`,
  }];
  if (userId && preferences?.email) {
    const [user] = await tx.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, userId));
    if (user?.email) rows.push({ ...common, id: randomUUID(), channel: 'email', recipient: user.email.toLowerCase(), subject: pick(title, language), body: pick(body, language) });
  }
  await tx.insert(t.notificationOutbox).values(rows);
}
