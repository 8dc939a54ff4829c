// Staff sign-in rules the console's forms and the server share (decision 093).

/** Longer than an applicant's: a staff account opens a whole center's passport data. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
/** An authenticator app's code: 6 digits. */
export const TOTP_CODE_PATTERN = /^[0-9]{6}$/;
