// The staff sign-in rules of issue 33 in numbers (decision 093). Stricter than the applicants' (accounts/policy.ts):
// a staff account opens every applicant's passport data of a center.

/** Failed tries (passwords and second factors together) before the first wait; a full sign-in clears the count. */
export const STAFF_FREE_TRIES = 5;
/** Each try after the free ones waits twice as long as the one before, from this … */
export const STAFF_FIRST_WAIT_SECONDS = 30;
/** … up to this: never a permanent lock, so the owner always gets back in by waiting. */
export const STAFF_LONGEST_WAIT_SECONDS = 15 * 60;

/**
 * Codes one half-open session may try: a typo or two without typing the password again. Each wrong one counts
 * towards the wait above, and each session needs a counted password try, so a thief with the password gets a few
 * guesses per wait, never a stream.
 */
export const STAFF_CODE_TRIES_PER_SESSION = 3;

/** An enrolment or reset link: long enough for a weekend, short enough that a forgotten mail goes stale. */
export const STAFF_LINK_VALID_SECONDS = 72 * 60 * 60;

export const RECOVERY_CODE_COUNT = 10;

/** RFC 6238's defaults, which every authenticator app reads from the otpauth URI: SHA-1, 6 digits, 30 s. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed as it turned. */
export const TOTP_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const TOTP_ISSUER = 'Visa Portal';

/** Where the SPA's enrolment page lives: the link in the mail and the command's output. */
export const ENROLMENT_PATH = '/staff/enrol/';
