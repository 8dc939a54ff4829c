import { describe, expect, it } from 'vitest';
import { MAX_REFUND_CNY, refundAmountProblem } from '../../src/domain/refund-rules';

// The one refund amount rule (issue 34, decision 106) that the finance role's form and the server's refund service
// both apply: more than nothing, whole cents, under the contract's ceiling, and no more than is refundable.
describe('refund amount rule', () => {
  it('takes an amount to the cent, up to what is refundable, where floating point would miss by a hair', () => {
    expect(refundAmountProblem(0.01)).toBeNull();
    expect(refundAmountProblem(0.1 + 0.2, 0.3)).toBeNull();
    expect(refundAmountProblem(560, 560)).toBeNull();
    expect(refundAmountProblem(MAX_REFUND_CNY)).toBeNull();
  });

  it('refuses nothing, less than nothing, fractions of a cent, past the ceiling and not a number', () => {
    for (const amount of [0, -1, 0.001, 10.005, MAX_REFUND_CNY + 0.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refundAmountProblem(amount), String(amount)).toBe('invalid');
    }
  });

  it('refuses one cent more than is refundable, and checks the form first', () => {
    expect(refundAmountProblem(560.01, 560)).toBe('tooMuch');
    expect(refundAmountProblem(10, 0)).toBe('tooMuch');
    expect(refundAmountProblem(0.001, 0)).toBe('invalid');
  });
});
