// Settlement: a gateway said "paid" (by notify, by a poll or while closing). One transaction, idempotent, and never
// two successful payments for one purpose: the payment row and the order row are locked, the order status machine
// must accept `paid` / `extraPaid`, and the partial unique index payments_one_success_idx refuses a second 'paid'
// row for the same order and purpose whatever slipped past. A success that finds the purpose already settled by
// another payment is kept as 'refundDue' (the money was taken at the gateway and must go back; decision 018).
import { and, eq, inArray, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../accounts/users.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { PAYMENT_REFUND_STATES, type PaymentStatus } from '../db/tables/orders.ts';
import { applyStatusOf, nextStatus } from '../orders/status.ts';
import { appendHistory } from '../orders/store.ts';
import { openWaybills } from '../courier/waybills.ts';
import { enqueueMilestone } from '../notifications/enqueue.ts';
import { announceOrderEventOf } from '../webhooks/enqueue.ts';
import { sameAmount } from './money.ts';

export interface GatewaySuccess {
  amountCny: number;
  gatewayTradeNo: string;
  paidAt: Date | null;
}

export type SettleOutcome = 'settled' | 'alreadySettled' | 'refundDue' | 'amountMismatch' | 'unknown';

export type PaymentRow = typeof t.payments.$inferSelect;

/** Taken by the gateway but not this purpose's payment: on its way back to the payer (or back already). */
export const isKeptForRefund = (status: PaymentStatus) => (PAYMENT_REFUND_STATES as readonly PaymentStatus[]).includes(status);

export async function settlePayment(db: Db, outTradeNo: string, success: GatewaySuccess, now: Date): Promise<SettleOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(t.payments).where(eq(t.payments.outTradeNo, outTradeNo)).for('update');
      if (!payment) return 'unknown';
      if (payment.status === 'paid') return 'alreadySettled';
      // A success kept for refund stays so, whatever its refund has reached: a late notify never puts it back.
      if (isKeptForRefund(payment.status)) return 'refundDue';
      if (!sameAmount(payment.amount, success.amountCny)) return 'amountMismatch';
      const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, payment.orderId)).for('update');
      if (!order) return 'unknown';
      const paidAt = success.paidAt ?? now;
      const [other] = await tx.select({ outTradeNo: t.payments.outTradeNo }).from(t.payments).where(and(
        eq(t.payments.orderId, payment.orderId), eq(t.payments.purpose, payment.purpose),
        eq(t.payments.status, 'paid'), ne(t.payments.outTradeNo, outTradeNo),
      ));
      const extraId = payment.kind === 'extra' ? payment.purpose.slice('extra:'.length) : null;
      const [extra] = extraId ? await tx.select().from(t.extraPayments).where(eq(t.extraPayments.id, extraId)).for('update') : [];
      const verdict = nextStatus(order.status, payment.kind === 'order' ? 'paid' : 'extraPaid');
      const owed = payment.kind === 'order' || extra?.status === 'unpaid';
      if (other || !verdict.ok || !owed) {
        await tx.update(t.payments).set({ status: 'refundDue', gatewayTradeNo: success.gatewayTradeNo, paidAt })
          .where(eq(t.payments.outTradeNo, outTradeNo));
        return 'refundDue';
      }
      await tx.update(t.payments).set({ status: 'paid', gatewayTradeNo: success.gatewayTradeNo, paidAt, closedAt: null })
        .where(eq(t.payments.outTradeNo, outTradeNo));
      await tx.update(t.orders).set({
        status: verdict.status,
        updatedAt: now,
        ...(payment.kind === 'order' ? { paymentMethod: payment.method, paidAmount: order.amount, paidAt } : {}),
      }).where(eq(t.orders.id, order.id));
      if (extra) await tx.update(t.extraPayments).set({ status: 'paid', paidAt }).where(eq(t.extraPayments.id, extra.id));
      const note = `${payment.kind === 'order' ? 'paid' : 'supplement paid'}: ${payment.method} ${payment.amount.toFixed(2)} CNY (${outTradeNo})`;
      await appendHistory(tx, order.id, verdict.status, now, note);
      // The order's applications follow its status, as every other order event moves them (orders/store.ts).
      if (order.applyIds.length) {
        await tx.update(t.applies).set({ status: applyStatusOf(verdict.status), updatedAt: now }).where(inArray(t.applies.id, order.applyIds));
      }
      // Materials sent by courier leave once the order is paid: the waybill is made with the payment (decision 035).
      if (payment.kind === 'order') await openWaybills(tx, order, 'paid', now);
      // A paid supplement is acknowledged on the payment page; the order's own payment is a milestone.
      if (payment.kind === 'order') await enqueueMilestone(tx, { userId: order.userId, kind: 'paid', orderId: order.id, orderNo: order.orderNo, at: now });
      // The case systems hear of it in the same transaction (decision 095): once per order, or per supplement.
      await announceOrderEventOf(tx, payment.kind === 'order' ? 'paid' : 'supplementPaid', `${payment.kind === 'order' ? 'paid' : 'supplementPaid'}:${order.id}:${payment.purpose}`, order.id, now);
      return 'settled';
    });
  } catch (error) {
    // The index caught a second success that raced past the locks: that one is the payment to give back.
    if (!isUniqueViolation(error)) throw error;
    await db.update(t.payments).set({ status: 'refundDue', gatewayTradeNo: success.gatewayTradeNo, paidAt: success.paidAt ?? now })
      .where(and(eq(t.payments.outTradeNo, outTradeNo), ne(t.payments.status, 'paid')));
    return 'refundDue';
  }
}
