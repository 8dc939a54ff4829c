import { table } from '../localized.ts';
import type { OrderStageValue } from './contract-values.ts';

// The one place an order's stage is put in words (issue 35, decision 108). The order states, the application
// statuses, the screens' catalogues and the server's texts take their words from here.

export const orderStageWords = table<OrderStageValue>({
  filling: ['填写中', 'Being filled in', '작성 중'],
  submitted: ['已提交', 'Submitted', '제출 완료'],
  signed: ['已签名', 'Signed', '서명 완료'],
  pendingPayment: ['待支付', 'Awaiting payment', '결제 대기'],
  paid: ['已支付，等待材料送达', 'Paid, waiting for the materials', '결제 완료, 서류 도착 대기'],
  accepted: ['签证中心已收到材料', 'Materials received by the center', '비자센터 서류 접수'],
  inReview: ['领事馆审核中', 'In review at the consulate', '영사관 심사 중'],
  issued: ['签证已签发', 'Visa issued', '비자 발급'],
  refused: ['签证被拒', 'Visa refused', '비자 거절'],
  returned: ['护照已寄回', 'Passport sent back', '여권 발송 완료'],
  collected: ['护照已领取', 'Passport collected', '여권 수령 완료'],
  cancelled: ['已取消', 'Cancelled', '취소됨'],
});
