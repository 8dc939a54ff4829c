import type { Localized } from '../http/language.ts';

// What the public appointment pages answer beyond the order messages (issue 16 item 1). "Not found" is a field
// refusal (code 400), not 404: the error catalogue (spec §8) shows nothing for 404.

const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const reservationLookupMessages = {
  notFound: m(
    '未找到与该手机号码对应的预约，请核对预约编号',
    'No booking with this reference for this mobile number: check the reference',
    '이 휴대폰 번호로 된 해당 예약 번호의 예약이 없습니다. 예약 번호를 확인해 주세요',
  ),
  cancelled: m('该预约已取消，不能再改期', 'This booking has been cancelled and cannot be moved', '취소된 예약은 변경할 수 없습니다'),
} as const;
