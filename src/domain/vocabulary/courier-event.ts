import { table } from '../localized.ts';
import type { CourierEventValue } from './contract-values.ts';

// Where a parcel is, as the courier's route answers it (ExpressRoute.status).

export const courierEventWords = table<CourierEventValue>({
  none: ['暂无物流信息', 'No tracking yet', '배송 정보 없음'],
  inTransit: ['运输中', 'In transit', '배송 중(이동)'],
  delivering: ['派送中', 'Out for delivery', '배송 출발'],
  signed: ['已签收', 'Delivered', '배송 완료'],
  problem: ['异常件，请联系快递公司', 'Problem with the parcel: contact the courier', '배송 문제: 택배사에 문의해 주세요'],
});
