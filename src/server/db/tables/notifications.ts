import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '../../../domain/constants.ts';
import { users } from './accounts.ts';

// Milestone notifications (issue 15 item 8, decision 038): what each account wants by SMS and e-mail, and the
// SMS and e-mails waiting to be sent, written in the transaction of the change they announce.

/** One row per account that has saved its choice; an account without a row gets both (the defaults below). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id').primaryKey().references(() => users.id),
  sms: boolean('sms').notNull().default(true),
  email: boolean('email').notNull().default(true),
  /** The language SMS and e-mails are written in: the page's language when the choice was saved. */
  language: text('language').$type<Language>().notNull().default('zh'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type NotificationChannel = 'sms' | 'email';
export type NotificationStatus = 'pending' | 'sent' | 'failed';

/**
 * One SMS or e-mail to send. A worker claims due rows with one atomic statement (claimed_by, claimed_at); a claim
 * older than the worker's timeout is taken again, so a crashed process loses nothing.
 */
export const notificationOutbox = pgTable('notification_outbox', {
  id: text('id').primaryKey(),
  /** Null for a notice to someone without an account: an appointment booked with a mobile only (migration 0023). */
  userId: text('user_id').references(() => users.id),
  orderId: text('order_id'),
  kind: text('kind').notNull(),
  channel: text('channel').$type<NotificationChannel>().notNull(),
  recipient: text('recipient').notNull(),
  language: text('language').$type<Language>().notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  /**
   * What a gateway that sends templates rather than text fills its template with (Alibaba Cloud SMS, decision 044):
   * the milestone's values as strings, written with the text so both say the same.
   */
  params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
  status: text('status').$type<NotificationStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  claimedBy: text('claimed_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (table) => [
  index('notification_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  index('notification_outbox_user_idx').on(table.userId, table.createdAt),
]);
