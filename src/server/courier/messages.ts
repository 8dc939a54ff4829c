import { table } from '../../domain/localized.ts';

export const expressMessages = table({
  trackingUnavailable: ['物流信息暂时无法查询，请稍后再试', 'The tracking cannot be read just now: try again in a moment', '지금은 배송 조회를 할 수 없습니다. 잠시 후 다시 시도해 주세요'],
});
