import type { OrderDetail } from './api/orders';
import { TrackingSections } from './express-route';
import { Section } from './visa-details';
import { useOrdersText } from './strings';

const dl = 'grid grid-cols-[auto_1fr] gap-x-6 gap-y-1';
const addressOf = (place: { regionText?: string; address?: string }) => [place.regionText, place.address].filter(Boolean).join(' ');

// The express details tab: how the materials reach the center, how each passport comes back, and the courier
// tracking of both directions (decision 035).
export function ExpressDetails({ order }: { order: OrderDetail }) {
  const { text } = useOrdersText();
  const { delivery } = order;
  const nameOf = new Map(order.applies.map((apply) => [apply.id, apply.applicantName]));
  return (
    <>
      <Section title={text('express.delivery')} id="express-delivery">
        <dl className={dl}>
          <dt className="font-semibold">{text('express.way')}</dt>
          <dd>{text(delivery.way === 'courier' ? 'express.courier' : 'express.selfDelivery')}</dd>
          {delivery.senderName ? (<><dt className="font-semibold">{text('express.sender')}</dt><dd>{delivery.senderName}</dd></>) : null}
          {delivery.senderPhone ? (<><dt className="font-semibold">{text('express.phone')}</dt><dd>{delivery.senderPhone}</dd></>) : null}
          {delivery.way === 'courier' ? (<><dt className="font-semibold">{text('express.address')}</dt><dd>{addressOf(delivery)}</dd></>) : (
            <>
              <dt className="font-semibold">{text('express.reservation')}</dt>
              <dd>{delivery.reservationDate ? text('express.reservationValue', { date: delivery.reservationDate, time: delivery.reservationTime ?? '' }) : text('express.noReservation')}</dd>
            </>
          )}
        </dl>
      </Section>

      <Section title={text('express.returns')} id="express-returns">
        <ol className="space-y-4">
          {order.returns.map((group, i) => (
            <li key={i} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="mb-2 font-bold text-blue-950">{text('express.group', { n: i + 1, way: text(group.way === 'courier' ? 'express.returnCourier' : 'express.pickup') })}</h3>
              <dl className={dl}>
                <dt className="font-semibold">{text('express.forApplicants')}</dt>
                <dd>{group.applyIds.map((id) => nameOf.get(id) ?? id).join('、')}</dd>
                {group.way === 'courier' ? (
                  <>
                    {group.recipient ? (<><dt className="font-semibold">{text('express.recipient')}</dt><dd>{group.recipient}</dd></>) : null}
                    {group.phone ? (<><dt className="font-semibold">{text('express.phone')}</dt><dd>{group.phone}</dd></>) : null}
                    <dt className="font-semibold">{text('express.address')}</dt>
                    <dd>{addressOf(group)}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      </Section>

      <TrackingSections order={order} />
    </>
  );
}
