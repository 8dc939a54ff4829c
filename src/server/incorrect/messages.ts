// What incorrect details say, in zh/en/ko.
import type { Localized } from '../http/language.ts';

const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const incorrectMessages = {
  centerOnly: m(
    '只有签证中心可以标记申请信息有误',
    'Only the visa center can mark details of an application as incorrect',
    '신청 정보의 오류 표시는 비자센터만 할 수 있습니다',
  ),
  notSubmitted: m(
    '申请提交后才能标记信息有误',
    'Details can be marked incorrect only after the application is submitted',
    '신청서를 제출한 후에만 정보 오류를 표시할 수 있습니다',
  ),
  closed: m(
    '该申请已办结，不能再更正信息',
    'This application is closed: its details can no longer be corrected',
    '이 신청은 종료되어 정보를 더 이상 수정할 수 없습니다',
  ),
  alreadyOpen: m(
    '该申请已有待更正的信息，请等申请人更正后再标记',
    'This application already has details waiting for correction; mark more once the applicant has corrected them',
    '이 신청에는 이미 수정 대기 중인 정보가 있습니다. 신청인이 수정한 후 다시 표시해 주세요',
  ),
  badField: m(
    '无法标记该字段：{field}',
    'This field cannot be marked: {field}',
    '이 항목은 표시할 수 없습니다: {field}',
  ),
  reasonRequired: m('请填写有误原因', 'Give the reason the detail is incorrect', '오류 사유를 입력해 주세요'),
  noFields: m('请至少标记一个字段', 'Mark at least one field', '항목을 하나 이상 표시해 주세요'),
  nothingOpen: m(
    '没有需要更正的信息',
    'There are no details to correct',
    '수정할 정보가 없습니다',
  ),
  staleRecord: m(
    '待更正的信息已变化，请刷新页面后重试',
    'The details to correct have changed. Reload the page and try again',
    '수정할 정보가 변경되었습니다. 페이지를 새로 고친 후 다시 시도해 주세요',
  ),
  notFlagged: m(
    '只能更正被标记有误的信息，其他信息不能修改：{fields}',
    'Only the details marked incorrect can be corrected; these cannot be changed: {fields}',
    '오류로 표시된 정보만 수정할 수 있으며 다음 항목은 변경할 수 없습니다: {fields}',
  ),
  missingValue: m('请填写更正后的内容', 'Enter the corrected value', '수정한 내용을 입력해 주세요'),
  messageTitle: m('申请信息需要更正', 'Details of your application need correcting', '신청 정보 수정이 필요합니다'),
  messageBody: m(
    '签证中心发现申请 {reference}（{name}）的以下信息有误：{fields}。请在订单详情中更正。',
    'The visa center found these details of application {reference} ({name}) incorrect: {fields}. Correct them in the order details.',
    '비자센터에서 신청 {reference}({name})의 다음 정보에 오류가 있음을 확인했습니다: {fields}. 주문 상세에서 수정해 주세요.',
  ),
} satisfies Record<string, Localized>;
