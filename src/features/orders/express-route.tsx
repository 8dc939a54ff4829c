import { useState } from 'react';
import { formatDateTime } from '../../ui/format-date';
import { LoadFailed, Loading } from '../../ui/query-states';
import { useExpressRoute, type ExpressDirection, type ExpressRoute } from './api/express';
import type { OrderDetail } from './api/orders';
import { useOrdersText } from './strings';
import { Section } from './visa-details';

const button = 'rounded border border-blue-900 px-3 py-1 text-blue-900 hover:bg-blue-50 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-60';

/** The tracking of the materials and of the passports, or why a direction has none (handed in, picked up). */
export function TrackingSections({ order }: { order: OrderDetail }) {
  const { text } = useOrdersText();
  return (
    <>
      <Section title={text('route.send')} id="express-route-send">
        {order.delivery.way === 'courier' ? <RouteOfDirection order={order} direction="send" /> : <p className="text-slate-700">{text('route.noCourier.send')}</p>}
      </Section>
      <Section title={text('route.return')} id="express-route-return">
        {order.returns.some((group) => group.way === 'courier') ? <RouteOfDirection order={order} direction="return" /> : <p className="text-slate-700">{text('route.noCourier.return')}</p>}
      </Section>
    </>
  );
}

// One direction's courier tracking of an order: the waybill (a choice of waybills when passports go back to several
// addresses), its status and its route, the latest event first; "none yet" when no waybill has been made.
export function RouteOfDirection({ order, direction }: { order: OrderDetail; direction: ExpressDirection }) {
  const { text } = useOrdersText();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const route = useExpressRoute(order.id, direction, chosen);
  if (route.isPending) return <Loading />;
  if (!route.data) return <LoadFailed onRetry={() => void route.refetch()} retrying={route.isFetching} />;
  const data = route.data;
  if (data.status === 'none' && !data.expressNo) return <p className="text-slate-700">{text(`route.none.${direction}`)}</p>;
  const nameOf = new Map(order.applies.map((apply) => [apply.id, apply.applicantName]));
  return (
    <div className="space-y-3">
      {data.waybills.length > 1 ? (
        <fieldset>
          <legend className="mb-1 font-semibold">{text('route.choose')}</legend>
          <div className="flex flex-wrap gap-2">
            {data.waybills.map((waybill, i) => (
              <button key={waybill.expressNo} type="button" className={button} aria-pressed={waybill.expressNo === data.expressNo} onClick={() => setChosen(waybill.expressNo)}>
                {text('route.waybillFor', { n: i + 1, names: waybill.applyIds.map((id) => nameOf.get(id) ?? id).join('、') })}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <RouteView route={data} refreshing={route.isFetching} onRefresh={() => void route.refetch()} />
    </div>
  );
}

function RouteView({ route, refreshing, onRefresh }: { route: ExpressRoute; refreshing: boolean; onRefresh: () => void }) {
  const { text } = useOrdersText();
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{text('route.company')}</dt>
        <dd>{route.company || '—'}</dd>
        <dt className="font-semibold">{text('express.expressNo')}</dt>
        <dd className="break-all">{route.expressNo}</dd>
        <dt className="font-semibold">{text('route.statusLabel')}</dt>
        <dd>{text(`route.status.${route.status}`)}</dd>
      </dl>
      <h3 className="font-bold text-blue-950">{text('route.events')}</h3>
      {route.traces.length ? (
        <ol className="space-y-2 border-l-2 border-slate-300 pl-4" aria-label={text('route.eventsOf', { expressNo: route.expressNo })}>
          {route.traces.map((trace, i) => (
            <li key={`${trace.time}-${i}`} className={i === 0 ? 'font-semibold text-blue-950' : 'text-slate-800'}>
              <time dateTime={trace.time} className="mr-3 whitespace-nowrap tabular-nums">{formatDateTime(trace.time)}</time>
              <span>{trace.description}</span>
            </li>
          ))}
        </ol>
      ) : <p className="text-slate-700">{text('route.noEvents')}</p>}
      <p>
        <button type="button" className={button} onClick={onRefresh} disabled={refreshing}>
          {refreshing ? text('route.refreshing') : text('route.refresh')}
        </button>
      </p>
    </>
  );
}
