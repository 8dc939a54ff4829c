import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '../../http/language.ts';
import { travelAgencies } from './accounts.ts';
import { centers } from './reference.ts';

// What a center runs besides orders (issue 33, decision 096): the centers an agency is certified for, and the
// closures of a center's counter.

/** An agency is certified for one center or several; it starts orders only at these (decision 084). */
export const travelAgencyCenters = pgTable('travel_agency_centers', {
  agencyId: text('agency_id').notNull().references(() => travelAgencies.id),
  centerId: text('center_id').notNull().references(() => centers.id),
}, (table) => [primaryKey({ columns: [table.agencyId, table.centerId] }), index('travel_agency_centers_center_idx').on(table.centerId)]);

/**
 * A day (or some hours of a day) the counter is shut: no reservation is taken on it, and the holders of the
 * appointments it hits were told when it was entered (`notified` counts them).
 */
export const centerClosures = pgTable('center_closures', {
  id: text('id').primaryKey(),
  centerId: text('center_id').notNull().references(() => centers.id),
  /** China calendar date, YYYY-MM-DD. */
  date: text('date').notNull(),
  /** HH:MM; both null: the whole day. A slot starting at or after `from` and before `until` is closed. */
  fromTime: text('from_time'),
  untilTime: text('until_time'),
  reason: jsonb('reason').$type<Localized>().notNull(),
  notified: integer('notified').notNull().default(0),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (table) => [index('center_closures_center_date_idx').on(table.centerId, table.date)]);
