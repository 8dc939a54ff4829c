import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '../../http/language.ts';

// Accounts: users, sessions, codes, captchas, lockouts, limits, keys, messages, feedback and the outbox.

export const travelAgencies = pgTable('travel_agencies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  certified: boolean('certified').notNull().default(true),
  /** The identity the center checked when it certified the agency (decision 040). */
  licenceNo: text('licence_no'),
  /** China calendar dates (YYYY-MM-DD) of the certification. */
  certifiedFrom: text('certified_from'),
  certifiedUntil: text('certified_until'),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  /** The agency's own limit, set by the center when certifying it; never above the spec's five. */
  maxApplicantsPerOrder: integer('max_applicants_per_order').notNull().default(5),
  /**
   * Set while the center has suspended the agency (migration 0023): none of its accounts signs in or orders. Apart
   * from `certified`, which says what its certificate is, so reinstating gives back exactly what it had.
   */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'user' | 'travelAgency'>().notNull(),
  /** PostgreSQL unique constraints let many rows hold NULL, so agencies need no mobile and users no e-mail. */
  mobile: text('mobile').unique(),
  email: text('email').unique(),
  /** Login name of a travel-agency user. */
  account: text('account').unique(),
  agencyId: text('agency_id').references(() => travelAgencies.id),
  /** An agency's main account ('main') or one of its staff sub-accounts ('sub'); null for applicants. */
  agencyRole: text('agency_role').$type<'main' | 'sub'>(),
  name: text('name'),
  passwordHash: text('password_hash').notNull(),
  /** An agency account the center suspended on its own (a guide who left), its agency still working (migration 0023). */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedWhy: text('revoked_why'),
}, (table) => [index('sessions_user_idx').on(table.userId)]);

export const verificationCodes = pgTable('verification_codes', {
  id: text('id').primaryKey(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  /** Mobile number or lower-cased e-mail address. */
  target: text('target').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  tries: integer('tries').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
}, (table) => [index('verification_codes_target_idx').on(table.target, table.createdAt)]);

export const captchas = pgTable('captchas', {
  deviceId: text('device_id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Failed password logins per account and client address: five from one address lock that address out of that account
 * for 15 minutes, so a stranger's guesses do not lock the owner out from theirs.
 */
export const accountLockouts = pgTable('account_lockouts', {
  userId: text('user_id').notNull().references(() => users.id),
  source: text('source').notNull().default(''),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
}, (table) => [primaryKey({ columns: [table.userId, table.source] })]);

export const rateLimitHits = pgTable('rate_limit_hits', {
  bucket: text('bucket').notNull(),
  hitAt: timestamp('hit_at', { withTimezone: true }).notNull(),
}, (table) => [index('rate_limit_hits_bucket_idx').on(table.bucket, table.hitAt)]);

export const rsaKeys = pgTable('rsa_keys', {
  keyId: text('key_id').primaryKey(),
  publicKeyPem: text('public_key_pem').notNull(),
  /** PKCS#8 PEM encrypted with a passphrase derived from STORED_SECRETS_KEY. */
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const userMessages = pgTable('user_messages', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  kind: text('kind').$type<'system' | 'announcement'>().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  body: jsonb('body').$type<Localized>().notNull(),
  read: boolean('read').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (table) => [index('user_messages_user_idx').on(table.userId, table.createdAt)]);

export const feedback = pgTable('feedback', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Every SMS, e-mail (and, in the sandbox, every graphic code) the providers were asked to deliver. */
export const outbox = pgTable('outbox', {
  id: text('id').primaryKey(),
  /** Insertion order: "newest first" must hold even when a test's clock stands still. */
  seq: integer('seq').generatedAlwaysAsIdentity(),
  channel: text('channel').$type<'sms' | 'email' | 'captcha'>().notNull(),
  recipient: text('recipient').notNull(),
  purpose: text('purpose'),
  subject: text('subject'),
  body: text('body').notNull(),
  /** The code it carries, so a browser test can read it without parsing the text. */
  code: text('code'),
  status: text('status').$type<'sent' | 'failed'>().notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt)]);
