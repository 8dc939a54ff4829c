import type { ServerConfig } from '../config.ts';
import { aliyunSms } from './sms/aliyun.ts';
import { createAnswerTracker, type AnswerTracker } from './answer-tracker.ts';
import { sandboxMail, type MailProvider } from './mail/mail.ts';
import type { Outbox } from './outbox.ts';
import { DEFAULT_SEND_BACKOFF_MS, DEFAULT_SEND_TIMEOUT_MS, withRetries } from './message-calls.ts';
import { sandboxSms, type SmsProvider } from './sms/sms.ts';
import { smtpMail } from './mail/smtp.ts';

export interface MessagingDeps {
  config: ServerConfig;
  outbox: Outbox;
  sandboxFailing: { mobileSuffix: string; emailDomain: string };
  log: (line: string) => void;
  /** Providers a test hands in; they are retried like the configured ones. */
  sms?: SmsProvider;
  mail?: MailProvider;
}

const unconfigured: SmsProvider & MailProvider = {
  send: async () => ({ delivered: false, error: 'no provider is configured', permanent: true }),
};

/** Which providers answer, for the log line at start and a health answer: names only, never a key. */
export function messagingProviderNames(config: ServerConfig): { sms: string; mail: string } {
  const messaging = config.messaging;
  if (messaging) return { sms: messaging.sms.provider, mail: messaging.mail.provider };
  return config.sandbox ? { sms: 'sandbox', mail: 'sandbox' } : { sms: 'off', mail: 'off' };
}

/**
 * The SMS and mail providers the configuration names, each retried and logged. Without a configuration, the
 * sandbox's in the sandbox and none outside (every send refused, never pretended). A live provider in the sandbox
 * is refused here too, for a configuration built by hand rather than read by configFromEnv.
 */
export function createMessaging(deps: MessagingDeps): { sms: SmsProvider; mail: MailProvider; answers: { sms: AnswerTracker; mail: AnswerTracker } } {
  const { config, outbox } = deps;
  const messaging = config.messaging;
  const live = messaging && (messaging.sms.provider !== 'sandbox' || messaging.mail.provider !== 'sandbox');
  if (config.sandbox && live) throw new Error('a live SMS or mail provider is configured while the sandbox is on');
  const fallbackSms = config.sandbox ? sandboxSms(outbox, deps.sandboxFailing.mobileSuffix) : unconfigured;
  const fallbackMail = config.sandbox ? sandboxMail(outbox, deps.sandboxFailing.emailDomain) : unconfigured;
  const sms = deps.sms ?? (messaging?.sms.provider === 'aliyun' ? aliyunSms(messaging.sms) : fallbackSms);
  const mail = deps.mail ?? (messaging?.mail.provider === 'smtp' ? smtpMail(messaging.mail) : fallbackMail);
  const limits = {
    timeoutMs: messaging?.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS,
    retryBackoffMs: messaging?.retryBackoffMs ?? DEFAULT_SEND_BACKOFF_MS,
    log: deps.log,
  };
  const answers = { sms: createAnswerTracker(), mail: createAnswerTracker() };
  return {
    sms: withRetries('sms', sms, { ...limits, onOutcome: answers.sms.record }),
    mail: withRetries('email', mail, { ...limits, onOutcome: answers.mail.record }),
    answers,
  };
}
