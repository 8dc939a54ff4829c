import type { Context } from 'hono';
import { z } from 'zod';
import { chinaDate } from '../../domain/dates.ts';
import { checkReturnsCover, deliverySchemaOn, returnWaySchemaOn } from '../../domain/delivery-rules.ts';
import { isClosed, isPaid, ORDER_TABS } from '../../domain/order-stages.ts';
import { flowMessage } from '../../domain/flow-messages.ts';
import type { OperationHandlers } from '../app.ts';
import { appliesOfUser, type ApplyRow } from '../applies/store.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { paging } from '../http/query.ts';
import { loadCalendar } from '../orders/calendar.ts';
import { createOrderOnce } from '../orders/create.ts';
import { toExtraPayment, toOrderDetail, toOrderSummary } from '../orders/detail.ts';
import { centerFees, FeesMissing, orderFees, productFees } from '../orders/fees.ts';
import { orderMessages } from '../orders/messages.ts';
import { regionText } from '../orders/regions.ts';
import { cancelReservationsOfOrder, defaultCenterId, slotTimesOf } from '../orders/reservations.ts';
import { refuseClosed } from '../center-admin/closure-refusal.ts';
import { closeOpenPayments } from '../payments/service.ts';
import { depsOf as paymentDepsOf, withGateway } from '../payments/request-deps.ts';
import { statusRefusalMessages } from '../orders/status.ts';
import {
  applyOrderEvent, findAnyOrder, findOrder, latestExtraPayment, listOrders, markOrderDeleted, orderOfDraft, statusHistory, type OrderRow,
} from '../orders/store.ts';
import { agencyMessages } from '../agencies/messages.ts';
import { agencyApplicantLimit } from '../agencies/store.ts';
import { orderRefusal } from '../agencies/standing.ts';
import { rememberAddress } from '../addresses/store.ts';
import { centersInOrder } from '../reference/store.ts';
import { fillIn } from '../http/fill-in.ts';
import { now } from '../http/handlers/clock.ts';
import { parse } from '../http/handlers/input.ts';
import { checkedBody } from '../http/checked-input.ts';
import { refuse, refuseField, refuseFields } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { flowWords } from '../http/handlers/words.ts';
import { chinaDayRange } from '../http/handlers/day-range.ts';
import { announceOrderEvent } from '../webhooks/enqueue.ts';
import { refundCancelledOrder, refundsAfterCancel } from '../refunds/cancel.ts';
import type { RefundRow } from '../refunds/ledger.ts';

// Orders (issue 6, spec §3/§4/§9): made once from 1–5 signed applications of one draft with the delivery and
// return ways, priced in US dollars from the fee tables; then read, listed, cancelled while unpaid, deleted when
// closed. Another user's order answers 404 like a missing one.

async function ownOrder(c: Context<AppEnv>, userId: string, id: string | undefined): Promise<OrderRow> {
  return (id ? await findOrder(c.get('db'), userId, id) : undefined) ?? refuse(404, 'notFound');
}

const choiceOf = (apply: ApplyRow) => apply.visaChoice as { centerId?: string; visaProductValue?: string; urgent?: boolean };

/** The center the materials go to: the one chosen, else the post's own center, else the default one. */
async function centerOf(c: Context<AppEnv>, applies: ApplyRow[]): Promise<string | null> {
  const chosen = applies.map((apply) => choiceOf(apply).centerId).find(Boolean);
  if (chosen) return chosen;
  const centers = await centersInOrder(c.get('db'));
  const post = applies[0]?.consularPostId;
  return (centers.find((center) => !center.isDefault && center.consularPostId === post) ?? centers.find((center) => center.isDefault))?.id ?? null;
}

async function requireRegion(c: Context<AppEnv>, field: string, chain: { provinceId?: string; cityId?: string; districtId?: string }) {
  const { provinceId, cityId, districtId } = chain;
  const known = provinceId && cityId && districtId ? await regionText(c.get('db'), { provinceId, cityId, districtId }, c.get('language')) : null;
  if (known === null) refuseField(c, field, orderMessages.regionUnknown);
}

const reasonOf = (error: z.ZodError) => {
  const dated = error.issues.find((issue) => issue.message.startsWith('reservation.'));
  return dated ? { reason: dated.message.slice('reservation.'.length) } : {};
};

export const orderHandlers: OperationHandlers = {
  async createOrder(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const language = c.get('language');
    const at = now(c);
    // The delivery's and each return's own rules depend on the order (its urgency, the day's calendar): read below.
    const body = checkedBody(c, 'createOrder');
    const applyIds = [...new Set(body.applyIds)];
    // A suspended agency, or one whose certificate is not in force, orders nothing (decision 096).
    const agencyStopped = await orderRefusal(db, userId, chinaDate(at));
    if (agencyStopped) refuse(403, agencyStopped);
    const agencyLimit = await agencyApplicantLimit(db, userId);
    if (agencyLimit !== null && applyIds.length > agencyLimit) refuse(400, fillIn(agencyMessages.applicantLimit, { limit: agencyLimit }));
    const rows = await appliesOfUser(db, userId);
    const applies = applyIds.map((id) => rows.find((row) => row.id === id));
    if (applies.some((apply) => !apply)) refuse(404, 'notFound');
    const mine = applies as ApplyRow[];

    // A retry (or a double click) finds the order these applications already have, before anything is re-checked.
    const ordered = mine.find((apply) => apply.orderId);
    const draftIds = new Set(mine.map((apply) => apply.draftId));
    const draftId = mine[0]?.draftId ?? null;
    if (draftIds.size !== 1 || (body.draftId && body.draftId !== draftId)) refuse(400, orderMessages.applyOtherDraft);
    const earlier = ordered?.orderId ? await findAnyOrder(db, ordered.orderId) : draftId ? await orderOfDraft(db, draftId) : undefined;
    if (earlier) {
      const same = earlier.userId === userId && earlier.applyIds.length === applyIds.length && applyIds.every((id) => earlier.applyIds.includes(id));
      if (!same) refuse(409, orderMessages.alreadyOrdered, { fields: {}, reason: 'alreadyOrdered' });
      return ok(c, 'createOrder', await toOrderDetail(db, earlier, language));
    }
    if (mine.some((apply) => apply.status !== 'signed')) refuse(409, orderMessages.applyNotSigned);

    const urgent = mine.some((apply) => choiceOf(apply).urgent === true);
    const today = chinaDate(at);
    const calendar = await loadCalendar(db);
    // The flow does not ask who sends the materials when the applicant sends them: "myself" unless told.
    const delivery = parse(c, deliverySchemaOn({ urgent, today, calendar }), { senderRelation: 'myself', ...body.delivery }, { words: flowWords, prefix: 'delivery', extra: reasonOf });
    if (delivery.way === 'courier') await requireRegion(c, 'delivery.districtId', delivery);
    // Return groups name the applications by id; the flow's applicant keys are accepted too (decision 016).
    const byKey = new Map(mine.flatMap((apply) => [[apply.id, apply.id], ...(apply.applicantKey ? [[apply.applicantKey, apply.id] as const] : [])]));
    const returns = [];
    for (const [i, raw] of body.returns.entries()) {
      const ids = Array.isArray(raw.applyIds) ? raw.applyIds.map((id) => (typeof id === 'string' ? byKey.get(id) ?? id : id)) : raw.applyIds;
      const group = parse(c, returnWaySchemaOn({ urgent }), { ...raw, applyIds: ids }, { words: flowWords, prefix: `returns.${i}` });
      if (group.way === 'courier') await requireRegion(c, `returns.${i}.districtId`, group);
      returns.push(group);
    }
    const cover = checkReturnsCover(returns, applyIds);
    if (cover) refuseFields(c, { returns: flowMessage(cover, language) }, { reason: cover });

    let fees;
    try {
      fees = orderFees({
        applicants: mine.map((apply) => ({ productId: choiceOf(apply).visaProductValue ?? '', urgent: choiceOf(apply).urgent === true })),
        courierDelivery: delivery.way === 'courier',
        courierReturns: returns.filter((group) => group.way === 'courier').length,
      }, await productFees(db, mine.map((apply) => choiceOf(apply).visaProductValue ?? '')), await centerFees(db));
    } catch (error) {
      if (error instanceof FeesMissing) refuse(500, orderMessages.feesMissing);
      throw error;
    }
    const centerId = await centerOf(c, mine);
    // The chosen center's own slots (without a chosen center, the default one's).
    const slots = await slotTimesOf(db, centerId ?? (await defaultCenterId(db)));
    if (delivery.way === 'selfDelivery' && !slots.includes(delivery.reservationTime ?? '')) {
      refuseField(c, 'delivery.reservationTime', orderMessages.slotUnknown);
    }
    if (delivery.way === 'selfDelivery' && centerId) await refuseClosed(c, centerId, delivery.reservationDate ?? '', delivery.reservationTime ?? '', 'delivery.reservationTime');
    const verdict = await createOrderOnce(db, {
      userId, draftId, applyIds, consularPostId: mine[0]?.consularPostId ?? null, centerId, currency: fees.currency, fees, amount: fees.total,
      delivery: { ...delivery, normalCount: mine.length - mine.filter((a) => choiceOf(a).urgent).length, urgentCount: mine.filter((a) => choiceOf(a).urgent).length },
      returns,
      reservation: delivery.way === 'selfDelivery' && centerId ? {
        centerId, date: delivery.reservationDate!, time: delivery.reservationTime!, kind: 'selfDelivery', name: delivery.senderName,
        mobile: delivery.senderPhone, people: mine.length, language,
      } : null,
    }, at);
    if (!verdict.ok) {
      if (verdict.why === 'notFound') refuse(404, 'notFound');
      if (verdict.why === 'otherOrder') refuse(409, orderMessages.alreadyOrdered, { fields: {}, reason: 'alreadyOrdered' });
      if (verdict.why === 'slotFull') refuseField(c, 'delivery.reservationTime', orderMessages.slotFull, { reason: 'slotFull' }, 409);
      refuse(409, orderMessages.applyNotSigned);
    }
    if (verdict.created && delivery.saveAddress && delivery.way === 'courier' && delivery.address) {
      await rememberAddress(db, userId, { name: delivery.senderName, phone: delivery.senderPhone, provinceId: delivery.provinceId, cityId: delivery.cityId, districtId: delivery.districtId, address: delivery.address }, at);
    }
    return ok(c, 'createOrder', await toOrderDetail(db, verdict.row, language));
  },

  async confirmOrder(c) {
    const userId = currentUserId(c);
    const row = await ownOrder(c, userId, c.req.param('id'));
    // Nothing to change: an order is confirmed by being created (pendingPayment); a closed one cannot be confirmed.
    if (row.status.stage === 'cancelled') refuse(409, statusRefusalMessages.orderClosed);
    return ok(c, 'confirmOrder', await toOrderDetail(c.get('db'), row, c.get('language')));
  },

  async getOrder(c) {
    const userId = currentUserId(c);
    const row = await ownOrder(c, userId, c.req.param('id'));
    c.header('Cache-Control', 'no-store');
    return ok(c, 'getOrder', await toOrderDetail(c.get('db'), row, c.get('language')));
  },

  async listOrders(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const tab = ORDER_TABS.find((name) => name === c.req.query('tab')) ?? 'all';
    const { from, to } = chinaDayRange(c);
    const { page, size, offset } = paging(c);
    const { rows, total } = await listOrders(db, userId, { tab, from, to, size, offset });
    const records = await Promise.all(rows.map((row) => toOrderSummary(db, row, c.get('language'))));
    return ok(c, 'listOrders', { records, total, page, size });
  },

  async getOrderStatusHistory(c) {
    const userId = currentUserId(c);
    const row = await ownOrder(c, userId, c.req.param('id'));
    const history = await statusHistory(c.get('db'), row.id);
    return ok(c, 'getOrderStatusHistory', history.map((entry) => ({
      state: entry.state, at: entry.at.toISOString(), note: entry.note,
    })));
  },

  async cancelOrder(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const row = await ownOrder(c, userId, c.req.param('id'));
    if (row.status.stage === 'cancelled') return ok(c, 'cancelOrder', await toOrderDetail(db, row, c.get('language')));
    // Its open QR codes are closed first: a cancelled order must not be payable (one paid just now stops the cancel).
    await withGateway(c, () => closeOpenPayments(paymentDepsOf(c), row.id));
    const at = now(c);
    // A paid order the center has not accepted yet may be cancelled (the machine refuses later ones): what was paid
    // goes back, recorded in the cancel's transaction and sent to the gateway after it (decision 102).
    let refunds: RefundRow[] = [];
    const verdict = await applyOrderEvent(db, row.id, 'cancelled', at, {
      inTx: async (tx, saved, before) => {
        await announceOrderEvent(tx, 'cancelled', `cancelled:${saved.id}`, saved, at);
        if (isPaid(before.status.stage)) refunds = await refundCancelledOrder(tx, saved.id, at);
      },
    });
    if (!verdict.ok) refuse(409, verdict.refusal === 'notFound' ? orderMessages.orderNotCancellable : statusRefusalMessages[verdict.refusal]);
    await cancelReservationsOfOrder(db, row.id, at);
    await refundsAfterCancel(paymentDepsOf(c), refunds);
    return ok(c, 'cancelOrder', await toOrderDetail(db, verdict.row, c.get('language')));
  },

  async deleteOrder(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const row = await ownOrder(c, userId, c.req.param('id'));
    if (!isClosed(row.status.stage)) refuse(409, orderMessages.orderNotDeletable);
    await markOrderDeleted(db, row.id, now(c));
    return ok(c, 'deleteOrder', null);
  },

  async getExtraPayment(c) {
    const userId = currentUserId(c);
    const row = await ownOrder(c, userId, c.req.param('id'));
    const extra = await latestExtraPayment(c.get('db'), row.id);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'getExtraPayment', extra ? toExtraPayment(extra) : null);
  },
};
