// How much may be refunded (issue 34), once for the finance role's form and the server's refund service: more than
// nothing, whole cents, at most the contract's ceiling, and never more than the payment still holds. The server
// checks it again under the payment's row lock, where `refundable` is what its live refunds leave.

/** The contract's StaffRefundInput.amount maximum, in yuan. */
export const MAX_REFUND_CNY = 100_000;
/** The contract's StaffRefundInput reason: 1–200 characters in each language. */
export const MAX_REFUND_REASON = 200;

/** Yuan as whole cents, so that 0.1 + 0.2 compares as 0.3 does. */
export const centsOf = (yuan: number) => Math.round(yuan * 100);

export type RefundAmountProblem = 'invalid' | 'tooMuch';

/** Why an amount cannot be refunded, or null when it can; without `refundable` only its form is checked. */
export function refundAmountProblem(amount: number, refundable?: number): RefundAmountProblem | null {
  const wholeCents = Math.abs(amount * 100 - Math.round(amount * 100)) <= 1e-6;
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_REFUND_CNY || !wholeCents) return 'invalid';
  if (refundable !== undefined && centsOf(amount) > centsOf(refundable)) return 'tooMuch';
  return null;
}
