export interface ServerConfig {
  port: number;
  clientId: string;
  clientSecret: string;
  /** Sandbox providers (SMS outbox, payment gateways …) and the /dev pages. On unless SANDBOX=0. */
  sandbox: boolean;
  /** Where the built SPA lives; absent in API-only tests. */
  staticDir?: string;
  tokenSecret: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    clientId: env.CLIENT_ID ?? 'portal-web',
    clientSecret: env.CLIENT_SECRET ?? 'portal-web-secret',
    sandbox: env.SANDBOX !== '0',
    staticDir: env.STATIC_DIR ?? 'dist',
    // A fixed development secret keeps tokens valid across restarts; production sets TOKEN_SECRET.
    tokenSecret: env.TOKEN_SECRET ?? 'development-only-token-secret',
  };
}
