// What the payer hears of a refund, written in the transaction that makes or settles it (so a rolled-back refund
// says nothing, and a refund settled twice is announced once: the settling UPDATE returns its row only once).
import { eq } from 'drizzle-orm';
import { LANGUAGES } from '../../domain/constants.ts';
import type { Tx } from '../center/verdict.ts';
import * as t from '../db/schema.ts';
import type { Localized } from '../http/language.ts';
import { enqueueMilestone } from '../notifications/enqueue.ts';
import { milestoneTexts } from '../notifications/texts.ts';
import type { RefundRow } from './ledger.ts';

async function ownerOf(tx: Tx, orderId: string) {
  const [order] = await tx.select({ userId: t.orders.userId, orderNo: t.orders.orderNo }).from(t.orders).where(eq(t.orders.id, orderId));
  return order ?? null;
}

/** "A refund was made": the reason in each language, as the center or the portal wrote it. */
export async function announceRefundStarted(tx: Tx, refund: RefundRow, at: Date): Promise<void> {
  const order = await ownerOf(tx, refund.orderId);
  if (!order) return;
  const standard = milestoneTexts.refundStarted;
  const body = Object.fromEntries(LANGUAGES.map((language) => [
    language, standard.body({ orderNo: order.orderNo, amount: refund.amount, reason: refund.reason[language] })[language],
  ])) as Localized;
  await enqueueMilestone(tx, {
    userId: order.userId, kind: 'refundStarted', orderId: refund.orderId, orderNo: order.orderNo, amount: refund.amount, at,
    text: { title: standard.title, body },
  });
}

/** "The refund arrived": the gateway settled it. */
export async function announceRefunded(tx: Tx, refund: RefundRow, at: Date): Promise<void> {
  const order = await ownerOf(tx, refund.orderId);
  if (!order) return;
  await enqueueMilestone(tx, { userId: order.userId, kind: 'refunded', orderId: refund.orderId, orderNo: order.orderNo, amount: refund.amount, at });
}
