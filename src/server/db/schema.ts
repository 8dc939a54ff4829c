import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '../http/language.ts';

// Reference data. Human text is stored in all three languages and resolved per request (docs/architecture.md).

export const config = pgTable('config', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<string | number | Localized | unknown>().notNull(),
});

export const consularPosts = pgTable('consular_posts', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  city: jsonb('city').$type<Localized>().notNull(),
  address: jsonb('address').$type<Localized>().notNull(),
  phone: text('phone').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Which consular post serves a province: the rule that decides whether applicants may share an order. */
export const jurisdictions = pgTable('jurisdictions', {
  provinceCode: text('province_code').primaryKey(),
  consularPostId: text('consular_post_id').notNull().references(() => consularPosts.id),
});

export const centers = pgTable('centers', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  city: jsonb('city').$type<Localized>().notNull(),
  address: jsonb('address').$type<Localized>().notNull(),
  openingHours: jsonb('opening_hours').$type<Localized>().notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  hotline: text('hotline').notNull(),
  filingNumber: text('filing_number').notNull(),
  consularPostId: text('consular_post_id').notNull().references(() => consularPosts.id),
  qrContent: text('qr_content').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const regions = pgTable('regions', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  parentCode: text('parent_code'),
  level: integer('level').notNull(),
}, (table) => [index('regions_parent_idx').on(table.parentCode)]);

export const visaTypes = pgTable('visa_types', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  purpose: text('purpose').notNull(),
  stayTier: text('stay_tier').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const visaProducts = pgTable('visa_products', {
  id: text('id').primaryKey(),
  visaTypeId: text('visa_type_id').notNull().references(() => visaTypes.id),
  name: jsonb('name').$type<Localized>().notNull(),
  entries: text('entries').notNull(),
  stayDays: integer('stay_days').notNull(),
  validityMonths: integer('validity_months').notNull(),
  normalWorkingDays: integer('normal_working_days').notNull(),
  urgentWorkingDays: integer('urgent_working_days').notNull(),
  visaFeeUsd: numeric('visa_fee_usd', { precision: 10, scale: 2 }).notNull(),
  urgentAvailable: boolean('urgent_available').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const permanentCategories = pgTable('permanent_categories', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articleTypes = pgTable('article_types', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable('articles', {
  id: text('id').primaryKey(),
  typeCode: text('type_code').notNull().references(() => articleTypes.code),
  title: jsonb('title').$type<Localized>().notNull(),
  summary: jsonb('summary').$type<Localized>().notNull(),
  body: jsonb('body').$type<Localized>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
}, (table) => [index('articles_type_idx').on(table.typeCode, table.publishedAt)]);

/** Statutory holidays and make-up working days; a year without rows falls back to the fixed-date rule. */
export const calendarDays = pgTable('calendar_days', {
  day: date('day').primaryKey(),
  kind: text('kind').$type<'holiday' | 'workday'>().notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
});

export const calendarYears = pgTable('calendar_years', {
  year: integer('year').primaryKey(),
  source: text('source').notNull(),
});

export const seedRuns = pgTable('seed_runs', {
  name: text('name').notNull(),
  version: integer('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.name, table.version] })]);

// Accounts and the session (decision 007). Secrets are stored hashed; times are timestamptz.

export const travelAgencies = pgTable('travel_agencies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  certified: boolean('certified').notNull().default(true),
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
  name: text('name'),
  passwordHash: text('password_hash').notNull(),
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

export const accountLockouts = pgTable('account_lockouts', {
  userId: text('user_id').primaryKey().references(() => users.id),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const rateLimitHits = pgTable('rate_limit_hits', {
  bucket: text('bucket').notNull(),
  hitAt: timestamp('hit_at', { withTimezone: true }).notNull(),
}, (table) => [index('rate_limit_hits_bucket_idx').on(table.bucket, table.hitAt)]);

export const rsaKeys = pgTable('rsa_keys', {
  keyId: text('key_id').primaryKey(),
  publicKeyPem: text('public_key_pem').notNull(),
  /** PKCS#8 PEM encrypted with a passphrase derived from the token secret. */
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
