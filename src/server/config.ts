export interface ServerConfig {
  port: number;
  clientId: string;
  clientSecret: string;
  /** Sandbox providers (SMS outbox, payment gateways …) and the /dev pages. On unless SANDBOX=0. */
  sandbox: boolean;
  /** Where the built SPA lives; absent in API-only tests. */
  staticDir?: string;
  tokenSecret: string;
  /** A bearer token unused this long is refused with HTTP 401 "idle too long". Default 1800. */
  idleTimeoutSeconds?: number;
  /** A token dies this long after login whatever its use. Default 12 hours. */
  tokenMaxAgeSeconds?: number;
  /** Login attempts per client IP per 10 minutes. Default 30. */
  loginsPerIpPer10Min?: number;
  /** Code sends (SMS and e-mail) per client IP per hour. Default 30. */
  codeSendsPerIpPerHour?: number;
  /** The sandbox SMS provider fails for numbers ending so (and the mail provider for this domain). */
  sandboxFailingMobileSuffix?: string;
  sandboxFailingEmailDomain?: string;
  /** The sandbox payment gateways' delay on each API call (create, query, close), ms. Default 0. */
  sandboxPaymentLatencyMs?: number;
  /** Sandbox gateway calls that answer "unavailable": any of create, query, close. */
  sandboxPaymentFailing?: string[];
  /** A payment gateway call is abandoned after this long, ms. Default 8000. */
  gatewayTimeoutMs?: number;
  /** Waits before each retry of a gateway query or close, ms. Default [200, 800]. */
  gatewayRetryBackoffMs?: number[];
  /** Waits before each sandbox notify attempt, ms (its length is the number of attempts). */
  sandboxNotifyBackoffMs?: number[];
}

const numberFrom = (raw: string | undefined) => (raw === undefined || raw === '' ? undefined : Number(raw));

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    clientId: env.CLIENT_ID ?? 'portal-web',
    clientSecret: env.CLIENT_SECRET ?? 'portal-web-secret',
    sandbox: env.SANDBOX !== '0',
    staticDir: env.STATIC_DIR ?? 'dist',
    // A fixed development secret keeps tokens valid across restarts; production sets TOKEN_SECRET.
    tokenSecret: env.TOKEN_SECRET ?? 'development-only-token-secret',
    idleTimeoutSeconds: numberFrom(env.IDLE_TIMEOUT_SECONDS),
    tokenMaxAgeSeconds: numberFrom(env.TOKEN_MAX_AGE_SECONDS),
    loginsPerIpPer10Min: numberFrom(env.LOGINS_PER_IP_PER_10_MIN),
    codeSendsPerIpPerHour: numberFrom(env.CODE_SENDS_PER_IP_PER_HOUR),
    sandboxPaymentLatencyMs: numberFrom(env.SANDBOX_PAYMENT_LATENCY_MS) ?? 300,
    sandboxPaymentFailing: env.SANDBOX_PAYMENT_FAILING ? env.SANDBOX_PAYMENT_FAILING.split(',') : undefined,
  };
}
