// E-mail through the operator's SMTP relay (nodemailer). Never in clear: implicit TLS (port 465) or STARTTLS
// required, the relay's certificate verified (against SMTP_CA_FILE for a relay with a private CA), then AUTH.
import { createTransport } from 'nodemailer';
import type { Delivery } from '../sms/sms.ts';
import type { MailProvider } from './mail.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  /** 'tls': TLS from the first byte (port 465); 'starttls': plain greeting, then STARTTLS, refused without it. */
  security: 'tls' | 'starttls';
  user: string;
  password: string;
  /** The From header, e.g. "Visa Application Center <noreply@visa.example.cn>". */
  from: string;
  /** PEM of the CA the relay's certificate is checked against, when it is not a public one. */
  ca?: string;
  /** Per attempt (connect, greeting, each command), ms. */
  timeoutMs: number;
}

/**
 * The relay's answer decides when there is one (4xx: try again later, 5xx: refused, RFC 5321 §4.2.1); without one,
 * a refused login, message, TLS or setting stays refused, while a connection that failed may come back.
 */
const permanentCodes = new Set(['EAUTH', 'EENVELOPE', 'EMESSAGE', 'ETLS', 'ECONFIG']);

export function smtpMail(settings: SmtpSettings): MailProvider {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    auth: { user: settings.user, pass: settings.password },
    tls: settings.ca ? { ca: settings.ca } : {},
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });

  return {
    async send(message): Promise<Delivery> {
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments?.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
        });
        const rejected = info.rejected ?? [];
        if (rejected.length) return { delivered: false, error: `the relay refused the recipient (${info.response})`, permanent: true };
        return { delivered: true };
      } catch (error) {
        const { code, responseCode, message: text } = error as { code?: string; responseCode?: number; message?: string };
        const permanent = responseCode !== undefined ? responseCode >= 500 : permanentCodes.has(code ?? '');
        return { delivered: false, error: `SMTP ${code ?? 'error'}${responseCode ? ` ${responseCode}` : ''}: ${text ?? String(error)}`, permanent };
      }
    },
  };
}
