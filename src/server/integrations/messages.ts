import type { Localized } from '../http/language.ts';

const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

// What the integration API and its management pages say when they refuse (issue 33 item 5, decision 095).
export const integrationMessages = {
  webhookUrlNotHttps: m(
    '回调地址必须以 https:// 开头（仅本机地址或沙箱可用 http://）',
    'The webhook address must start with https:// (http:// only for this machine or the sandbox)',
    '웹훅 주소는 https:// 로 시작해야 합니다 (http:// 는 이 컴퓨터 또는 샌드박스에서만 가능)',
  ),
  webhookUrlInvalid: m('回调地址不是有效的网址', 'The webhook address is not a valid web address', '웹훅 주소가 올바른 웹 주소가 아닙니다'),
  nameRequired: m('请填写名称', 'Enter a name', '이름을 입력해 주세요'),
  unknownCenter: m('没有这个签证中心', 'There is no such visa center', '해당 비자센터가 없습니다'),
  integrationNotFound: m('没有这个对接', 'There is no such integration', '해당 연동이 없습니다'),
  deliveryNotFound: m('没有这条回调记录', 'There is no such webhook delivery', '해당 웹훅 전송 기록이 없습니다'),
  deliveryNotRetryable: m(
    '该回调已送达或正在重试，无需手动重发',
    'This webhook was delivered or is still being retried: there is nothing to send again by hand',
    '이 웹훅은 이미 전달되었거나 재시도 중이므로 수동으로 다시 보낼 필요가 없습니다',
  ),
  orderNotFound: m('没有这个订单', 'There is no such order', '해당 주문이 없습니다'),
  idempotencyKeyMissing: m(
    '写操作须带 Idempotency-Key 请求头（1–128 个可见字符）',
    'A write needs an Idempotency-Key header (1–128 visible characters)',
    '쓰기 요청에는 Idempotency-Key 헤더(보이는 문자 1–128자)가 필요합니다',
  ),
  idempotencyKeyReused: m(
    '该 Idempotency-Key 已用于另一个不同的请求；重试时请发送相同内容，新操作请换一个新的键',
    'This Idempotency-Key was already used for a different request: send the same body to retry, or a new key for a new action',
    '이 Idempotency-Key 는 다른 요청에 이미 사용되었습니다. 재시도에는 같은 내용을, 새 작업에는 새 키를 보내 주세요',
  ),
};
