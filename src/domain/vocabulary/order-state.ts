import { table } from '../localized.ts';
import type { Localized } from '../localized.ts';
import type { OrderStateValue } from './contract-values.ts';
import { orderStageWords as stage } from './order-stage.ts';

// The contract's older word for where an order stands (decision 045) reads as the stage it stands for, so a stage
// has one wording whichever of the two a screen is given; only the states no single stage reads as have their own.

const own = table({
  pendingConfirm: ['待确认', 'Awaiting confirmation', '확인 대기'],
  extraPaymentRequired: ['需要补缴费用', 'Supplement to pay', '추가 결제 필요'],
  decided: ['已出结果，等待返还护照', 'Decided, passport to be returned', '결과 확정, 여권 반환 대기'],
  completed: ['已完成', 'Completed', '완료'],
});

export const orderStateWords: Record<OrderStateValue, Localized> = {
  pendingConfirm: own.pendingConfirm,
  pendingPayment: stage.pendingPayment,
  paid: stage.paid,
  materialsReceived: stage.accepted,
  inReview: stage.inReview,
  extraPaymentRequired: own.extraPaymentRequired,
  decided: own.decided,
  returning: stage.returned,
  completed: own.completed,
  cancelled: stage.cancelled,
};
