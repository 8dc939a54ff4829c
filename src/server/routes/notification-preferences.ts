import { LANGUAGES } from '../../domain/constants.ts';
import type { OperationHandlers } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { preferencesOf, savePreferences } from '../notifications/enqueue.ts';
import { checkedBody } from '../http/checked-input.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { now } from '../http/handlers/clock.ts';

const shown = (row: { sms: boolean; email: boolean; language: (typeof LANGUAGES)[number] }) => ({ sms: row.sms, email: row.email, language: row.language });

export const notificationPreferenceHandlers: OperationHandlers = {
  async getNotificationPreferences(c) {
    return ok(c, 'getNotificationPreferences', shown(await preferencesOf(c.get('db'), currentUserId(c))));
  },

  async updateNotificationPreferences(c) {
    const userId = currentUserId(c);
    const input = checkedBody(c, 'updateNotificationPreferences');
    // The page saves in the language it is read in: that is the language the person wants their SMS in.
    const values = { sms: input.sms, email: input.email, language: input.language ?? c.get('language'), updatedAt: now(c) };
    return ok(c, 'updateNotificationPreferences', shown(await savePreferences(c.get('db'), userId, values)));
  },
};
