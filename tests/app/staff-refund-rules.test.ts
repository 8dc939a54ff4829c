import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operations } from '../../src/api/operations.gen';
import { checkRefund, mayRefund, prefilledAmount, REFUND_ROLES, REFUND_STATUSES, refundSearchFrom } from '../../src/features/staff/refunds/refund-rules';
import { reasonIn } from '../../src/features/staff/refunds/refund-words';
import staffZh from '../../src/features/staff/i18n/zh.json';
import staffEn from '../../src/features/staff/i18n/en.json';
import staffKo from '../../src/features/staff/i18n/ko.json';
import ordersZh from '../../src/features/orders/i18n/zh.json';
import ordersEn from '../../src/features/orders/i18n/en.json';
import ordersKo from '../../src/features/orders/i18n/ko.json';

// The refund screens' own rules (decision 103): who sees them, what the form sends and refuses, the queue's address,
// and words for every state and cause the contract can answer.
const three = (text: string) => ({ zh: text, en: text, ko: text });
const contract = parse(readFileSync(new URL('../../openapi/portal.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { enum?: string[] }> };
};

describe('refund screens', () => {
  it('are shown to exactly the roles the contract lets call the refund operations', () => {
    const ids = ['staffListOrderRefunds', 'staffRefundOrder', 'staffListRefunds', 'staffRetryRefund'];
    for (const id of ids) expect(operations.find((op) => op.operationId === id)?.roles, id).toEqual(REFUND_ROLES);
    expect(['clerk', 'supervisor', 'editor'].filter((role) => mayRefund(role as 'clerk'))).toEqual([]);
    expect(mayRefund('finance') && mayRefund('admin')).toBe(true);
  });

  it('open the form on all that is refundable, to the cent', () => {
    expect(prefilledAmount(560)).toBe('560.00');
    expect(prefilledAmount(0.1 + 0.2)).toBe('0.30');
    expect(prefilledAmount(459.995)).toBe('460.00');
  });

  it('send the amount and the three reasons trimmed, up to exactly what is refundable', () => {
    expect(checkRefund({ amount: ' 460.00 ', reason: { zh: ' 退还加急费 ', en: 'Urgent fee', ko: '긴급 수수료' } }, 460))
      .toEqual({ ok: true, body: { amount: 460, reason: { zh: '退还加急费', en: 'Urgent fee', ko: '긴급 수수료' } } });
    // 0.1 + 0.2 is refundable 0.30 in cents, not 0.30000000000000004.
    expect(checkRefund({ amount: '0.3', reason: three('x') }, 0.1 + 0.2).ok).toBe(true);
  });

  it('refuse an amount past what is refundable, a malformed one, and a missing or long reason, field by field', () => {
    expect(checkRefund({ amount: '460.01', reason: three('x') }, 460)).toEqual({ ok: false, problems: { amount: 'amountTooMuch' } });
    for (const amount of ['', '0', '-1', '1.234', '1e3', 'abc', '0.00']) {
      expect(checkRefund({ amount, reason: three('x') }, 460), amount).toEqual({ ok: false, problems: { amount: 'amountFormat' } });
    }
    expect(checkRefund({ amount: '10', reason: { zh: '原因', en: ' ', ko: 'x'.repeat(201) } }, 460))
      .toEqual({ ok: false, problems: { en: 'reasonRequired', ko: 'reasonRequired' } });
  });

  it('read the queue\'s state and page from the address, anything unknown being the whole queue\'s first page', () => {
    expect(refundSearchFrom(new URLSearchParams('status=refundFailed&page=3'))).toEqual({ status: 'refundFailed', page: 3 });
    expect(refundSearchFrom(new URLSearchParams('status=paid&page=-2'))).toEqual({ page: 1 });
    expect(refundSearchFrom(new URLSearchParams(''))).toEqual({ page: 1 });
  });

  it('show a reason in the console\'s language, Chinese otherwise', () => {
    const reason = { zh: '退还加急费', en: 'Urgent fee', ko: '긴급 수수료' };
    expect([reasonIn(reason, 'zh'), reasonIn(reason, 'en'), reasonIn(reason, 'ko'), reasonIn(reason, 'fr')]).toEqual(['退还加急费', 'Urgent fee', '긴급 수수료', '退还加急费']);
  });

  it('have words for every refund state and cause, and every payment state, the contract answers, in zh, en and ko', () => {
    const { RefundStatus, RefundCause, OrderPaymentRefunds } = contract.components.schemas;
    expect([...REFUND_STATUSES].sort()).toEqual([...RefundStatus!.enum!].sort());
    const paymentStates = (OrderPaymentRefunds as unknown as { properties: { status: { enum: string[] } } }).properties.status.enum;
    for (const [staff, orders] of [[staffZh, ordersZh], [staffEn, ordersEn], [staffKo, ordersKo]] as const) {
      for (const status of RefundStatus!.enum!) {
        expect(staff.refunds.status[status as keyof typeof staff.refunds.status], status).toMatch(/\S/);
        expect(orders.refunds.state[status as keyof typeof orders.refunds.state], status).toMatch(/\S/);
      }
      for (const cause of RefundCause!.enum!) {
        expect(staff.refunds.cause[cause as keyof typeof staff.refunds.cause], cause).toMatch(/\S/);
        expect(orders.refunds.cause[cause as keyof typeof orders.refunds.cause], cause).toMatch(/\S/);
      }
      for (const state of paymentStates) expect(staff.payments.statuses[state as keyof typeof staff.payments.statuses], state).toMatch(/\S/);
    }
  });
});
