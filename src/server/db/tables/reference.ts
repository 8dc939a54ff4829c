import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '../../http/language.ts';

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
  /** When the counter takes applications: the reservation slots are the whole hours from `opens` until `closes`. */
  submissionHours: jsonb('submission_hours').$type<{ opens: string; closes: string }>().notNull().default({ opens: '09:00', closes: '15:00' }),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  hotline: text('hotline').notNull(),
  filingNumber: text('filing_number').notNull(),
  consularPostId: text('consular_post_id').notNull().references(() => consularPosts.id),
  qrContent: text('qr_content').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** How to get there; filled by the center-directions seed (migration 0016). */
  directions: jsonb('directions').$type<Localized>().notNull().default({ zh: '', en: '', ko: '' }),
  /** People one reservation slot of this center takes, over all its bookings (configuration, issue 16 item 1). */
  slotCapacity: integer('slot_capacity').notNull().default(10),
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
  /** When it was (last) published; a draft keeps the time it was written or last published, shown by no public read. */
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  /** Only 'published' rows are public (migration 0023); the center's editors write drafts first. */
  status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
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

// One number every server process compares with its cache of public reference reads: a statement on any reference
// table bumps it (triggers of migration 0005), so a change made anywhere — through any process, a seed or psql — is seen.
export const referenceVersion = pgTable('reference_version', {
  id: integer('id').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

export const seedRuns = pgTable('seed_runs', {
  name: text('name').notNull(),
  version: integer('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.name, table.version] })]);

// Accounts and the session (decision 007). Secrets are stored hashed; times are timestamptz.

