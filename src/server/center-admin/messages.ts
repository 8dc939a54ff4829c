import type { Localized } from '../http/language.ts';

// What the center's admin operations (decision 096) and the places they change say, in zh, en and ko.
export const centerAdminMessages = {
  agencyUnknown: { zh: '没有该旅行社', en: 'There is no such travel agency', ko: '해당 여행사가 없습니다' },
  agencyAccountUnknown: { zh: '该旅行社没有此账号', en: 'The agency has no such account', ko: '해당 여행사에 이 계정이 없습니다' },
  centerUnknown: { zh: '没有该签证中心', en: 'There is no such visa center', ko: '해당 비자센터가 없습니다' },
  centerNotForOrders: {
    zh: '该中心不受理订单，不能作为旅行社的认证中心',
    en: 'This center takes no orders and cannot certify an agency',
    ko: '이 센터는 주문을 받지 않으므로 여행사를 인증할 수 없습니다',
  },
  validityOrder: {
    zh: '认证截止日期不能早于开始日期',
    en: 'The certificate cannot end before it starts',
    ko: '인증 종료일은 시작일보다 빠를 수 없습니다',
  },
  licenceTaken: {
    zh: '已有旅行社使用该许可证号',
    en: 'Another agency already has this licence number',
    ko: '이미 다른 여행사가 이 허가 번호를 사용하고 있습니다',
  },
  // What a suspended agency's people are told, at sign-in and when they order (decision 096).
  agencySuspended: {
    zh: '贵社账号已被签证中心暂停使用，暂不能登录或办理订单。如有疑问，请联系签证中心',
    en: 'The visa center has suspended your agency: its accounts cannot sign in or order for now. Please contact the visa center',
    ko: '비자센터가 귀사의 이용을 정지하여 현재 로그인하거나 주문할 수 없습니다. 비자센터에 문의해 주세요',
  },
  agencyAccountSuspended: {
    zh: '该账号已被签证中心暂停使用，请联系贵社主账号或签证中心',
    en: 'The visa center has suspended this account. Please contact your agency\'s main account or the visa center',
    ko: '비자센터가 이 계정의 이용을 정지했습니다. 귀사의 주 계정 또는 비자센터에 문의해 주세요',
  },
  agencyCertificateExpired: {
    zh: '贵社的认证已于{until}到期，暂不能办理新订单，请联系签证中心续期',
    en: 'Your agency\'s certificate ended on {until}: it cannot start orders until the visa center renews it',
    ko: '귀사의 인증이 {until}에 만료되어 새 주문을 할 수 없습니다. 비자센터에 갱신을 문의해 주세요',
  },
  agencyCertificateNotYet: {
    zh: '贵社的认证自{from}起生效，届时方可办理订单',
    en: 'Your agency\'s certificate starts on {from}: it may start orders from then',
    ko: '귀사의 인증은 {from}부터 유효하며 그때부터 주문할 수 있습니다',
  },
  agencyCertificateRevoked: {
    zh: '贵社的认证已被签证中心撤销，暂不能办理订单，请联系签证中心',
    en: 'The visa center has revoked your agency\'s certificate: it cannot start orders. Please contact the visa center',
    ko: '비자센터가 귀사의 인증을 취소하여 주문할 수 없습니다. 비자센터에 문의해 주세요',
  },
  articleUnknown: { zh: '没有该文章', en: 'There is no such article', ko: '해당 글이 없습니다' },
  articleTypeUnknown: { zh: '没有该栏目', en: 'There is no such article type', ko: '해당 게시판이 없습니다' },
  hoursOrder: {
    zh: '截止时间须晚于开始时间，且至少相隔一小时',
    en: 'Closing must be at least an hour after opening',
    ko: '마감 시간은 시작 시간보다 최소 한 시간 늦어야 합니다',
  },
  closurePast: { zh: '不能关闭今天或已过去的日期', en: 'Today and past days cannot be closed', ko: '오늘이나 지난 날짜는 닫을 수 없습니다' },
  closureHoursOrder: {
    zh: '关闭结束时间须晚于开始时间',
    en: 'The closure must end after it starts',
    ko: '휴무 종료 시간은 시작 시간보다 늦어야 합니다',
  },
  // What the applicants' calendar and a refused booking say of a closure; {reason} is the center's own.
  centerClosedNote: { zh: '签证中心暂停办公：{reason}', en: 'The visa center is closed: {reason}', ko: '비자센터 휴무: {reason}' },
  centerClosedThen: {
    zh: '签证中心该时段暂停办公（{reason}），请选择其他时间',
    en: 'The visa center is closed at this time ({reason}). Please choose another time',
    ko: '비자센터가 이 시간에 휴무합니다({reason}). 다른 시간을 선택해 주세요',
  },
  calendarDayOutsideYear: { zh: '日期不在{year}年内', en: 'This date is not in {year}', ko: '이 날짜는 {year}년이 아닙니다' },
  calendarDayTwice: { zh: '同一日期只能出现一次', en: 'A date may appear once only', ko: '같은 날짜는 한 번만 입력할 수 있습니다' },
  calendarWorkdayNotWeekend: {
    zh: '调休上班日应为周六或周日',
    en: 'A make-up working day is a Saturday or a Sunday',
    ko: '대체 근무일은 토요일이나 일요일이어야 합니다',
  },
} satisfies Record<string, Localized>;
