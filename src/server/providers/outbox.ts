import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
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
  /** Files a mail carried (forms, invoices), kept whole so a tester or a test can open them. */
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

/** The sandbox's record of everything it was asked to deliver; read by /dev/outbox. */
export function createOutbox(db: Db, now: Clock) {
  return {
    async record({ attachments, ...entry }: OutboxEntry) {
      const id = randomUUID();
      await db.insert(t.outbox).values({ id, createdAt: now(), ...entry });
      if (attachments?.length) {
        await db.insert(t.outboxAttachments).values(attachments.map((file, position) => ({
          id: randomUUID(), outboxId: id, position, filename: file.filename, contentType: file.contentType ?? 'application/octet-stream', size: file.content.length, data: file.content,
        })));
      }
    },

    /** The files of the listed mails, without their bytes; keyed by the outbox row. */
    async attachmentsOf(outboxIds: string[]) {
      if (!outboxIds.length) return new Map<string, { id: string; filename: string; contentType: string; size: number }[]>();
      const rows = await db.select({ id: t.outboxAttachments.id, outboxId: t.outboxAttachments.outboxId, filename: t.outboxAttachments.filename, contentType: t.outboxAttachments.contentType, size: t.outboxAttachments.size })
        .from(t.outboxAttachments).where(inArray(t.outboxAttachments.outboxId, outboxIds)).orderBy(asc(t.outboxAttachments.position));
      const byMail = new Map<string, { id: string; filename: string; contentType: string; size: number }[]>();
      for (const { outboxId, ...file } of rows) byMail.set(outboxId, [...(byMail.get(outboxId) ?? []), file]);
      return byMail;
    },

    async attachment(id: string) {
      const [row] = await db.select().from(t.outboxAttachments).where(eq(t.outboxAttachments.id, id)).limit(1);
      return row;
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
