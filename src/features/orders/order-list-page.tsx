import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths';
import { FormPage } from '../../ui/form/form-page';
import { formatDateTime } from '../../ui/format-date';
import { formatMoney } from '../../ui/format-money';
import { LinkTabs } from '../../ui/link-tabs';
import { Pager } from '../../ui/pager';
import { QueryView } from '../../ui/query-states';
import { ORDER_PAGE_SIZE, useOrders, type OrderSummary } from './api/orders';
import { DateFilterForm } from './date-filter-form';
import { SupplementsInList } from './payment-details';
import { RefundsInList } from './refund-list';
import { checkDateFilter, filterFromSearch, ORDER_TABS, searchOfFilter, type OrderListFilter } from './order-rules';
import { useOrdersText } from './strings';

// The order list (spec §2): tabs all / in progress / finished and a creation-date filter, all in the address so
// reload, back and a shared link keep them; newest first, a page at a time; each order links to its detail. It opens
// on its route's title in the shared form page, which the route shows alone first (decision 118).
export function OrderListPage() {
  const { text } = useOrdersText();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const filter = filterFromSearch(search);
  const datesOk = Object.keys(checkDateFilter(filter)).length === 0;
  const orders = useOrders(filter, datesOk);
  const hrefOf = (next: Partial<OrderListFilter>) => pathOf('orderList', searchOfFilter({ ...filter, page: 1, ...next }));
  const filtered = Boolean(filter.startDate || filter.endDate);

  return (
    <FormPage wide>
      <LinkTabs
        label={text('tabs.label')}
        tabs={ORDER_TABS.map((tab) => ({ key: tab, href: hrefOf({ tab }), label: text(`tabs.${tab}`) }))}
        current={filter.tab}
      />
      <DateFilterForm startDate={filter.startDate} endDate={filter.endDate} onApply={(dates) => navigate(hrefOf(dates))} />
      {datesOk ? (
        <QueryView
          query={orders}
          isEmpty={(data) => data.records.length === 0}
          empty={(
            <div className="rounded-lg border border-slate-200 bg-white p-6">
              <p className="mb-4 text-slate-800">{text(filtered || filter.tab !== 'all' ? 'list.emptyFiltered' : 'list.empty')}</p>
              <Link to={pathOf('choiceVisaType')} className="inline-block rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950">{text('list.start')}</Link>
            </div>
          )}
        >
          {(data) => (
            <>
              <p className="mb-3 text-slate-700" aria-live="polite">{text('list.total', { count: data.total })}</p>
              <ul className="space-y-4">
                {data.records.map((order) => <OrderItem key={order.id} order={order} />)}
              </ul>
              <Pager page={data.page} size={ORDER_PAGE_SIZE} total={data.total} hrefOf={(page) => hrefOf({ tab: filter.tab, page })} />
            </>
          )}
        </QueryView>
      ) : null}
    </FormPage>
  );
}

function OrderItem({ order }: { order: OrderSummary }) {
  const { text, language } = useOrdersText();
  const titleId = `order-${order.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id={titleId} className="text-lg font-bold">
          <Link to={pathOf('orderDetail', { id: order.id })} className="text-blue-900 underline underline-offset-2 hover:text-blue-950">
            {text('list.orderNo', { value: order.orderNo })}
          </Link>
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-slate-800">
          <dt className="text-slate-600">{text('list.state')}</dt>
          <dd className="font-semibold text-slate-950">{text(`state.${order.state}`)}</dd>
          <dt className="text-slate-600">{text('list.createdAt')}</dt>
          <dd><time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time></dd>
          <dt className="text-slate-600">{text('list.applicants')}</dt>
          <dd>{order.applicantNames.join('、')}</dd>
          <dt className="text-slate-600">{text('list.jurisdiction')}</dt>
          <dd>{order.jurisdiction}</dd>
          <dt className="text-slate-600">{text('list.amount')}</dt>
          <dd>{formatMoney(order.amount, order.currency, language)}</dd>
          <SupplementsInList order={order} />
          <RefundsInList order={order} />
          {order.paidTotal > 0 ? (
            <>
              <dt className="text-slate-600">{text('list.paidTotal')}</dt>
              <dd className="font-semibold text-slate-950">{formatMoney(order.paidTotal, order.currency, language)}</dd>
            </>
          ) : null}
        </dl>
      </article>
    </li>
  );
}
