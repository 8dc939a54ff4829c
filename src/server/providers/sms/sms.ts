import type { Language } from '../../../domain/constants.ts';
import type { Outbox } from '../outbox.ts';

export interface SmsMessage {
  to: string;
  text: string;
  /** The code the text carries, if any (the sandbox shows it apart; a live gateway fills its template with it). */
  code?: string;
  purpose?: string;
  /** The person's language where known; a live gateway picks its template by it. */
  language?: Language;
  /** A notification's values for a gateway that sends a template rather than the text (the sandbox shows the text). */
  params?: Record<string, string>;
}

/**
 * A failure is `permanent` when trying again cannot help (a refused number, a wrong key, a flow control that lasts
 * minutes): the retries are for a gateway that is down or slow.
 */
export type Delivery = { delivered: true } | { delivered: false; error: string; permanent?: boolean };

/** What the portal needs from an SMS gateway: the sandbox's outbox or Alibaba Cloud SMS (aliyun.ts). */
export interface SmsProvider {
  send(message: SmsMessage): Promise<Delivery>;
}

/**
 * Stores every message in the outbox instead of sending it. Like a real gateway it can refuse: numbers ending in
 * `failingSuffix` (default 0000) fail, so the "could not send" path can be tried by hand and in tests.
 */
export function sandboxSms(outbox: Outbox, failingSuffix: string): SmsProvider {
  return {
    async send(message) {
      const failed = failingSuffix !== '' && message.to.endsWith(failingSuffix);
      const error = failed ? `sandbox: numbers ending ${failingSuffix} are refused by the gateway` : null;
      await outbox.record({
        channel: 'sms',
        recipient: message.to,
        purpose: message.purpose,
        body: message.text,
        code: message.code,
        status: failed ? 'failed' : 'sent',
        error,
      });
      // A refused number stays refused: retrying it would only fill the outbox.
      return error ? { delivered: false, error, permanent: true } : { delivered: true };
    },
  };
}
