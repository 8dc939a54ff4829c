import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { sandboxMail, type MailProvider } from '../providers/mail.ts';
import { createOutbox, type Outbox } from '../providers/outbox.ts';
import { sandboxSms, type SmsProvider } from '../providers/sms.ts';
import { createCaptchas } from './captcha.ts';
import { systemClock, type Clock } from './clock.ts';
import { createCodes } from './codes.ts';
import { createLockout } from './lockout.ts';
import { accountPolicy } from './policy.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createRsaKeys } from './rsa.ts';
import { createTokens } from './tokens.ts';

export interface AccountServiceDeps {
  db: Db;
  config: ServerConfig;
  now?: Clock;
  /** Real providers; without them the sandbox ones are used in sandbox mode. */
  sms?: SmsProvider;
  mail?: MailProvider;
}

/** Everything the account handlers need, built once per app; nothing here touches the database until used. */
export function createAccountServices(deps: AccountServiceDeps) {
  const { db, config } = deps;
  const now = deps.now ?? systemClock;
  const policy = accountPolicy(config);
  const outbox: Outbox = createOutbox(db, now);
  return {
    now,
    policy,
    outbox,
    // Outside the sandbox, a missing provider refuses every send rather than pretending to deliver.
    sms: deps.sms ?? (config.sandbox ? sandboxSms(outbox, policy.failingMobileSuffix) : unconfigured),
    mail: deps.mail ?? (config.sandbox ? sandboxMail(outbox, policy.failingEmailDomain) : unconfigured),
    tokens: createTokens(db, config.tokenSecret, policy, now),
    codes: createCodes(db, config.tokenSecret, now),
    captchas: createCaptchas(db, config.tokenSecret, now, config.sandbox ? outbox : null),
    lockout: createLockout(db, now),
    rateLimiter: createRateLimiter(db, now),
    rsa: createRsaKeys(db, config.storedSecretsKey, now),
  };
}

const unconfigured: SmsProvider & MailProvider = {
  send: async () => ({ delivered: false, error: 'no provider is configured' }),
};

export type AccountServices = ReturnType<typeof createAccountServices>;

// Handlers reach the services through the request context, set once by createApp.
declare module 'hono' {
  interface ContextVariableMap {
    accounts: AccountServices;
  }
}
