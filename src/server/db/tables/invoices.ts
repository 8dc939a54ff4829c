import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

// Invoices (decision 034): the user's invoice titles, and one invoice record per paid order.

export const invoiceTitles = pgTable('invoice_titles', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  type: text('type').$type<'personal' | 'company'>().notNull(),
  title: text('title').notNull(),
  taxNo: text('tax_no'),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (table) => [
  index('invoice_titles_user_idx').on(table.userId),
  // One default per person, held by the database whatever a handler does (issue 39 item 2).
  uniqueIndex('invoice_titles_one_default_idx').on(table.userId).where(sql`is_default`),
]);

export interface InvoiceTitleSnapshot {
  id: string;
  type: 'personal' | 'company';
  title: string;
  taxNo: string | null;
  phone: string;
  email: string;
}

export interface InvoiceLine {
  kind: 'order' | 'supplement';
  reasons: string[];
  amount: number;
}

export const invoiceRecords = pgTable('invoice_records', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  orderId: text('order_id').notNull().references(() => orders.id),
  orderNo: text('order_no').notNull(),
  /** The title as it was when requested: editing or deleting the title later changes no invoice. */
  title: jsonb('title').$type<InvoiceTitleSnapshot>().notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  items: jsonb('items').$type<InvoiceLine[]>().notNull(),
  email: text('email'),
  status: text('status').$type<'invoicing' | 'issued' | 'failed'>().notNull(),
  /** Each send to the provider is one attempt; the request number `<id>-<attempt>` makes a repeated call idempotent. */
  attempt: integer('attempt').notNull().default(1),
  /** Who is sending it to the provider, until when: a process that died leaves it to be taken again. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  invoiceNo: text('invoice_no'),
  failure: text('failure'),
  /** A refund after the invoice was issued: due for a red-letter reversal at the provider, then reversed (decision 102). */
  reversal: text('reversal').$type<'due' | 'reversed'>(),
  reversalNo: text('reversal_no'),
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
  mailToken: text('mail_token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (table) => [
  // Once per order, held by the database: two requests at once cannot both insert.
  uniqueIndex('invoice_records_order_idx').on(table.orderId),
  index('invoice_records_user_idx').on(table.userId, table.createdAt),
]);
