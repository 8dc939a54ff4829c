import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { feedbackFormSchema } from '../../domain/account-rules.ts';
import type { OperationHandlers } from '../app.ts';
import * as t from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { accountWords } from '../http/handlers/words.ts';
import { now } from '../http/handlers/clock.ts';

/** What the feedback screen lists back: a person rarely writes more, and older ones stay in the table. */
export const FEEDBACK_LISTED = 100;

const shown = (row: typeof t.feedback.$inferSelect) => ({ id: row.id, content: row.content, createdAt: row.createdAt.toISOString() });

export const feedbackHandlers: OperationHandlers = {
  async listFeedback(c) {
    const rows = await c.get('db').select().from(t.feedback).where(eq(t.feedback.userId, currentUserId(c)))
      .orderBy(desc(t.feedback.createdAt), desc(t.feedback.id)).limit(FEEDBACK_LISTED);
    return ok(c, 'listFeedback', rows.map(shown));
  },

  async sendFeedback(c) {
    const userId = currentUserId(c);
    const { content } = parse(c, feedbackFormSchema, await jsonBody(c), { words: accountWords });
    const [row] = await c.get('db').insert(t.feedback)
      .values({ id: randomUUID(), userId, content, createdAt: now(c) })
      .returning();
    return ok(c, 'sendFeedback', shown(row!));
  },
};
