import { randomUUID } from 'node:crypto';
import { feedbackFormSchema } from '../../domain/account-rules.ts';
import type { OperationHandlers } from '../app.ts';
import * as t from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { currentUserId, guardAll, jsonBody, parse } from './account-http.ts';

export const feedbackHandlers: OperationHandlers = guardAll({
  async sendFeedback(c) {
    const userId = currentUserId(c);
    const { content } = parse(c, feedbackFormSchema, await jsonBody(c));
    const [row] = await c.get('db').insert(t.feedback)
      .values({ id: randomUUID(), userId, content, createdAt: c.get('accounts').now() })
      .returning();
    return ok(c, 'sendFeedback', { id: row!.id, content: row!.content, createdAt: row!.createdAt.toISOString() });
  },
});
