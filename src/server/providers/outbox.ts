import { randomUUID } from 'node:crypto';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';

export type OutboxChannel = 'sms' | 'email' | 'captcha';

export interface OutboxEntry {
  channel: OutboxChannel;
  recipient: string;
  purpose?: string | null;
  subject?: string | null;
  body: string;
  code?: string | null;
  status: 'sent' | 'failed';
  error?: string | null;
}

/** The sandbox's record of everything it was asked to deliver; read by /dev/outbox. */
export function createOutbox(db: Db, now: Clock) {
  return {
    async record(entry: OutboxEntry) {
      await db.insert(t.outbox).values({ id: randomUUID(), createdAt: now(), ...entry });
    },

    /** Newest first. */
    async list(filter: { recipient?: string; channel?: OutboxChannel; limit?: number } = {}) {
      const conditions: SQL[] = [];
      if (filter.recipient) conditions.push(eq(t.outbox.recipient, normaliseRecipient(filter.recipient)));
      if (filter.channel) conditions.push(eq(t.outbox.channel, filter.channel));
      return db.select().from(t.outbox)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(t.outbox.seq))
        .limit(Math.min(filter.limit ?? 200, 500));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** E-mail addresses are stored lower-cased; numbers and device ids as given. */
export function normaliseRecipient(recipient: string): string {
  const trimmed = recipient.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}
