import { Link, useSearchParams } from 'react-router-dom';
import { isQueue, ORDER_PAGE_SIZE, useOrders } from '../api/orders';
import { refusalText } from '../api/staff-api';
import { useNamePageTitle } from '../../../ui/page-title';
import { LoadFailed } from '../parts/load-failed';
import { SearchForm } from '../parts/search-form';
import { useStaffText } from '../strings';
import { OrderTable } from './order-table';

/** The 1-based page of a `?page=` value; anything else is page 1. */
const pageFrom = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

// One queue's orders or a search's, newest first, a page at a time; each page has its address.
export function OrderListPage() {
  const { text } = useStaffText();
  const [params] = useSearchParams();
  const queueParam = params.get('queue');
  const queue = isQueue(queueParam) ? queueParam : undefined;
  const q = queue ? undefined : params.get('q')?.trim() || undefined;
  const page = pageFrom(params.get('page'));
  const orders = useOrders({ queue, q, page });
  const title = queue ? text(`queue.${queue}`) : q ? text('list.searchTitle', { q }) : text('list.title');
  useNamePageTitle(title);

  const hrefOf = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    return `/staff/orders?${next}`;
  };
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / ORDER_PAGE_SIZE)) : 1;
  const summary = orders.data && !orders.isPlaceholderData ? text('list.found', { count: orders.data.total }) : '';

  return (
    <>
      <p><Link to="/staff" className="text-blue-900 underline underline-offset-2">{text('list.back')}</Link></p>
      <h1 className="mt-2 text-2xl font-bold text-blue-950">{title}</h1>
      <div className="mt-4 rounded border border-slate-300 bg-white p-4">
        <SearchForm key={q ?? ''} initial={q ?? ''} />
      </div>
      <p role="status" className="mt-4 font-medium text-slate-800">{orders.isFetching && !orders.data ? text('loading') : summary}</p>
      {orders.isError ? <LoadFailed message={refusalText(orders.error)} onRetry={() => void orders.refetch()} /> : null}
      {orders.data && orders.data.records.length === 0 ? <p className="py-4 text-slate-700">{q ? text('list.noMatch') : text('list.emptyQueue')}</p> : null}
      {orders.data && orders.data.records.length > 0 ? <div className="mt-2"><OrderTable orders={orders.data.records} busy={orders.isPlaceholderData} label={title} /></div> : null}
      {pages > 1 ? (
        <nav aria-label={text('list.pages')} className="mt-4 flex items-center justify-center gap-3">
          {page > 1 ? <Link to={hrefOf(page - 1)} className="rounded border border-slate-400 bg-white px-3 py-1 text-blue-900 hover:bg-blue-50">{text('list.previous')}</Link> : null}
          <span aria-current="page">{text('list.position', { page, pages })}</span>
          {page < pages ? <Link to={hrefOf(page + 1)} className="rounded border border-slate-400 bg-white px-3 py-1 text-blue-900 hover:bg-blue-50">{text('list.next')}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
