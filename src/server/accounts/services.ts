import { createStaffTokens } from '../staff/sessions.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import type { MailProvider } from '../providers/mail/mail.ts';
import { createMessaging } from '../providers/messaging.ts';
import { createOutbox, type Outbox } from '../providers/outbox.ts';
import type { SmsProvider } from '../providers/sms/sms.ts';
import { createCaptchas } from './captcha.ts';
import { systemClock, type Clock } from './clock.ts';
import { createCodes } from './codes.ts';
import { createLockout } from './lockout.ts';
import { createPasswords } from './passwords.ts';
import { accountPolicy } from './policy.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createRsaKeys } from './rsa.ts';
import { createSlowing } from './slowing.ts';
import { createTokens } from './tokens.ts';
import { lineLogger } from '../logging/logger.ts';

export interface AccountServiceDeps {
  db: Db;
  config: ServerConfig;
  now?: Clock;
  /** Providers a test hands in; without them the configured ones (providers/messaging.ts). */
  sms?: SmsProvider;
  mail?: MailProvider;
  /** Where a failed send is reported (one JSON line per attempt). */
  log?: (line: string) => void;
}

/** Everything the account handlers need, built once per app; nothing here touches the database until used. */
export function createAccountServices(deps: AccountServiceDeps) {
  const { db, config } = deps;
  const now = deps.now ?? systemClock;
  const policy = accountPolicy(config);
  const outbox: Outbox = createOutbox(db, now);
  const { sms, mail, answers } = createMessaging({
    config, outbox, sms: deps.sms, mail: deps.mail, log: deps.log ?? lineLogger('error'),
    sandboxFailing: { mobileSuffix: policy.failingMobileSuffix, emailDomain: policy.failingEmailDomain },
  });
  return {
    now,
    policy,
    outbox,
    sms,
    mail,
    /** Whether each messaging provider has answered since the start, for /health. */
    messagingAnswers: answers,
    tokens: createTokens(db, config.tokenSecret, policy, now),
    staffTokens: createStaffTokens(db, config.tokenSecret, now),
    codes: createCodes(db, config.tokenSecret, now),
    captchas: createCaptchas(db, config.tokenSecret, now, config.sandbox ? outbox : null),
    lockout: createLockout(db, now),
    slowing: createSlowing(db, now),
    rateLimiter: createRateLimiter(db, now),
    rsa: createRsaKeys(db, config.storedSecretsKey, now),
    passwords: createPasswords(config.passwordCost, config.sandbox),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;

// Handlers reach the services through the request context, set once by createApp.
declare module 'hono' {
  interface ContextVariableMap {
    accounts: AccountServices;
  }
}
