import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths';
import { formatDateTime } from '../../ui/format-date';
import { formatMoney } from '../../ui/format-money';
import { Pager } from '../../ui/pager';
import { QueryView } from '../../ui/query-states';
import { AGENCY_PAGE_SIZE, useAgencyOrders, type OrderSummary } from './api/agency';
import { checkFilter, filterFromSearch, searchOfFilter, type AgencyOrderFilter } from './agency-rules';
import { OrderFilterForm } from './order-filter-form';
import { useAgencyText } from './strings';

// The orders of every account of the agency, newest first, filtered by client name and order date; the filter
// lives in the address so reload, back and a shared link keep it.
export function AgencyOrders() {
  const { text } = useAgencyText();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const filter = filterFromSearch(search);
  const filterOk = Object.keys(checkFilter(filter)).length === 0;
  const orders = useAgencyOrders(filter, filterOk);
  const hrefOf = (next: Partial<AgencyOrderFilter>) => pathOf('TravelAgencyIdentity', searchOfFilter({ ...filter, page: 1, ...next }));
  const filtered = Boolean(filter.clientName || filter.startDate || filter.endDate);

  return (
    <section aria-labelledby="agency-orders" className="mt-6">
      <h2 id="agency-orders" className="mb-3 text-xl font-bold text-blue-950">{text('orders.title')}</h2>
      <OrderFilterForm values={filter} onApply={(values) => navigate(hrefOf(values))} />
      {filterOk ? (
        <QueryView
          query={orders}
          isEmpty={(data) => data.records.length === 0}
          empty={<p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-800">{text(filtered ? 'orders.emptyFiltered' : 'orders.empty')}</p>}
        >
          {(data) => (
            <>
              <p className="mb-3 text-slate-700" aria-live="polite">{text('orders.total', { count: data.total })}</p>
              <ul className="space-y-4" aria-label={text('orders.title')}>
                {data.records.map((order) => <AgencyOrderItem key={order.id} order={order} />)}
              </ul>
              <Pager page={data.page} size={AGENCY_PAGE_SIZE} total={data.total} hrefOf={(page) => hrefOf({ page })} />
            </>
          )}
        </QueryView>
      ) : null}
    </section>
  );
}

function AgencyOrderItem({ order }: { order: OrderSummary }) {
  const { text, language } = useAgencyText();
  const titleId = `agency-order-${order.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id={titleId} className="text-lg font-bold">
          <Link to={pathOf('orderDetail', { id: order.id })} className="text-blue-900 underline underline-offset-2 hover:text-blue-950">
            {text('orders.orderNo', { value: order.orderNo })}
          </Link>
        </h3>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-slate-800">
          <dt className="text-slate-600">{text('orders.clients')}</dt>
          <dd className="font-semibold text-slate-950">{order.applicantNames.join('、')}</dd>
          <dt className="text-slate-600">{text('orders.placedBy')}</dt>
          <dd>{order.subAccount ?? text('none')}</dd>
          <dt className="text-slate-600">{text('orders.state')}</dt>
          <dd>{text(`state.${order.state}`)}</dd>
          <dt className="text-slate-600">{text('orders.createdAt')}</dt>
          <dd><time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time></dd>
          <dt className="text-slate-600">{text('orders.amount')}</dt>
          <dd>{formatMoney(order.amount, order.currency, language)}</dd>
        </dl>
      </article>
    </li>
  );
}
