import type { StaffRole } from '../../../api/operations.gen';

// Its own small module: the console's navigation (in the shell, on every console page) asks it, and must not carry the
// refund form's rules with it.

/**
 * The roles of the contract's four refund operations (staffAuth [finance, admin]); tests/app/staff-refund-rules.test.ts
 * holds this list to the contract, so it is written here instead of importing the whole operation table.
 */
export const REFUND_ROLES: readonly StaffRole[] = ['finance', 'admin'];
export const mayRefund = (role: StaffRole) => REFUND_ROLES.includes(role);
