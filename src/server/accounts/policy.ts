import type { ServerConfig } from '../config.ts';

// The account rules of issue 3 in numbers. Fixed ones are constants; the ones an operator or a test may tune come
// from the configuration, with their defaults here.

export const CODE_DIGITS = 6;
export const CODE_VALID_SECONDS = 10 * 60;
export const CODE_RESEND_SECONDS = 60;
export const CODE_SENDS_PER_DAY = 10;
export const CODE_MAX_WRONG_TRIES = 5;
/**
 * What a person is told to wait after a send failed even when retried: a gateway that failed several times within
 * seconds needs a little while. Advice only: a failed send takes no cooldown, so an earlier try is not refused.
 */
export const CODE_SEND_FAILED_RETRY_SECONDS = 30;

export const CAPTCHA_VALID_SECONDS = 5 * 60;
export const CAPTCHA_LENGTH = 4;

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_SECONDS = 15 * 60;
/**
 * The account's own count, across every address (issue 39 item 4): the first tries are free, then each further try
 * waits twice as long as the one before, up to a few minutes. Never a lock: the owner waits minutes at most, and a
 * script spread over many addresses gets a few dozen guesses an hour instead of thousands.
 */
export const SLOWING_FREE_TRIES = 10;
export const SLOWING_FIRST_WAIT_SECONDS = 5;
export const SLOWING_LONGEST_WAIT_SECONDS = 5 * 60;
/** An hour without a try forgets the count. */
export const SLOWING_WINDOW_SECONDS = 60 * 60;

export const ACCOUNT_STATUS_PER_IP_PER_10_MIN = 60;
/** Progress lookups that found nothing, per client address per hour: a family's typos, too few to enumerate. */
export const PROGRESS_FAILURES_PER_IP_PER_HOUR = 20;
/** Each of these checks a password or a code, so each is a guessing oracle without a limit (issue 13). */
export const PASSWORD_CHANGES_PER_USER_PER_15_MIN = 5;
export const RSA_TESTS_PER_IP_PER_10_MIN = 20;
export const PASSWORD_RESETS_PER_IP_PER_HOUR = 20;

export interface AccountPolicy {
  idleTimeoutSeconds: number;
  tokenMaxAgeSeconds: number;
  loginsPerIpPer10Min: number;
  codeSendsPerIpPerHour: number;
  uploadTokensPerIpPerHour: number;
  captchaDrawsPerIpPer10Min: number;
  progressFailuresPerIpPerHour: number;
  failingMobileSuffix: string;
  failingEmailDomain: string;
}

export function accountPolicy(config: ServerConfig): AccountPolicy {
  return {
    idleTimeoutSeconds: config.idleTimeoutSeconds ?? 30 * 60,
    tokenMaxAgeSeconds: config.tokenMaxAgeSeconds ?? 12 * 60 * 60,
    loginsPerIpPer10Min: config.loginsPerIpPer10Min ?? 30,
    codeSendsPerIpPerHour: config.codeSendsPerIpPerHour ?? 30,
    // A family of five with retakes needs a few dozen; a script filling the disk needs thousands.
    uploadTokensPerIpPerHour: config.uploadTokensPerIpPerHour ?? 300,
    // Each form shows one, each wrong try or refresh draws the next: a person needs a handful, a script drew 90 a
    // second, each a row (issue 39 item 7).
    captchaDrawsPerIpPer10Min: config.captchaDrawsPerIpPer10Min ?? 100,
    // Only lookups that found nothing count (issue 38 item 10): an agency's office behind one address looks up many
    // real applications, while a script guessing references finds nothing most of the time.
    progressFailuresPerIpPerHour: config.progressFailuresPerIpPerHour ?? PROGRESS_FAILURES_PER_IP_PER_HOUR,
    failingMobileSuffix: config.sandboxFailingMobileSuffix ?? '0000',
    failingEmailDomain: config.sandboxFailingEmailDomain ?? 'fail.example.com',
  };
}
