import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { isNotFound } from '../../lib/api';
import { pathOf } from '../../lib/route-paths';
import { formatDateTime } from '../../ui/format-date';
import { Empty, LoadFailed, Loading, QueryView } from '../../ui/query-states';
import { useRouteHandle } from '../../ui/use-route-handle';
import { listOrders, useOrder, type OrderDetail } from './api/orders';
import { TrackingSections } from './express-route';
import { useOrdersText } from './strings';

const link = 'text-blue-900 underline underline-offset-2';
/** Enough for a person's recent orders; the tracking of an older one is on its own order detail. */
const TRACKED_ORDERS = 50;

// Delivery tracking (spec §2 expressInfo): the orders that have a waybill, newest first, and with ?order= the courier
// route of that order's materials and passports, as on the order detail's express tab.
export function ExpressInfoPage() {
  const { t } = useOrdersText();
  const handle = useRouteHandle();
  const [search] = useSearchParams();
  const orderId = search.get('order');
  return (
    <section className="mx-auto max-w-4xl py-4" aria-labelledby="page-title">
      <h1 id="page-title" className="mb-6 text-3xl font-bold text-blue-950">{handle ? t(handle.titleKey) : ''}</h1>
      {orderId ? <OrderTracking orderId={orderId} /> : <TrackedOrders />}
    </section>
  );
}

function TrackedOrders() {
  const { text } = useOrdersText();
  const orders = useQuery({
    queryKey: ['orders', 'tracked'],
    queryFn: () => listOrders({ tab: 'all', startDate: '', endDate: '', page: 1 }, TRACKED_ORDERS),
    staleTime: 0,
  });
  return (
    <>
      <p className="mb-4 text-slate-700">{text('info.intro')}</p>
      <QueryView query={orders} isEmpty={(data) => !data.records.some((order) => order.expressNo)} empty={<Empty text={text('info.empty')} />}>
        {(data) => (
          <ul className="space-y-3">
            {data.records.filter((order) => order.expressNo).map((order) => (
              <li key={order.id}>
                <article aria-labelledby={`tracked-${order.id}`} className="rounded-lg border border-slate-200 bg-white p-4">
                  <h2 id={`tracked-${order.id}`} className="font-bold text-blue-950">{text('info.order', { orderNo: order.orderNo })}</h2>
                  <p>{text('info.latestWaybill', { expressNo: order.expressNo })}</p>
                  <p className="text-sm text-slate-600">{text('detail.createdAt')} <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time></p>
                  <p className="mt-2">
                    <Link to={`${pathOf('expressInfo')}?order=${encodeURIComponent(order.id)}`} className={link} aria-label={text('info.trackOrder', { orderNo: order.orderNo })}>
                      {text('info.track')}
                    </Link>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

function OrderTracking({ orderId }: { orderId: string }) {
  const { text } = useOrdersText();
  const order = useOrder(orderId);
  const back = <p className="mb-4"><Link to={pathOf('expressInfo')} className={link}>{text('info.all')}</Link></p>;
  if (order.isError && isNotFound(order.error)) return <>{back}<p>{text('detail.notFound.text')}</p></>;
  if (order.isPending) return <>{back}<Loading /></>;
  if (!order.data) return <>{back}<LoadFailed onRetry={() => void order.refetch()} retrying={order.isFetching} /></>;
  return <>{back}<Tracking order={order.data} /></>;
}

function Tracking({ order }: { order: OrderDetail }) {
  const { text } = useOrdersText();
  return (
    <>
      <p className="mb-4 text-lg">
        <span className="font-semibold">{text('detail.orderNo')}</span> {order.orderNo}
        <span className="mx-3 text-slate-400" aria-hidden="true">|</span>
        <Link to={`${pathOf('orderDetail', { id: order.id })}?tab=express`} className={link}>{text('info.toOrder')}</Link>
      </p>
      <TrackingSections order={order} />
    </>
  );
}
