import type { Language } from '../../../domain/constants.ts';
import type { Outbox } from '../outbox.ts';
import type { Delivery } from '../sms/sms.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML, for mail programs that show it; the text part is always sent too. */
  html?: string;
  /** The application form and invoice PDFs. */
  attachments?: MailAttachment[];
  code?: string;
  purpose?: string;
  language?: Language;
}

/** What the portal needs from a mail service: the sandbox's outbox or an SMTP relay (smtp.ts). */
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
      const attached = message.attachments?.length ? `\n\n(attached: ${message.attachments.map((file) => file.filename).join(', ')})` : '';
      await outbox.record({
        channel: 'email',
        recipient: to,
        purpose: message.purpose,
        subject: message.subject,
        body: message.text + attached,
        code: message.code,
        status: failed ? 'failed' : 'sent',
        error,
        attachments: message.attachments,
      });
      return error ? { delivered: false, error, permanent: true } : { delivered: true };
    },
  };
}
