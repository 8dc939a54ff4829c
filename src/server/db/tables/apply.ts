import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// The application flow: drafts (persisted application actors), uploaded files and per-applicant applications.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

/** The to-do list of spec §2: one row per unfinished order, holding the application actor's persisted snapshot. */
export const drafts = pgTable('drafts', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  /** { title, applicantNames, step } as the list shows it. */
  summary: jsonb('summary').$type<{ title: string; applicantNames: string[]; step: string }>().notNull(),
  version: integer('version').notNull().default(1),
  status: text('status').$type<'open' | 'submitted' | 'deleted'>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (table) => [index('drafts_user_idx').on(table.userId, table.status, table.updatedAt)]);

/** Single-use, short-lived permission to post one file (spec §7: token, then multipart post to its URL). */
export const uploadTokens = pgTable('upload_tokens', {
  token: text('token').primaryKey(),
  purpose: text('purpose').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Uploaded images. The upload call is public (spec: a `common` path), so a file has no owner until the first
 * signed-in call that uses it claims it; from then on only its owner may use it.
 */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  purpose: text('purpose').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  /** The bytes when `storage` is 'database'; in the bucket, under files/<id>, when it is 's3' (decision 089). */
  data: bytea('data'),
  storage: text('storage').$type<'database' | 's3'>().notNull().default('database'),
  ownerId: text('owner_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (table) => [
  index('files_owner_idx').on(table.ownerId),
  // A row always says where its bytes are, and a row in the database holds them.
  check('files_bytes_somewhere', sql`(${table.storage} = 'database' AND ${table.data} IS NOT NULL) OR (${table.storage} = 's3' AND ${table.data} IS NULL)`),
]);

/** Numbers of the applications' human references (decision 031): A100001, A100002, … */
export const applyReferenceSeq = pgSequence('apply_reference_seq', { startWith: 100001 });

/** One applicant's application; its data is checked by the same src/domain schemas as the forms. */
export const applies = pgTable('applies', {
  id: text('id').primaryKey(),
  /** What a person reads and quotes (decision 031); the id stays the key. Every insert gets one from the sequence. */
  reference: text('reference').notNull().unique().default(sql`'A' || nextval('apply_reference_seq')`),
  userId: text('user_id').notNull().references(() => users.id),
  draftId: text('draft_id').references(() => drafts.id),
  /** The flow's key of the applicant (ApplicantEntry.applicantId): with the draft, one application per applicant. */
  applicantKey: text('applicant_key'),
  applicantName: text('applicant_name'),
  relation: text('relation'),
  provinceCode: text('province_code'),
  status: text('status').notNull(),
  consularPostId: text('consular_post_id'),
  visaChoice: jsonb('visa_choice').$type<Record<string, unknown>>().notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  orderId: text('order_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
}, (table) => [
  index('applies_user_idx').on(table.userId, table.status),
  index('applies_draft_idx').on(table.draftId),
  // A retried or restored create finds the row instead of making a second one, even when two race.
  uniqueIndex('applies_draft_applicant_idx').on(table.draftId, table.applicantKey),
]);
