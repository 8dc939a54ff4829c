import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../lib/route-paths';
import { formatDateTime } from '../../ui/format-date';
import { QueryView } from '../../ui/query-states';
import { useRecords, type InvoiceRecord } from './api';
import { linkButton, yuan } from './parts';

export const statusTone: Record<InvoiceRecord['status'], string> = {
  invoicing: 'bg-amber-100 text-amber-950',
  issued: 'bg-emerald-100 text-emerald-950',
  failed: 'bg-red-100 text-red-900',
};

// The records tab: newest first, each with its order, amount and state (spec §4: invoicing, issued; and failed).
export function RecordList() {
  const { t } = useTranslation();
  const records = useRecords();
  return (
    <QueryView query={records} isEmpty={(page) => page.records.length === 0} empty={<p className="py-6 text-slate-700">{t('invoices.record.empty')}</p>}>
      {(page) => (
        <ul className="divide-y divide-slate-200 border-y border-slate-200">
          {page.records.map((record) => (
            <li key={record.id} className="py-4">
              <p className="font-semibold text-slate-900">
                {t('invoices.record.order', { orderNo: record.orderNo })}
                <span className={`ml-2 rounded px-2 py-0.5 text-sm font-medium ${statusTone[record.status]}`}>{t(`invoices.status.${record.status}`)}</span>
              </p>
              <p className="mt-1 break-words text-slate-800">{`${record.title.title} · ${yuan(record.amount)} · ${formatDateTime(record.createdAt)}`}</p>
              <p className="mt-2">
                <Link to={pathOf('invoiceDetail', { id: record.id })} className={linkButton}>
                  {t('invoices.record.open')}<span className="sr-only">{` ${t('invoices.record.order', { orderNo: record.orderNo })}`}</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
