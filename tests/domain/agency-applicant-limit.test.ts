import { describe, expect, it } from 'vitest';
import { admitApplicant, applicantLimitMessage } from '../../src/domain/visa-choice.ts';

// Issue 38 item 1: an agency's own limit (3 for the sandbox agency) holds where the clerk adds clients, not only at
// the server's end; without one the order's limit stays five.
const jurisdictions = [{ id: 'post-beijing', provinceCodes: ['110000', '120000', '130000'] }];
const three = Array(3).fill('post-beijing');

describe("an agency's applicant limit", () => {
  it('refuses the fourth client of an agency whose limit is three', () => {
    expect(admitApplicant({ consularPostIds: Array(2).fill('post-beijing'), maxApplicants: 3 }, '110000', jurisdictions))
      .toEqual({ ok: true, consularPostId: 'post-beijing' });
    expect(admitApplicant({ consularPostIds: three, maxApplicants: 3 }, '110000', jurisdictions))
      .toEqual({ ok: false, reason: 'applicantLimitReached' });
    expect(admitApplicant({ consularPostIds: three }, '110000', jurisdictions)).toEqual({ ok: true, consularPostId: 'post-beijing' });
  });

  it("says the agency's limit in each language, and the order's own without one", () => {
    expect(applicantLimitMessage(3, 'zh')).toBe('贵社每个订单最多可添加3名申请人，请为其他客户另建订单');
    expect(applicantLimitMessage(3, 'en')).toBe('Your agency may add up to 3 applicants to one order. Please start another order for the other clients');
    expect(applicantLimitMessage(3, 'ko')).toBe('귀사는 한 주문에 신청인을 최대 3명까지 추가할 수 있습니다. 다른 고객은 새 주문으로 신청해 주세요');
    expect(applicantLimitMessage(undefined, 'zh')).toBe('每个订单最多5位申请人。请先完成本订单，再为其他申请人另建一个订单');
  });
});
