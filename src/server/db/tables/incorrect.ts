import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { outbox, users } from './accounts.ts';
import { applies } from './apply.ts';

// Incorrect details (spec §4, decision 036): the center's flags on a submitted application and the applicant's
// corrections, kept as history. Also the sandbox outbox's attachments, so a test can read the PDF a mail carried.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export interface IncorrectFieldRow {
  field: string;
  reason: string;
}

export interface CorrectionRow {
  field: string;
  before: unknown;
  after: unknown;
}

export const incorrectRecords = pgTable('incorrect_records', {
  id: text('id').primaryKey(),
  applyId: text('apply_id').notNull().references(() => applies.id),
  /** The application's owner, so every read is scoped without a join. */
  userId: text('user_id').notNull().references(() => users.id),
  fields: jsonb('fields').$type<IncorrectFieldRow[]>().notNull(),
  note: text('note'),
  status: text('status').$type<'open' | 'corrected'>().notNull(),
  /** What the applicant changed, each field before and after; null while open. */
  corrections: jsonb('corrections').$type<CorrectionRow[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  correctedAt: timestamp('corrected_at', { withTimezone: true }),
}, (table) => [
  index('incorrect_records_apply_idx').on(table.applyId, table.createdAt),
  // One open record per application: a second flag while one is open is refused by the database, not by a read.
  uniqueIndex('incorrect_records_one_open_idx').on(table.applyId).where(sql`${table.status} = 'open'`),
]);

export const outboxAttachments = pgTable('outbox_attachments', {
  id: text('id').primaryKey(),
  outboxId: text('outbox_id').notNull().references(() => outbox.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
}, (table) => [index('outbox_attachments_outbox_idx').on(table.outboxId, table.position)]);
