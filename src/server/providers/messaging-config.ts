// Which SMS and mail providers the server talks to, read from the environment and checked at start: outside the
// sandbox the live ones, every variable they need present (else the server does not start, naming it); in the
// sandbox only the outbox, so no live gateway is reachable from a trial.
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../../domain/constants.ts';
import { smsPurposes, type SmsPurpose } from '../accounts/code-purposes.ts';
import { ConfigError, gather, inGroup } from '../config-problems.ts';
import { numericSetting } from '../numeric-settings.ts';
import { MILESTONE_KINDS, type MilestoneKind } from '../notifications/texts.ts';
import { ALIYUN_SMS_ENDPOINT, type AliyunSmsSettings, type TemplateCodes } from './sms/aliyun.ts';
import { DEFAULT_SEND_BACKOFF_MS, DEFAULT_SEND_TIMEOUT_MS } from './message-calls.ts';
import type { SmtpSettings } from './mail/smtp.ts';

export interface MessagingConfig {
  sms: { provider: 'sandbox' } | ({ provider: 'aliyun' } & AliyunSmsSettings);
  mail: { provider: 'sandbox' } | ({ provider: 'smtp' } & SmtpSettings);
  /** Each attempt is abandoned after this long, ms. */
  timeoutMs: number;
  /** Waits before each retry of a failed send, ms; its length is the number of retries. */
  retryBackoffMs: number[];
}

/** ALIYUN_SMS_TEMPLATE_RESET_PASSWORD for the code purpose resetPassword, ALIYUN_SMS_TEMPLATE_IN_REVIEW for the milestone inReview. */
export const templateVariable = (purpose: SmsPurpose | MilestoneKind, language?: string) =>
  `ALIYUN_SMS_TEMPLATE_${purpose.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}${language && language !== 'zh' ? `_${language.toUpperCase()}` : ''}`;

function required(env: NodeJS.ProcessEnv, variable: string, why: string): string {
  const value = env[variable]?.trim();
  if (!value) throw new ConfigError(`${variable} is not set. ${why}`);
  return value;
}

function choice<T extends string>(env: NodeJS.ProcessEnv, variable: string, options: readonly T[], fallback: T): T {
  const raw = env[variable]?.trim() || fallback;
  if (!(options as readonly string[]).includes(raw)) throw new ConfigError(`${variable} must be one of ${options.join(', ')}, not ${raw}`);
  return raw as T;
}

/** Plain HTTP only to this machine (a test's local server); Alibaba Cloud itself is reached over HTTPS. */
function endpointFrom(raw: string | undefined): Pick<AliyunSmsSettings, 'endpoint' | 'protocol'> {
  if (!raw) return { endpoint: ALIYUN_SMS_ENDPOINT, protocol: 'https' };
  const url = (() => {
    try {
      return new URL(/^[a-z]+:\/\//i.test(raw) ? raw : `https://${raw}`);
    } catch {
      throw new ConfigError(`ALIYUN_SMS_ENDPOINT is not a host or an address: ${raw}`);
    }
  })();
  const protocol = url.protocol.replace(':', '');
  if (protocol !== 'https' && protocol !== 'http') throw new ConfigError(`ALIYUN_SMS_ENDPOINT must be https, not ${url.protocol}`);
  if (protocol === 'http' && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new ConfigError(`ALIYUN_SMS_ENDPOINT may be plain http only on this machine (a test server), not ${url.host}`);
  }
  return { endpoint: url.host, protocol };
}

function aliyunFrom(env: NodeJS.ProcessEnv, timeoutMs: number): AliyunSmsSettings {
  const seeReadme = 'See README, "Going live".';
  const templatesOf = <K extends SmsPurpose | MilestoneKind>(keys: readonly K[], what: string) => gather(Object.fromEntries(keys.map((key) => [key, () => {
    const byLanguage: TemplateCodes = { zh: required(env, templateVariable(key), `SMS_PROVIDER=aliyun needs the template code (SMS_…) of every ${what}. ${seeReadme}`) };
    for (const language of LANGUAGES) {
      const code = language === 'zh' ? undefined : env[templateVariable(key, language)]?.trim();
      if (code) byLanguage[language] = code;
    }
    return byLanguage;
  }])) as Record<K, () => TemplateCodes>) as Record<K, TemplateCodes>;
  // Every missing variable at once, not the first (issue 38 item 14).
  const read = gather({
    accessKeyId: () => required(env, 'ALIYUN_ACCESS_KEY_ID', `SMS_PROVIDER=aliyun needs a RAM user's AccessKey. ${seeReadme}`),
    accessKeySecret: () => required(env, 'ALIYUN_ACCESS_KEY_SECRET', `SMS_PROVIDER=aliyun needs a RAM user's AccessKey. ${seeReadme}`),
    signName: () => required(env, 'ALIYUN_SMS_SIGN_NAME', `SMS_PROVIDER=aliyun needs the approved sign name. ${seeReadme}`),
    templates: () => templatesOf(smsPurposes, 'code purpose'),
    milestoneTemplates: () => templatesOf(MILESTONE_KINDS, 'milestone notification'),
    endpoint: () => endpointFrom(env.ALIYUN_SMS_ENDPOINT?.trim()),
  });
  const { endpoint, ...rest } = read;
  return { ...rest, ...endpoint, timeoutMs };
}

function smtpFrom(env: NodeJS.ProcessEnv, timeoutMs: number): SmtpSettings {
  const why = 'MAIL_PROVIDER=smtp needs the mail relay\'s SMTP settings. See README, "Going live".';
  const read = gather({
    host: () => required(env, 'SMTP_HOST', why),
    port: () => {
      const rawPort = required(env, 'SMTP_PORT', why);
      const port = Number(rawPort);
      if (!/^\d+$/.test(rawPort) || port < 1 || port > 65_535) throw new ConfigError(`SMTP_PORT must be a port number (1 to 65535), not ${rawPort}`);
      return port;
    },
    ca: () => {
      const caFile = env.SMTP_CA_FILE?.trim();
      if (!caFile) return undefined;
      try {
        return readFileSync(caFile, 'utf8');
      } catch {
        throw new ConfigError(`SMTP_CA_FILE cannot be read: ${caFile}`);
      }
    },
    user: () => required(env, 'SMTP_USER', why),
    password: () => required(env, 'SMTP_PASSWORD', why),
    from: () => required(env, 'MAIL_FROM', `${why} MAIL_FROM is the sender, e.g. "Visa Application Center <noreply@visa.example.cn>".`),
  });
  const security = choice(env, 'SMTP_SECURITY', ['tls', 'starttls'] as const, read.port === 465 ? 'tls' : 'starttls');
  return { ...read, security, timeoutMs };
}

/** Up to 5 waits, each a whole number of milliseconds up to a minute: a longer wait outlasts the page's 12 s anyway. */
export const RETRY_BACKOFF_RANGE = { maxWaits: 5, maxMs: 60_000 } as const;

function millisFrom(env: NodeJS.ProcessEnv, variable: string): number[] | undefined {
  const raw = env[variable]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const parts = raw.split(',').map((part) => part.trim());
  const values = parts.map(Number);
  if (parts.length > RETRY_BACKOFF_RANGE.maxWaits || parts.some((part) => !/^\d+$/.test(part)) || values.some((value) => value > RETRY_BACKOFF_RANGE.maxMs)) {
    throw new ConfigError(`${variable} must be up to ${RETRY_BACKOFF_RANGE.maxWaits} waits in milliseconds (each 0 to ${RETRY_BACKOFF_RANGE.maxMs}) separated by commas, e.g. 300,1000; not ${raw}`);
  }
  return values;
}

export function messagingFromEnv(env: NodeJS.ProcessEnv, sandbox: boolean): MessagingConfig {
  const shared = inGroup('SMS and mail', () => gather({
    timeoutMs: () => numericSetting(env, 'MESSAGE_TIMEOUT_MS') ?? DEFAULT_SEND_TIMEOUT_MS,
    retryBackoffMs: () => millisFrom(env, 'MESSAGE_RETRY_BACKOFF_MS') ?? [...DEFAULT_SEND_BACKOFF_MS],
  }));
  const { timeoutMs } = shared;
  const providerOf = <P extends string>(variable: string, options: readonly P[], live: P): P => {
    const provider = choice(env, variable, options, sandbox ? ('sandbox' as P) : live);
    if (sandbox && provider !== 'sandbox') {
      throw new ConfigError(`${variable}=${provider} is refused while SANDBOX is on: a trial must not reach real phones or mailboxes (its codes are readable at /dev/outbox). Unset ${variable} or SANDBOX.`);
    }
    if (!sandbox && provider === 'sandbox') {
      throw new ConfigError(`${variable}=sandbox needs SANDBOX=1: outside the sandbox nobody could read the codes. Unset ${variable} to use the live provider.`);
    }
    return provider;
  };
  const read = gather({
    sms: () => inGroup('SMS (Alibaba Cloud)', (): MessagingConfig['sms'] => (providerOf('SMS_PROVIDER', ['sandbox', 'aliyun'] as const, 'aliyun') === 'aliyun'
      ? { provider: 'aliyun', ...aliyunFrom(env, timeoutMs) }
      : { provider: 'sandbox' })),
    mail: () => inGroup('mail (SMTP)', (): MessagingConfig['mail'] => (providerOf('MAIL_PROVIDER', ['sandbox', 'smtp'] as const, 'smtp') === 'smtp'
      ? { provider: 'smtp', ...smtpFrom(env, timeoutMs) }
      : { provider: 'sandbox' })),
  });
  return { ...read, ...shared };
}
