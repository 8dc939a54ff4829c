import type { components } from '../../api/schema.gen.ts';
import type { Localized } from '../http/language.ts';

// The stage a progress query answers, in the asker's language (ProgressResult.statusText). The order's stage once an
// order exists; the application's status before.

type Schemas = components['schemas'];
const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const orderStateTexts: Record<Schemas['OrderState'], Localized> = {
  pendingConfirm: m('待确认', 'Awaiting confirmation', '확인 대기'),
  pendingPayment: m('待支付', 'Awaiting payment', '결제 대기'),
  paid: m('已支付，待递交材料', 'Paid: the documents are awaited at the center', '결제 완료, 서류 접수 대기'),
  materialsReceived: m('中心已收到材料', 'Documents received at the center', '센터 서류 접수 완료'),
  inReview: m('审理中（领事馆）', 'In review (at the consulate)', '심사 중(영사관)'),
  extraPaymentRequired: m('需补缴费用', 'A supplement is due', '추가 결제 필요'),
  decided: m('审理完成', 'Decided', '심사 완료'),
  returning: m('护照返还中', 'Return of the passports', '여권 반환 중'),
  completed: m('已完成', 'Completed', '완료'),
  cancelled: m('已取消', 'Cancelled', '취소됨'),
};

export const applyStatusTexts: Record<Schemas['ApplyStatus'], Localized> = {
  filling: m('填写中', 'Being filled in', '작성 중'),
  completed: m('已填写完成', 'Filled in', '작성 완료'),
  confirmed: m('已提交', 'Submitted', '제출 완료'),
  signed: m('已签名', 'Signed', '서명 완료'),
  submitted: m('已递交', 'Handed in', '접수 완료'),
  ordered: m('已下单，待支付', 'Ordered: awaiting payment', '주문 완료, 결제 대기'),
  inReview: m('审理中（领事馆）', 'In review (at the consulate)', '심사 중(영사관)'),
  incorrect: m('信息需更正', 'Details to correct', '정보 수정 필요'),
  issued: m('已签发', 'Visa issued', '비자 발급'),
  refused: m('未获签发', 'Visa refused', '비자 불허'),
  cancelled: m('已取消', 'Cancelled', '취소됨'),
};
