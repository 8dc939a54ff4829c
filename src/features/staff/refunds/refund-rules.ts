// The refund screens' pure rules: who may refund, what the form may send, the queue's filter as the address carries
// it. No React and no DOM, so tests/app/staff-refund-rules.test.ts runs them without a browser.
import { centsOf, MAX_REFUND_REASON, refundAmountProblem } from '../../../domain/refund-rules';
import type { RefundInput, RefundStatus } from '../api/refunds';

export { mayRefund, REFUND_ROLES } from './refund-roles';

export const REFUND_STATUSES = ['refundFailed', 'refunding', 'refunded'] as const satisfies readonly RefundStatus[];
export const isRefundStatus = (value: unknown): value is RefundStatus => (REFUND_STATUSES as readonly unknown[]).includes(value);

export const LANGUAGES = ['zh', 'en', 'ko'] as const;
export type ReasonLanguage = (typeof LANGUAGES)[number];
export const MAX_REASON = MAX_REFUND_REASON;

export interface RefundDraft { amount: string; reason: Record<ReasonLanguage, string> }
export type RefundField = 'amount' | ReasonLanguage;
/** Keys under `staff.refunds.form.` */
export type RefundProblem = 'amountFormat' | 'amountTooMuch' | 'reasonRequired';

/** The amount the form opens with: all that is still refundable, two decimals. */
export const prefilledAmount = (refundable: number) => (centsOf(refundable) / 100).toFixed(2);

/**
 * What is wrong with the form field by field (in the order the form shows them), or the body to send: an amount of
 * more than nothing with at most two decimals and no more than is refundable, a reason in each language.
 */
export function checkRefund(draft: RefundDraft, refundable: number):
  { ok: true; body: Omit<RefundInput, 'outTradeNo' | 'requestId'> } | { ok: false; problems: Partial<Record<RefundField, RefundProblem>> } {
  const problems: Partial<Record<RefundField, RefundProblem>> = {};
  const typed = draft.amount.trim();
  const amount = Number(typed);
  // Typed as digits with at most two decimals (Number() would take "1e2" or " 0x10"), then the shared rule.
  const problem = /^\d+(\.\d{1,2})?$/.test(typed) ? refundAmountProblem(amount, refundable) : 'invalid';
  if (problem) problems.amount = problem === 'tooMuch' ? 'amountTooMuch' : 'amountFormat';
  for (const language of LANGUAGES) {
    const words = draft.reason[language].trim();
    if (!words || words.length > MAX_REASON) problems[language] = 'reasonRequired';
  }
  if (Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, body: { amount, reason: { zh: draft.reason.zh.trim(), en: draft.reason.en.trim(), ko: draft.reason.ko.trim() } } };
}

/** The queue's filter from the address (`?status=&page=`); anything unknown is the whole queue's first page. */
export function refundSearchFrom(search: URLSearchParams): { status?: RefundStatus; page: number } {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return { ...(isRefundStatus(status) ? { status } : {}), page: Number.isInteger(page) && page >= 1 ? page : 1 };
}
