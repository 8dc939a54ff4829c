/**
 * The only staff operations a half-open session (password given, second factor not yet) may call: answering the
 * second factor, and giving up. Everything else waits for the second factor.
 */
export const HALF_OPEN_STAFF_OPERATIONS: ReadonlySet<string> = new Set(['staffSignInSecondFactor', 'staffSignOut']);
