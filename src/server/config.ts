import { paymentConfigFrom, type PaymentConfig } from './providers/payments/config.ts';
import { messagingFromEnv, type MessagingConfig } from './providers/messaging-config.ts';
import { courierConfigFrom, type CourierConfig } from './providers/courier/config.ts';
import { ConfigError, gather, inGroup } from './config-problems.ts';
import { numericSettingsFrom } from './numeric-settings.ts';
import { fileStorageFrom, type FileStorageConfig } from './files/storage-config.ts';
import { defaultReadingWorkers } from './recognition/ocr-pool.ts';
import { SECRET_MIN_LENGTH, tooAlike, weakness } from './secret-strength.ts';
import { logLevelFrom, metricsConfigFrom, type MetricsConfig } from './metrics/settings.ts';

export interface ServerConfig {
  port: number;
  clientId: string;
  clientSecret: string;
  /**
   * Sandbox providers (SMS outbox, payment gateways …) and the /dev pages. Off unless SANDBOX=1: production
   * behaviour is the default, and a sandbox says so on every page and in the log.
   */
  sandbox: boolean;
  /**
   * Where the portal is reached from outside (scheme, host, port): the gateways' notify URLs and the QR codes of
   * payment and phone signing are built on it, never on a request's Host header, which a client chooses.
   */
  publicOrigin: string;
  /** How many reverse proxies in front of the server append to X-Forwarded-For (0: the socket's address is the client's). */
  trustedProxies?: number;
  /** Where the built SPA lives; absent in API-only tests. */
  staticDir?: string;
  /** Signs session tokens and keys the stored code hashes. */
  tokenSecret: string;
  /** Signs the stateless form-download links. */
  downloadLinkSecret: string;
  /** Encrypts secrets kept in the database (the login RSA private keys). */
  storedSecretsKey: string;
  /** A bearer token unused this long is refused with HTTP 401 "idle too long". Default 1800. */
  idleTimeoutSeconds?: number;
  /** A token dies this long after login whatever its use. Default 12 hours. */
  tokenMaxAgeSeconds?: number;
  /** Login attempts per client IP per 10 minutes. Default 30. */
  loginsPerIpPer10Min?: number;
  /** Code sends (SMS and e-mail) per client IP per hour. Default 30. */
  codeSendsPerIpPerHour?: number;
  /** Upload tokens per client address per hour (each lets one file in). Default 300. */
  uploadTokensPerIpPerHour?: number;
  /** Progress lookups that found nothing, per address per hour (a found one is given back). Default 20. */
  progressFailuresPerIpPerHour?: number;
  /** Graphic codes drawn per client address per 10 minutes. Default 100. */
  captchaDrawsPerIpPer10Min?: number;
  /** The sandbox SMS provider fails for numbers ending so (and the mail provider for this domain). */
  sandboxFailingMobileSuffix?: string;
  sandboxFailingEmailDomain?: string;
  /** The sandbox payment gateways' delay on each API call (create, query, close), ms. Default 0. */
  sandboxPaymentLatencyMs?: number;
  /** Sandbox gateway calls that answer "unavailable": any of create, query, close. */
  sandboxPaymentFailing?: string[];
  /** The sandbox invoicing provider's delay before it issues an invoice, ms (decision 034). Default 0; from the environment 5000. */
  sandboxInvoicingDelayMs?: number;
  /** The sandbox invoicing provider refuses every invoice, to try the failed state and its retry. */
  sandboxInvoicingFailing?: boolean;
  /**
   * scrypt's N for new password hashes. Default (and the least outside the sandbox) 16384; no variable sets it: only
   * the test server lowers it, to spare its logins' CPU (accounts/passwords.ts, decision 060).
   */
  passwordCost?: number;
  /** A document reading's hard deadline, ms (recognition/reading-gate.ts). Default 8000. */
  readingBudgetMs?: number;
  /** Documents read at once, each on its own engine set (ocr-pool.ts); one set per core but one by default. */
  readingWorkers?: number;
  /** A payment gateway call is abandoned after this long, ms. Default 8000. */
  gatewayTimeoutMs?: number;
  /** Waits before each retry of a gateway query or close, ms. Default [200, 800]. */
  gatewayRetryBackoffMs?: number[];
  /** Waits before each sandbox notify attempt, ms (its length is the number of attempts). */
  sandboxNotifyBackoffMs?: number[];
  /** The live payment gateways (PAYMENT_PROVIDER, WECHATPAY_*, ALIPAY_*); ignored in a sandbox, absent ones are off. */
  payments?: PaymentConfig;
  /**
   * The SMS and mail providers (SMS_PROVIDER, MAIL_PROVIDER, ALIYUN_*, SMTP_*; providers/messaging-config.ts).
   * Absent: the sandbox's outbox in the sandbox, and outside it no provider (every code refused, never pretended).
   */
  messaging?: MessagingConfig;
  /** The courier tracking (COURIER_PROVIDER, KUAIDI100_*; providers/courier/config.ts). Absent: the sandbox courier in the sandbox, none outside. */
  courier?: CourierConfig;
  /** Where documents keep their bytes (FILE_STORAGE, S3_*; files/storage-config.ts, decision 089). Absent: the database. */
  fileStorage?: FileStorageConfig;
  /** Who may read /metrics (METRICS_TOKEN, METRICS_ALLOW_FROM; metrics/settings.ts). Absent: /metrics answers 404. */
  metrics?: MetricsConfig;
  /** LOG_LEVEL; info when absent. */
  logLevel?: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
}

export { ConfigError } from './config-problems.ts';
export { SECRET_MIN_LENGTH } from './secret-strength.ts';

export const SECRET_VARIABLES = {
  tokenSecret: 'TOKEN_SECRET',
  downloadLinkSecret: 'DOWNLOAD_LINK_SECRET',
  storedSecretsKey: 'STORED_SECRETS_KEY',
} as const;
export type SecretName = keyof typeof SECRET_VARIABLES;
export type ServerSecrets = Record<SecretName, string>;

/** The configuration read from the environment; in the sandbox, secrets not given come from sandbox-secrets.ts. */
export interface EnvConfig extends Omit<ServerConfig, SecretName> {
  secrets: Partial<ServerSecrets>;
}

function secretsFrom(env: NodeJS.ProcessEnv, sandbox: boolean): Partial<ServerSecrets> {
  const secrets: Partial<ServerSecrets> = {};
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(SECRET_VARIABLES) as [SecretName, string][]) {
    const value = env[variable];
    if (value === undefined || value === '') {
      if (!sandbox) problems.push(`${variable} is not set. Outside the sandbox the server needs its own secret (at least ${SECRET_MIN_LENGTH} random characters, e.g. \`openssl rand -base64 48\`), or SANDBOX=1 for a local trial.`);
      continue;
    }
    const weak = weakness(value);
    if (weak) problems.push(`${variable} ${weak} (e.g. \`openssl rand -base64 48\`).`);
    else secrets[name] = value;
  }
  const given = Object.entries(secrets) as [SecretName, string][];
  given.forEach(([name, value], index) => {
    for (const [otherName, other] of given.slice(index + 1)) {
      if (tooAlike(value, other)) problems.push(`${SECRET_VARIABLES[name]} and ${SECRET_VARIABLES[otherName]} must differ: one leaked key must not open the others, nor come within a few characters of them.`);
    }
  });
  if (problems.length) throw new ConfigError(problems.map((message) => ({ group: 'core', message })));
  return secrets;
}

function publicOriginFrom(env: NodeJS.ProcessEnv, sandbox: boolean, port: number): string {
  const raw = env.PUBLIC_ORIGIN;
  if (!raw) {
    if (sandbox) return `http://localhost:${port}`;
    throw new ConfigError('PUBLIC_ORIGIN is not set. Outside the sandbox the server needs the address it is reached at, e.g. PUBLIC_ORIGIN=https://visa.example.cn');
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN is not an address: ${raw}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== raw.replace(/\/$/, '')) {
    throw new ConfigError(`PUBLIC_ORIGIN must be a scheme, host and port only (e.g. https://visa.example.cn), not ${raw}`);
  }
  return url.origin;
}

/** Reads the environment; throws one ConfigError naming every setting the server must not start with. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  // Only an explicit yes turns the sandbox on: a typo or an empty value keeps production behaviour.
  const sandbox = env.SANDBOX === '1' || env.SANDBOX === 'true';
  const read = gather({
    numbers: () => numericSettingsFrom(env),
    publicOrigin: () => inGroup('core', () => publicOriginFrom(env, sandbox, numericPort(env))),
    secrets: () => secretsFrom(env, sandbox),
    payments: () => inGroup('payments', () => paymentConfigFrom(env, sandbox)),
    messaging: () => messagingFromEnv(env, sandbox),
    courier: () => inGroup('courier (Kuaidi100)', () => courierConfigFrom(env, sandbox)),
    metrics: () => inGroup('metrics and logs', () => metricsConfigFrom(env, Object.values(SECRET_VARIABLES))),
    logLevel: () => inGroup('metrics and logs', () => logLevelFrom(env)),
    fileStorage: () => inGroup('file storage (S3)', () => fileStorageFrom(env)),
  });
  const numbers = read.numbers;
  return {
    port: numbers.PORT!,
    clientId: env.CLIENT_ID ?? 'portal-web',
    clientSecret: env.CLIENT_SECRET ?? 'portal-web-secret',
    sandbox,
    publicOrigin: read.publicOrigin,
    trustedProxies: numbers.TRUSTED_PROXIES,
    staticDir: env.STATIC_DIR ?? 'dist',
    secrets: read.secrets,
    idleTimeoutSeconds: numbers.IDLE_TIMEOUT_SECONDS,
    tokenMaxAgeSeconds: numbers.TOKEN_MAX_AGE_SECONDS,
    loginsPerIpPer10Min: numbers.LOGINS_PER_IP_PER_10_MIN,
    codeSendsPerIpPerHour: numbers.CODE_SENDS_PER_IP_PER_HOUR,
    uploadTokensPerIpPerHour: numbers.UPLOAD_TOKENS_PER_IP_PER_HOUR,
    progressFailuresPerIpPerHour: numbers.PROGRESS_FAILURES_PER_IP_PER_HOUR,
    captchaDrawsPerIpPer10Min: numbers.CAPTCHA_DRAWS_PER_IP_PER_10_MIN,
    readingBudgetMs: numbers.READING_BUDGET_MS,
    readingWorkers: numbers.READING_WORKERS ?? defaultReadingWorkers(),
    gatewayTimeoutMs: numbers.GATEWAY_TIMEOUT_MS,
    sandboxPaymentLatencyMs: numbers.SANDBOX_PAYMENT_LATENCY_MS,
    sandboxPaymentFailing: env.SANDBOX_PAYMENT_FAILING ? env.SANDBOX_PAYMENT_FAILING.split(',') : undefined,
    sandboxInvoicingDelayMs: numbers.SANDBOX_INVOICING_DELAY_MS,
    sandboxInvoicingFailing: env.SANDBOX_INVOICING_FAILING === '1' || env.SANDBOX_INVOICING_FAILING === 'true',
    payments: read.payments,
    messaging: read.messaging,
    courier: read.courier,
    metrics: read.metrics,
    logLevel: read.logLevel,
    fileStorage: read.fileStorage,
  };
}

/** The port for the sandbox's default origin; a bad PORT is refused by the numeric settings, not here. */
function numericPort(env: NodeJS.ProcessEnv): number {
  return /^\d+$/.test(env.PORT?.trim() ?? '') ? Number(env.PORT) : 8080;
}
