import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../../ui/format-date';
import { Pager, pageFrom } from '../../../ui/pager';
import { QueryView } from '../../../ui/query-states';
import { refusalText } from '../../staff/api/staff-api';
import { useRetryWebhook, useWebhookFailures, WEBHOOK_PAGE_SIZE, type WebhookDelivery } from '../api/integrations';
import { cellClass, Done, headCellClass, Refused, secondaryButtonClass, TableFrame, tableClass } from '../parts/admin-page';
import { useAdminText } from '../strings';

/** Deliveries a receiver keeps refusing, or gave up on; a retry starts a fresh round of attempts at once. */
export function WebhookFailures() {
  const { text } = useAdminText();
  const [search] = useSearchParams();
  const page = pageFrom(search.get('failures'));
  const failures = useWebhookFailures(page);
  const retry = useRetryWebhook();
  const [done, setDone] = useState('');
  const [refused, setRefused] = useState('');

  const retryOne = async (delivery: WebhookDelivery) => {
    setDone('');
    setRefused('');
    try {
      await retry.mutateAsync(delivery.id);
      setDone(text('webhooks.retried', { event: text(`webhooks.event.${delivery.event}`), name: delivery.integrationName }));
    } catch (error) {
      setRefused(refusalText(error));
    }
  };

  return (
    <>
      <Done message={done} />
      <Refused message={refused} />
      <QueryView query={failures} isEmpty={(data) => data.records.length === 0} empty={<p className="py-4 text-slate-700">{text('webhooks.none')}</p>}>
        {(data) => (
          <>
            <TableFrame label={text('webhooks.title')}>
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col" className={headCellClass}>{text('webhooks.event.title')}</th>
                    <th scope="col" className={headCellClass}>{text('webhooks.integration')}</th>
                    <th scope="col" className={headCellClass}>{text('webhooks.order')}</th>
                    <th scope="col" className={headCellClass}>{text('webhooks.attempts')}</th>
                    <th scope="col" className={headCellClass}>{text('webhooks.lastAnswer')}</th>
                    <th scope="col" className={headCellClass}><span className="sr-only">{text('actions')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {data.records.map((delivery) => (
                    <tr key={delivery.id}>
                      <th scope="row" className={`${cellClass} font-semibold`}>
                        {text(`webhooks.event.${delivery.event}`)}
                        <span className="block text-sm font-normal text-slate-600">{formatDateTime(delivery.createdAt)}</span>
                      </th>
                      <td className={cellClass}>{delivery.integrationName}</td>
                      <td className={cellClass}>{delivery.orderNo ?? '—'}</td>
                      <td className={cellClass}>
                        {delivery.attempts}
                        <span className="block text-sm text-slate-600">
                          {delivery.status === 'failed' ? text('webhooks.gaveUp') : text('webhooks.nextAttempt', { at: formatDateTime(delivery.nextAttemptAt) })}
                        </span>
                      </td>
                      <td className={`${cellClass} break-words`}>
                        {delivery.lastStatus !== null ? text('webhooks.httpStatus', { status: delivery.lastStatus }) : text('webhooks.noAnswer')}
                        {delivery.lastError ? <span className="block text-sm text-slate-600">{delivery.lastError}</span> : null}
                      </td>
                      <td className={cellClass}>
                        <button type="button" className={secondaryButtonClass} disabled={retry.isPending} onClick={() => void retryOne(delivery)}>
                          {text('webhooks.retry')}
                          <span className="sr-only">{` ${text(`webhooks.event.${delivery.event}`)} ${delivery.orderNo ?? ''} ${delivery.integrationName}`}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <Pager page={data.page} size={WEBHOOK_PAGE_SIZE} total={data.total} hrefOf={(to) => `?failures=${to}`} />
          </>
        )}
      </QueryView>
    </>
  );
}
