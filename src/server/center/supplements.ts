// The center asks for a supplement (a fee the order did not cover): the unpaid supplement, the order's "supplement
// due", the applicant's message in their language and the audit row, in one transaction. Allowed from any paid
// stage while no other supplement is due (the order status machine's rule).
import { LANGUAGES } from '../../domain/constants.ts';
import type { AuditActor } from '../audit/record.ts';
import type { Db } from '../db/open.ts';
import type { Localized } from '../http/language.ts';
import { preferencesOf } from '../notifications/enqueue.ts';
import { milestoneTexts } from '../notifications/texts.ts';
import { orderMessages } from '../orders/messages.ts';
import type { OrderStatus } from '../orders/status.ts';
import { findAnyOrder, requestSupplement, type OrderRow } from '../orders/store.ts';
import { auditOrder } from './audit.ts';
import { centerMessages } from './messages.ts';
import { refused, type CenterVerdict } from './verdict.ts';

export const MAX_SUPPLEMENT = 100_000;
export const MAX_SUPPLEMENT_REASON = 200;

export interface SupplementInput {
  orderId: string;
  /** In the order's currency; kept to the cent. */
  amount: number;
  reason: Localized;
}

export type SupplementResult = CenterVerdict<{ order: OrderRow; before: OrderStatus; amount: number }>;

export async function requestOrderSupplement(db: Db, actor: AuditActor, input: SupplementInput, at: Date): Promise<SupplementResult> {
  const amount = Math.round(input.amount * 100) / 100;
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_SUPPLEMENT) return { ok: false, refusal: 'invalidAmount', message: orderMessages.amountInvalid };
  const reason = Object.fromEntries(LANGUAGES.map((language) => [language, (input.reason[language] ?? '').trim().slice(0, MAX_SUPPLEMENT_REASON)])) as Localized;
  if (LANGUAGES.every((language) => !reason[language])) return { ok: false, refusal: 'reasonRequired', message: orderMessages.reasonRequired };
  if (LANGUAGES.some((language) => !reason[language])) return { ok: false, refusal: 'reasonRequired', message: centerMessages.reasonAllLanguages };

  const order = await findAnyOrder(db, input.orderId);
  if (!order) return refused('notFound');
  // The supplement's row and the order's history keep one text: the one the applicant reads their messages in.
  const { language } = await preferencesOf(db, order.userId);
  const standard = milestoneTexts.supplementRequested;
  const body = Object.fromEntries(LANGUAGES.map((each) => [each, standard.body({ orderNo: order.orderNo, amount, reason: reason[each] })[each]])) as Localized;

  let before: OrderStatus | undefined;
  const verdict = await requestSupplement(db, order.id, amount, reason[language], at, {
    milestoneText: { title: standard.title, body },
    inTx: async (tx, row, previous) => {
      before = previous.status;
      await auditOrder(tx, actor, 'supplementRequested', row, { status: previous.status }, { status: row.status, amount, currency: row.currency, reason }, at);
    },
  });
  if (!verdict.ok) return refused(verdict.refusal);
  return { ok: true, order: verdict.row, before: before!, amount };
}
