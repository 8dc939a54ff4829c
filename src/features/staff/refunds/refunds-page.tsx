import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { REFUND_PAGE_SIZE, refundsQueryKey, retryRefund, useRefunds, type Refund } from '../api/refunds';
import { refusalText } from '../api/staff-api';
import { useNamePageTitle } from '../../../ui/page-title';
import { chinaDateTime, money } from '../parts/china-date';
import { secondaryButton } from '../parts/field';
import { LoadFailed } from '../parts/load-failed';
import { Notice, RefusalAlert } from '../parts/refusal-alert';
import { ScrollFrame } from '../parts/scroll-frame';
import { useStaffText } from '../strings';
import { RefundFailureNote } from './refund-failure-note';
import { REFUND_STATUSES, refundSearchFrom } from './refund-rules';
import { reasonIn } from './refund-words';

const cell = 'px-3 py-2';
const filterLink = (current: boolean) =>
  `rounded px-3 py-1 font-medium ${current ? 'bg-blue-900 text-white' : 'border border-slate-400 bg-white text-blue-900 hover:bg-blue-50'}`;

// The finance queue: the center's refunds, failed ones first (the server's order), one state or all, a page at a
// time with its own address; a failed refund may be tried again from its row.
export function RefundsPage() {
  const { text, language } = useStaffText();
  const [params] = useSearchParams();
  const search = refundSearchFrom(params);
  const refunds = useRefunds(search);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useNamePageTitle(text('refunds.queue.title'));

  const retry = async (refund: Refund) => {
    setBusy(refund.outRefundNo);
    setDone(null);
    setRefusal(null);
    try {
      const after = await retryRefund(refund.outRefundNo);
      // Refused again by the gateway: a problem to read, not a green "done".
      if (after.status === 'refundFailed') setRefusal(text('refunds.queue.retriedFailed', { refundNo: after.outRefundNo }));
      else setDone(text('refunds.queue.retried', { refundNo: after.outRefundNo }));
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: refundsQueryKey });
    }
  };

  const hrefOf = (next: { status?: string; page?: number }) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    const q = query.toString();
    return q ? `/staff/refunds?${q}` : '/staff/refunds';
  };
  const pages = refunds.data ? Math.max(1, Math.ceil(refunds.data.total / REFUND_PAGE_SIZE)) : 1;
  const title = text('refunds.queue.title');

  return (
    <>
      <p><Link to="/staff" className="text-blue-900 underline underline-offset-2">{text('list.back')}</Link></p>
      <h1 className="mt-2 text-2xl font-bold text-blue-950">{title}</h1>
      <p className="mt-2 text-slate-800">{text('refunds.queue.text')}</p>
      <nav aria-label={text('refunds.queue.filter')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {[undefined, ...REFUND_STATUSES].map((status) => (
            <li key={status ?? 'all'}>
              <Link to={hrefOf({ status })} aria-current={search.status === status ? 'page' : undefined} className={filterLink(search.status === status)}>
                {status ? text(`refunds.status.${status}`) : text('refunds.queue.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Notice message={done} />
      <RefusalAlert message={refusal} />
      <p role="status" className="mt-4 font-medium text-slate-800">
        {refunds.isFetching && !refunds.data ? text('loading') : refunds.data && !refunds.isPlaceholderData ? text('refunds.queue.found', { count: refunds.data.total }) : ''}
      </p>
      {refunds.isError ? <LoadFailed message={refusalText(refunds.error)} onRetry={() => void refunds.refetch()} /> : null}
      {refunds.data && refunds.data.records.length === 0 ? <p className="py-4 text-slate-700">{text('refunds.queue.empty')}</p> : null}
      {refunds.data && refunds.data.records.length > 0 ? (
        <div className="mt-2">
          <ScrollFrame label={title} busy={refunds.isPlaceholderData}>
            <table className="w-full min-w-[60rem] text-left">
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className={cell}>{text('refunds.queue.refund')}</th>
                  <th scope="col" className={cell}>{text('list.order')}</th>
                  <th scope="col" className={cell}>{text('payments.amount')}</th>
                  <th scope="col" className={cell}>{text('payments.status')}</th>
                  <th scope="col" className={cell}>{text('refunds.queue.why')}</th>
                  <th scope="col" className={cell}>{text('refunds.queue.requested')}</th>
                  <th scope="col" className={cell}>{text('refunds.queue.action')}</th>
                </tr>
              </thead>
              <tbody>
                {refunds.data.records.map((refund) => (
                  <tr key={refund.outRefundNo} className="border-t border-slate-200 align-top">
                    <th scope="row" className={`${cell} font-normal`}>
                      <span className="block tabular-nums">{refund.outRefundNo}</span>
                      <span className="block text-sm text-slate-700">{text(`payments.methods.${refund.method}`)} · {refund.outTradeNo}</span>
                    </th>
                    <td className={cell}>
                      <Link to={`/staff/orders/${encodeURIComponent(refund.orderId)}`} className="font-semibold text-blue-900 underline underline-offset-2">{refund.orderNo}</Link>
                    </td>
                    <td className={`${cell} tabular-nums`}>{money(refund.amount, 'CNY', language)}</td>
                    <td className={cell}>
                      <span className={refund.status === 'refundFailed' ? 'font-semibold text-red-800' : undefined}>{text(`refunds.status.${refund.status}`)}</span>
                      {refund.status === 'refundFailed' && refund.lastError ? <RefundFailureNote lastError={refund.lastError} className="text-sm text-slate-800" /> : null}
                      <span className="block text-sm text-slate-700">{text('refunds.queue.attempts', { count: refund.attempts })}</span>
                    </td>
                    <td className={cell}>
                      <span className="block">{text(`refunds.cause.${refund.cause}`)}</span>
                      <span className="block text-sm text-slate-800">{reasonIn(refund.reason, language)}</span>
                    </td>
                    <td className={`${cell} text-sm`}>
                      <span className="block tabular-nums">{chinaDateTime(refund.requestedAt, language)}</span>
                      <span className="block">{refund.requestedBy ?? text('refunds.byPortal')}</span>
                      {refund.refundedAt ? <span className="block">{text('refunds.refundedAt', { at: chinaDateTime(refund.refundedAt, language) })}</span> : null}
                    </td>
                    <td className={cell}>
                      {refund.status === 'refundFailed' ? (
                        <button type="button" disabled={busy !== null} className={`whitespace-nowrap ${secondaryButton}`} onClick={() => void retry(refund)}
                          aria-label={text('refunds.queue.retryNamed', { refundNo: refund.outRefundNo })}>
                          {busy === refund.outRefundNo ? text('pleaseWait') : text('refunds.queue.retry')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={text('list.pages')} className="mt-4 flex items-center justify-center gap-3">
          {search.page > 1 ? <Link to={hrefOf({ status: search.status, page: search.page - 1 })} className="rounded border border-slate-400 bg-white px-3 py-1 text-blue-900 hover:bg-blue-50">{text('list.previous')}</Link> : null}
          <span aria-current="page">{text('list.position', { page: search.page, pages })}</span>
          {search.page < pages ? <Link to={hrefOf({ status: search.status, page: search.page + 1 })} className="rounded border border-slate-400 bg-white px-3 py-1 text-blue-900 hover:bg-blue-50">{text('list.next')}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
