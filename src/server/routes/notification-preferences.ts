import { z } from 'zod';
import { LANGUAGES } from '../../domain/constants.ts';
import type { OperationHandlers } from '../app.ts';
import * as t from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { preferencesOf } from '../notifications/enqueue.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { accountWords } from '../http/handlers/words.ts';
import { now } from '../http/handlers/clock.ts';

const updateSchema = z.object({ sms: z.boolean(), email: z.boolean(), language: z.enum(LANGUAGES).optional() });

const shown = (row: { sms: boolean; email: boolean; language: (typeof LANGUAGES)[number] }) => ({ sms: row.sms, email: row.email, language: row.language });

export const notificationPreferenceHandlers: OperationHandlers = {
  async getNotificationPreferences(c) {
    return ok(c, 'getNotificationPreferences', shown(await preferencesOf(c.get('db'), currentUserId(c))));
  },

  async updateNotificationPreferences(c) {
    const userId = currentUserId(c);
    const input = parse(c, updateSchema, await jsonBody(c), { words: accountWords });
    // The page saves in the language it is read in: that is the language the person wants their SMS in.
    const values = { sms: input.sms, email: input.email, language: input.language ?? c.get('language'), updatedAt: now(c) };
    const [row] = await c.get('db').insert(t.notificationPreferences).values({ userId, ...values })
      .onConflictDoUpdate({ target: t.notificationPreferences.userId, set: values })
      .returning();
    return ok(c, 'updateNotificationPreferences', shown(row!));
  },
};
