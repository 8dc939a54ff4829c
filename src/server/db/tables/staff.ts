import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { centers } from './reference.ts';

// The visa center's side (issue 33): staff with roles and a second factor, their sessions, the append-only audit
// trail, and the integrations a center's own case system signs in with, with their webhooks.

export const STAFF_ROLES = ['clerk', 'supervisor', 'finance', 'editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  /** The center the person works at; null only for an admin, who works for all. */
  centerId: text('center_id').references(() => centers.id),
  /** Null until the person chose one through their enrolment link: there is no default staff password. */
  passwordHash: text('password_hash'),
  /** Base32 TOTP secret, set at enrolment; a sign-in needs it confirmed (`totpConfirmedAt`). */
  totpSecret: text('totp_secret'),
  totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
  /** The last TOTP time step accepted: a code of that step or an earlier one is a replay. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  status: text('status').$type<'invited' | 'active' | 'disabled'>().notNull().default('invited'),
  /** Failed sign-ins in a row, and until when the next try waits (slowing, never a permanent lock). */
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  waitUntil: timestamp('wait_until', { withTimezone: true }),
  invitedBy: text('invited_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One-time links: enrolment (set a password and a second factor) and reset by an admin. Only the hash is kept. */
export const staffLinks = pgTable('staff_links', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: text('staff_id').notNull().references(() => staffUsers.id),
  purpose: text('purpose').$type<'enrol' | 'reset'>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (table) => [index('staff_links_staff_idx').on(table.staffId)]);

export const staffRecoveryCodes = pgTable('staff_recovery_codes', {
  id: text('id').primaryKey(),
  staffId: text('staff_id').notNull().references(() => staffUsers.id),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (table) => [index('staff_recovery_codes_staff_idx').on(table.staffId)]);

/**
 * A staff session. After the password it is only half open (`secondFactorAt` null): it can do nothing but answer
 * the second factor, within minutes. Idle time is shorter than an applicant's.
 */
export const staffSessions = pgTable('staff_sessions', {
  id: text('id').primaryKey(),
  staffId: text('staff_id').notNull().references(() => staffUsers.id),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedWhy: text('revoked_why'),
  address: text('address'),
}, (table) => [index('staff_sessions_staff_idx').on(table.staffId)]);

/**
 * Append-only: who did what to which record, before and after, written in the same transaction as the change. The
 * database refuses UPDATE and DELETE on it (trigger of the migration that made it).
 */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  actorKind: text('actor_kind').$type<'staff' | 'integration' | 'system' | 'anonymous'>().notNull(),
  actorId: text('actor_id'),
  /** The actor's e-mail (staff) or name (integration) when it acted, kept as it was then. */
  actorLabel: text('actor_label'),
  actorRole: text('actor_role'),
  centerId: text('center_id'),
  action: text('action').notNull(),
  recordKind: text('record_kind'),
  recordId: text('record_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  address: text('address'),
  requestId: text('request_id'),
}, (table) => [
  index('audit_log_record_idx').on(table.recordKind, table.recordId, table.at),
  index('audit_log_at_idx').on(table.at),
]);

/** A center's own case system, signing in machine to machine with client credentials. The secret is kept hashed. */
export const integrations = pgTable('integrations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The center whose orders it may work; null for all (created by an admin either way). */
  centerId: text('center_id').references(() => centers.id),
  clientId: text('client_id').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  /** Where order events are posted; null for none. */
  webhookUrl: text('webhook_url'),
  /** Signs the webhooks (HMAC-SHA256); shown once with the client secret, kept because each delivery needs it. */
  webhookSecret: text('webhook_secret').notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});

/** A write's first answer, replayed for a retry with the same Idempotency-Key (and refused for another body). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  integrationId: text('integration_id').notNull().references(() => integrations.id),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  status: integer('status'),
  answer: jsonb('answer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (table) => [primaryKey({ columns: [table.integrationId, table.key] })]);

/** One order event for one integration: claimed by one worker at a time, retried with backoff until acknowledged. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: text('id').primaryKey(),
  integrationId: text('integration_id').notNull().references(() => integrations.id),
  /** The event's own identity (e.g. `paid:<payment id>`): one delivery per event and integration. */
  eventKey: text('event_key').notNull(),
  event: text('event').notNull(),
  orderId: text('order_id'),
  payload: jsonb('payload').notNull(),
  status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  claimedBy: text('claimed_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  lastStatus: integer('last_status'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
}, (table) => [
  uniqueIndex('webhook_deliveries_event_idx').on(table.integrationId, table.eventKey),
  index('webhook_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
]);
