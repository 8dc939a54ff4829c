import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '../../../domain/localized.ts';
import { orders } from './orders.ts';

// Courier waybills of an order (issue 15 item 4): one for the materials sent to the center, one per return group
// whose passports go back by courier. The route shown is derived from the row and the clock (courier/route-plan.ts).

export type WaybillDirection = 'send' | 'return';

/** A place on the route, named in the three languages when it is written (the route never changes after). */
export interface WaybillStop {
  name: Localized;
  /** A sorting center (hub) or the sender's / receiver's own city. */
  kind: 'city' | 'hub';
}

/** The back office moved the next event to `at`: events from `from` on happen `ms` earlier than planned. */
export interface WaybillShift {
  from: number;
  ms: number;
}

export const waybills = pgTable('waybills', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().references(() => orders.id),
  direction: text('direction').$type<WaybillDirection>().notNull(),
  /** 0 for the materials; the return group's index for a passport. */
  groupIndex: integer('group_index').notNull(),
  applyIds: jsonb('apply_ids').$type<string[]>().notNull(),
  expressNo: text('express_no').notNull().unique(),
  /** The courier's company code (Kuaidi100's `com`, e.g. shunfeng); `sandbox` for the sandbox courier. */
  company: text('company').notNull(),
  /** Sender's or receiver's phone: Kuaidi100 asks for it to track some couriers (SF Express). */
  phone: text('phone').notNull(),
  stops: jsonb('stops').$type<WaybillStop[]>().notNull(),
  shifts: jsonb('shifts').$type<WaybillShift[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (table) => [uniqueIndex('waybills_order_direction_group_idx').on(table.orderId, table.direction, table.groupIndex)]);
