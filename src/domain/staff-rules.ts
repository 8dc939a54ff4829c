// Staff sign-in rules the console's forms and the server share (decision 093).

/** Longer than an applicant's: a staff account opens a whole center's passport data. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
/** An authenticator app's code: as many digits as otplib's default (RFC 6238 apps show six). */
export const TOTP_DIGITS = 6;
export const TOTP_CODE_PATTERN = new RegExp(`^[0-9]{${TOTP_DIGITS}}$`);
