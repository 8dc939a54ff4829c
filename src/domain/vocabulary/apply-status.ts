import { table } from '../localized.ts';
import type { Localized } from '../localized.ts';
import type { ApplyStatusValue } from './contract-values.ts';
import { orderStageWords as stage } from './order-stage.ts';

// Where one application stands. The statuses that are an order's stage read as that stage.

const own = table({
  completed: ['已填写完成', 'Filled in', '작성 완료'],
  confirmed: ['已确认', 'Confirmed', '확인 완료'],
  submitted: ['已递交', 'Handed in', '접수 완료'],
  ordered: ['已下单，待支付', 'Ordered, awaiting payment', '주문 완료, 결제 대기'],
  incorrect: ['信息需更正', 'Details to correct', '정보 수정 필요'],
});

export const applyStatusWords: Record<ApplyStatusValue, Localized> = {
  filling: stage.filling,
  completed: own.completed,
  confirmed: own.confirmed,
  signed: stage.signed,
  submitted: own.submitted,
  ordered: own.ordered,
  inReview: stage.inReview,
  incorrect: own.incorrect,
  issued: stage.issued,
  refused: stage.refused,
  cancelled: stage.cancelled,
};
