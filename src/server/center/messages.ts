// What the center's moves say when they refuse for a reason of their own (the status machine's reasons are
// statusRefusalMessages; the flag's are incorrectMessages), in zh/en/ko.
import type { Localized } from '../http/language.ts';

const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const centerMessages = {
  noCourierReturn: m(
    '该订单没有选择快递寄回护照，无需制作回寄运单',
    'This order has no passport to return by courier: no return waybill is needed',
    '이 주문은 여권을 택배로 반송하지 않으므로 반송 운송장이 필요하지 않습니다',
  ),
  reasonAllLanguages: m(
    '请用中文、英文和韩文填写补缴原因',
    'Give the reason for the supplement in Chinese, English and Korean',
    '추가 결제 사유를 중국어, 영어, 한국어로 입력해 주세요',
  ),
  applyNotInOrder: m('该申请不属于此订单', 'This application is not part of the order', '이 신청은 이 주문에 속하지 않습니다'),
  exportRangeBackwards: m('结束日期不能早于开始日期', 'The end date cannot be before the start date', '종료일은 시작일보다 빠를 수 없습니다'),
  exportRangeTooLong: m('一次最多导出366天', 'Export at most 366 days at a time', '한 번에 최대 366일까지 내보낼 수 있습니다'),
} satisfies Record<string, Localized>;

export type CenterRefusal = 'noCourierReturn' | 'applyNotInOrder' | 'invalidFlag' | 'alreadyOpen' | 'invalidAmount' | 'reasonRequired' | 'applyNotFound';
