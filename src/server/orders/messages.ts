// What the order, reservation, address and back-office handlers say, in zh/en/ko.
import type { Localized } from '../http/language.ts';

const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const orderMessages = {
  addressLimit: m('最多保存{limit}个常用地址，请先删除不用的地址', 'You can keep at most {limit} saved addresses: delete one you no longer use first', '자주 쓰는 주소는 최대 {limit}개까지 저장할 수 있습니다. 사용하지 않는 주소를 먼저 삭제해 주세요'),
  regionUnknown: m('请选择正确的省、市、区县', 'Choose a province, city and district from the list', '목록에서 성, 시, 구/현을 선택해 주세요'),
  centerUnknown: m('请选择签证中心', 'Choose a visa center from the list', '목록에서 비자센터를 선택해 주세요'),
  slotUnknown: m('请选择列表中的预约时段', 'Choose one of the listed times', '목록에 있는 예약 시간을 선택해 주세요'),
  slotFull: m('该时段已约满，请选择其他时段', 'This time is fully booked: choose another', '이 시간대는 예약이 마감되었습니다. 다른 시간을 선택해 주세요'),
  monthClosed: m('只能查看本月及之后两个月的预约', 'Only this month and the next two are open for booking', '이번 달과 다음 두 달의 예약만 볼 수 있습니다'),
  cancelTokenWrong: m('取消凭证不正确，无法取消该预约', 'The cancel code does not match this reservation', '취소 코드가 이 예약과 일치하지 않습니다'),
  closedWeekend: m('周末不办公', 'Closed at weekends', '주말 휴무'),
  closedHoliday: m('法定节假日不办公', 'Closed on public holidays', '법정 공휴일 휴무'),
  closedTooSoon: m('需至少提前2个工作日预约', 'Book at least 2 working days ahead', '최소 2 영업일 전에 예약해 주세요'),
  closedPast: m('已过去的日期', 'This date has passed', '지난 날짜입니다'),
  closedOutside: m('尚未开放预约', 'Not open for booking yet', '아직 예약이 열리지 않았습니다'),
  makeUpWorkday: m('调休上班日，正常办公', 'Make-up working day: open as usual', '대체 근무일: 정상 운영'),
  applyCount: m('每个订单包含1至5份已签名的申请', 'An order holds 1 to 5 signed applications', '주문에는 서명된 신청서 1~5건이 포함됩니다'),
  applyNotSigned: m('申请尚未签名，签名后才能下单', 'Sign the application before ordering', '서명한 후에 주문할 수 있습니다'),
  applyOtherDraft: m('所选申请不属于同一份申请草稿', 'The applications are not from the same application', '선택한 신청서가 같은 신청에 속하지 않습니다'),
  alreadyOrdered: m('这些申请已有订单，请勿重复下单', 'These applications already have an order: it was not placed twice', '이 신청서에는 이미 주문이 있습니다. 중복 주문할 수 없습니다'),
  orderNotCancellable: m('只能取消未支付的订单', 'Only an unpaid order can be cancelled', '결제하지 않은 주문만 취소할 수 있습니다'),
  orderNotDeletable: m('只能删除已取消或已完成的订单', 'Only a cancelled or finished order can be deleted', '취소되었거나 완료된 주문만 삭제할 수 있습니다'),
  feesMissing: m('费用配置缺失，请联系签证中心', 'The fee table is not configured: contact the visa center', '수수료 설정이 없습니다. 비자센터에 문의해 주세요'),
  amountInvalid: m('请输入大于0的金额', 'Enter an amount above 0', '0보다 큰 금액을 입력해 주세요'),
  reasonRequired: m('请填写补缴原因', 'Enter the reason for the supplement', '추가 결제 사유를 입력해 주세요'),
} satisfies Record<string, Localized>;
