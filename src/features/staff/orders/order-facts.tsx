import { listsCenters, useCenterName } from '../../staff-admin/api/centers';
import type { OrderView } from '../api/orders';
import { chinaDateTime, money } from '../parts/china-date';
import { useStaffMe } from '../shell/staff-me';
import { useStaffText } from '../strings';
import { Facts, Section } from './section';

export function OrderFacts({ view }: { view: OrderView }) {
  const { text, language } = useStaffText();
  const { order } = view;
  const me = useStaffMe();
  const centerName = useCenterName({ enabled: listsCenters(me.role) });
  return (
    <Section id="order-facts" title={text('order.facts')}>
      <Facts rows={[
        [text('order.orderNo'), order.orderNo],
        [text('order.state'), order.extraPaymentDue ? `${order.stateText} · ${text('order.supplementDue')}` : order.stateText],
        [text('order.center'), centerName(order.centerId)],
        [text('order.amount'), money(order.amount, order.currency, language)],
        [text('order.createdAt'), chinaDateTime(order.createdAt, language)],
        [text('order.paidAt'), chinaDateTime(order.paidAt, language)],
        [text('order.applicationDate'), order.applicationDate ?? ''],
        [text('order.mobile'), order.mobile ?? ''],
      ]} />
    </Section>
  );
}
