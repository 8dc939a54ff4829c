// The finance role refunds one of an order's payments, in full or in part, with a reason in zh/en/ko (issue 34
// item 3). Under the payment's row lock the refunds that did not fail never add up to more than was paid, whatever
// number of clicks, tabs or processes race; the screen's requestId makes a double submit the same refund. The audit
// row is written in the refund's transaction; the gateway is called after the commit, never under the lock.
import { and, eq } from 'drizzle-orm';
import { LANGUAGES } from '../../domain/constants.ts';
import { MAX_REFUND_REASON, refundAmountProblem } from '../../domain/refund-rules.ts';
import { isUniqueViolation } from '../accounts/users.ts';
import type { AuditActor } from '../audit/record.ts';
import { auditOrder } from '../center/audit.ts';
import * as t from '../db/schema.ts';
import type { RefundReason } from '../db/tables/refunds.ts';
import type { Localized } from '../http/language.ts';
import { attemptRefund } from './attempt.ts';
import type { RefundDeps } from './deps.ts';
import { cents, liveRefundedCents, type RefundRow } from './ledger.ts';
import { refundMessages, tooMuch } from './messages.ts';
import { openRefund } from './open.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CenterRefundInput {
  order: { id: string; centerId: string | null };
  outTradeNo: string;
  amount: number;
  reason: Partial<RefundReason>;
  requestId: string;
}

export type CenterRefundResult =
  | { ok: true; refund: RefundRow }
  | { ok: false; code: 400 | 409; message: Localized };

const no = (code: 400 | 409, message: Localized) => ({ ok: false as const, code, message });

function checked(input: CenterRefundInput): { amount: number; reason: RefundReason } | ReturnType<typeof no> {
  const amount = Number(input.amount);
  if (refundAmountProblem(amount)) return no(400, refundMessages.amountInvalid);
  const reason = Object.fromEntries(LANGUAGES.map((language) => [language, String(input.reason?.[language] ?? '').trim()])) as Localized;
  if (LANGUAGES.some((language) => !reason[language] || reason[language].length > MAX_REFUND_REASON)) return no(400, refundMessages.reasonAllLanguages);
  if (!UUID.test(input.requestId ?? '')) return no(400, refundMessages.requestIdInvalid);
  return { amount: Math.round(amount * 100) / 100, reason };
}

/** The refund a requestId already made: the same one again, or a refusal when the form said something else. */
function repeated(existing: RefundRow, input: CenterRefundInput, amount: number): CenterRefundResult {
  if (existing.orderId !== input.order.id || existing.outTradeNo !== input.outTradeNo || cents(existing.amount) !== cents(amount)) {
    return no(409, refundMessages.requestIdReused);
  }
  return { ok: true, refund: existing };
}

async function byRequestId(deps: RefundDeps, requestId: string) {
  const [row] = await deps.db.select().from(t.refunds).where(eq(t.refunds.requestId, requestId));
  return row ?? null;
}

export async function refundByCenter(deps: RefundDeps, actor: AuditActor, input: CenterRefundInput): Promise<CenterRefundResult> {
  const valid = checked(input);
  if ('ok' in valid) return valid;
  const { amount, reason } = valid;
  const at = deps.now();
  let decided: CenterRefundResult | { ok: true; refund: RefundRow; fresh: true };
  try {
    decided = await deps.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(t.payments)
        .where(and(eq(t.payments.outTradeNo, input.outTradeNo), eq(t.payments.orderId, input.order.id))).for('update');
      if (!payment) return no(400, refundMessages.paymentNotFound);
      // Read under the lock: a racing submit of the same form has committed its row by the time this one holds it.
      const [existing] = await tx.select().from(t.refunds).where(eq(t.refunds.requestId, input.requestId));
      if (existing) return repeated(existing, input, amount);
      if (payment.status !== 'paid') return no(409, refundMessages.paymentNotPaid);
      const left = cents(payment.amount) - (await liveRefundedCents(tx, payment.outTradeNo));
      if (refundAmountProblem(amount, left / 100) === 'tooMuch') return no(409, tooMuch(left / 100));
      const refund = await openRefund(tx, { payment, amount, reason, cause: 'center', requestedBy: actor.label, requestId: input.requestId }, at);
      await auditOrder(tx, actor, 'refunded', input.order, { refundable: left / 100 }, {
        outRefundNo: refund.outRefundNo, outTradeNo: payment.outTradeNo, method: payment.method, amount, reason,
      }, at);
      return { ok: true as const, refund, fresh: true as const };
    });
  } catch (error) {
    // The unique index on request_id: a twin with the same form won between our read and our insert.
    if (!isUniqueViolation(error)) throw error;
    const existing = await byRequestId(deps, input.requestId);
    if (!existing) throw error;
    return repeated(existing, input, amount);
  }
  if (!decided.ok || !('fresh' in decided)) return decided;
  return { ok: true, refund: await attemptRefund(deps, decided.refund) };
}
