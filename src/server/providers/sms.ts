import type { Outbox } from './outbox.ts';

export interface SmsMessage {
  to: string;
  text: string;
  /** The code the text carries, if any (the sandbox shows it apart; a real gateway ignores it). */
  code?: string;
  purpose?: string;
}

export type Delivery = { delivered: true } | { delivered: false; error: string };

/** What the portal needs from an SMS gateway. A real one (Aliyun, Tencent Cloud …) implements this. */
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
      return error ? { delivered: false, error } : { delivered: true };
    },
  };
}
