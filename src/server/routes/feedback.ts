import { feedbackFormSchema } from '../../domain/account-rules.ts';
import type { OperationHandlers } from '../app.ts';
import { addFeedback, feedbackOf, type FeedbackRow } from '../accounts/feedback.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { accountWords } from '../http/handlers/words.ts';
import { now } from '../http/handlers/clock.ts';

/** What the feedback screen lists back: a person rarely writes more, and older ones stay in the table. */
export const FEEDBACK_LISTED = 100;

const shown = (row: FeedbackRow) => ({ id: row.id, content: row.content, createdAt: row.createdAt.toISOString() });

export const feedbackHandlers: OperationHandlers = {
  async listFeedback(c) {
    const rows = await feedbackOf(c.get('db'), currentUserId(c), FEEDBACK_LISTED);
    return ok(c, 'listFeedback', rows.map(shown));
  },

  async sendFeedback(c) {
    const userId = currentUserId(c);
    const { content } = parse(c, feedbackFormSchema, await jsonBody(c), { words: accountWords });
    return ok(c, 'sendFeedback', shown(await addFeedback(c.get('db'), userId, content, now(c))));
  },
};
