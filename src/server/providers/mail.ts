import type { Outbox } from './outbox.ts';
import type { Delivery } from './sms.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  code?: string;
  purpose?: string;
}

/** What the portal needs from a mail service. A real one (SMTP relay, SES …) implements this. */
export interface MailProvider {
  send(message: MailMessage): Promise<Delivery>;
}

/** Stores every mail in the outbox; addresses at `failingDomain` (default fail.example.com) bounce. */
export function sandboxMail(outbox: Outbox, failingDomain: string): MailProvider {
  return {
    async send(message) {
      const to = message.to.toLowerCase();
      const failed = failingDomain !== '' && to.endsWith(`@${failingDomain.toLowerCase()}`);
      const error = failed ? `sandbox: the domain ${failingDomain} bounces every mail` : null;
      await outbox.record({
        channel: 'email',
        recipient: to,
        purpose: message.purpose,
        subject: message.subject,
        body: message.text,
        code: message.code,
        status: failed ? 'failed' : 'sent',
        error,
      });
      return error ? { delivered: false, error } : { delivered: true };
    },
  };
}
