// The server's rule on order statuses: every reported change goes through the order status machine, so a change
// after submission, a second payment or the cancellation of a paid order is refused in one place.
import { transition } from 'xstate';
import { orderStatusMachine, snapshotOf, statusOf, type OrderStatusEvent, type OrderStatusEventType } from '../../../machines/order-status.machine.ts';
import { isClosed, isPaid, type OrderStage, type OrderStatus } from '../../domain/order-stages.ts';
import type { Localized } from '../http/language.ts';

// The contract's words for a stage live with the stages; re-exported for the server's existing readers.
export { applyStatusOf, orderStateOf } from '../../domain/order-stages.ts';
export type { OrderStage, OrderStatus, OrderStatusEventType };

export type StatusRefusal =
  | 'changedAfterSubmission'
  | 'alreadySubmitted'
  | 'alreadyPaid'
  | 'paidOrderNotCancellable'
  | 'orderClosed'
  | 'nothingOwed'
  | 'notYet';

export type StatusVerdict = { ok: true; status: OrderStatus } | { ok: false; refusal: StatusRefusal };

const asStatus = (current: OrderStatus | OrderStage): OrderStatus =>
  typeof current === 'string' ? { stage: current, extraPaymentDue: false, decision: null } : current;

/** The status after `event`, or why the machine does not take it. */
export function nextStatus(current: OrderStatus | OrderStage, event: OrderStatusEvent | OrderStatusEventType): StatusVerdict {
  const status = asStatus(current);
  const ev: OrderStatusEvent = typeof event === 'string' ? { type: event } : event;
  const snapshot = snapshotOf(status);
  if (snapshot.status !== 'active' || !snapshot.can(ev)) return { ok: false, refusal: refusalOf(status, ev.type) };
  const [next] = transition(orderStatusMachine, snapshot, ev);
  return { ok: true, status: statusOf(next) };
}

/** Why an event is refused, in the terms the user reads (the machine only says "not from here"). */
function refusalOf(status: OrderStatus, event: OrderStatusEventType): StatusRefusal {
  if (isClosed(status.stage)) return 'orderClosed';
  const paid = isPaid(status.stage);
  if (event === 'changed') return 'changedAfterSubmission';
  if (event === 'submitted') return 'alreadySubmitted';
  if (event === 'paid' && paid) return 'alreadyPaid';
  if (event === 'extraPaid') return status.extraPaymentDue ? 'notYet' : 'nothingOwed';
  if (event === 'cancelled' && paid) return 'paidOrderNotCancellable';
  return 'notYet';
}

export const statusRefusalMessages: Record<StatusRefusal, Localized> = {
  changedAfterSubmission: {
    zh: '申请已提交，信息不能再修改',
    en: 'The application has been submitted: its details can no longer be changed',
    ko: '신청서가 제출되어 더 이상 정보를 변경할 수 없습니다',
  },
  alreadySubmitted: { zh: '申请已提交，请勿重复提交', en: 'The application has already been submitted', ko: '신청서가 이미 제출되었습니다' },
  alreadyPaid: { zh: '订单已支付，请勿重复支付', en: 'The order has already been paid', ko: '주문이 이미 결제되었습니다' },
  // A paid order is cancelled (and refunded) only before the center accepts its materials (decision 102).
  paidOrderNotCancellable: {
    zh: '签证中心已接收材料，订单不能再取消',
    en: 'The visa center has accepted the materials: the order can no longer be cancelled',
    ko: '비자센터가 서류를 접수하여 주문을 더 이상 취소할 수 없습니다',
  },
  orderClosed: { zh: '订单已结束，不能再变更', en: 'The order is closed and can no longer change', ko: '종료된 주문은 더 이상 변경할 수 없습니다' },
  nothingOwed: { zh: '没有需要补缴的费用', en: 'There is no supplement to pay', ko: '추가로 결제할 금액이 없습니다' },
  notYet: {
    zh: '订单当前状态不允许此操作',
    en: 'The order is not at a stage that allows this',
    ko: '현재 주문 상태에서는 이 작업을 할 수 없습니다',
  },
};
