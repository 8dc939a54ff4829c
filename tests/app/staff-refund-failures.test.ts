import { describe, expect, it } from 'vitest';
import { REFUND_FAILURE_KINDS, refundFailureOf } from '../../src/features/staff/refunds/refund-failures';
import staffZh from '../../src/features/staff/i18n/zh.json';
import staffEn from '../../src/features/staff/i18n/en.json';
import staffKo from '../../src/features/staff/i18n/ko.json';

// A failed refund's reason in the finance queue (decision 106): each gateway's published code in words, the code
// kept for the provider's support, and words for a code nobody listed.
describe('refund failures', () => {
  it('read each gateway code the sandbox and the live adapters record as its kind', () => {
    const expected: Record<string, string> = {
      NOT_ENOUGH: 'balance',
      'ACQ.SELLER_BALANCE_NOT_ENOUGH': 'balance',
      USER_ACCOUNT_ABNORMAL: 'payerAccount',
      ABNORMAL: 'abnormal',
      CLOSED: 'closed',
      RESOURCE_NOT_EXISTS: 'noTrade',
      'ACQ.TRADE_NOT_EXIST': 'noTrade',
      'ACQ.TRADE_STATUS_ERROR': 'notRefundable',
      'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL': 'amount',
      INVALID_REQUEST: 'refused',
      FREQUENCY_LIMITED: 'busy',
      exceedsRefundable: 'exceedsRefundable',
    };
    for (const [code, kind] of Object.entries(expected)) expect(refundFailureOf(code), code).toEqual({ kind, code });
  });

  it('read our own sentences for an unreachable or unconfigured gateway', () => {
    expect(refundFailureOf('alipay gateway unavailable: sandbox told to fail refund').kind).toBe('unreachable');
    expect(refundFailureOf('wechat payment is not configured').kind).toBe('notConfigured');
  });

  it('fall back for a code not listed, and never take an inherited name for a code', () => {
    expect(refundFailureOf('ACQ.SOMETHING_NEW')).toEqual({ kind: 'unknown', code: 'ACQ.SOMETHING_NEW' });
    expect(refundFailureOf('constructor').kind).toBe('unknown');
    expect(refundFailureOf('toString').kind).toBe('unknown');
  });

  it('have words for every kind in zh, en and ko, and a line for the code', () => {
    for (const catalogue of [staffZh, staffEn, staffKo]) {
      const words = catalogue.refunds.failure as Record<string, string>;
      expect(Object.keys(words).sort()).toEqual([...REFUND_FAILURE_KINDS].sort());
      for (const kind of REFUND_FAILURE_KINDS) expect(words[kind]?.trim(), kind).toBeTruthy();
      expect(catalogue.refunds.failureCode).toContain('{{code}}');
    }
    // The words differ per language (none left in another language by mistake).
    expect(staffZh.refunds.failure.balance).not.toBe(staffEn.refunds.failure.balance);
    expect(staffKo.refunds.failure.balance).not.toBe(staffEn.refunds.failure.balance);
  });
});
