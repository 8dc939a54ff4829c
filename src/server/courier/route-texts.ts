// What a courier's tracking page says at each step, in the portal's three languages ({place}, {next} filled in).
import { table } from '../../domain/localized.ts';

export const routeTexts = table({
  ordered: ['已下单，等待快递员上门揽收', 'Waybill created: waiting for the courier to pick up', '운송장이 생성되었습니다. 택배 기사의 집하를 기다리고 있습니다'],
  pickedUp: ['【{place}】快递员已揽收', 'Picked up by the courier in {place}', '{place}에서 택배 기사가 집하했습니다'],
  departed: ['快件已从【{place}】发出，下一站【{next}】', 'Left {place} for {next}', '{place}에서 {next}(으)로 출발했습니다'],
  arrivedHub: ['快件已到达【{place}转运中心】', 'Arrived at the {place} sorting center', '{place} 분류 센터에 도착했습니다'],
  arrivedStation: ['快件已到达【{place}】营业点', 'Arrived at the {place} delivery station', '{place} 배송 영업소에 도착했습니다'],
  outForDelivery: ['快递员正在派件，请保持电话畅通', 'Out for delivery: please keep your phone at hand', '배송 중입니다. 전화를 받을 수 있도록 해 주세요'],
  signedCenter: ['快件已签收，签收人：签证申请中心', 'Delivered: signed for by the visa application center', '배송 완료: 비자신청센터가 수령했습니다'],
  signedRecipient: ['快件已签收，签收人：本人', 'Delivered: signed for by the recipient', '배송 완료: 본인이 수령했습니다'],
});

export type RouteTextKey = keyof typeof routeTexts;

/** The sandbox courier's name, as the tracking shows it; clearly not a real company. */
export const SANDBOX_COURIER_NAME = table({ name: ['沙箱快递（模拟）', 'Sandbox Express (simulated)', '샌드박스 택배(모의)'] }).name;
