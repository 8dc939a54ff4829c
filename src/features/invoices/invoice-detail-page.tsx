import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../lib/api';
import { pathOf } from '../../lib/route-paths';
import { FormPage, SubmitButton } from '../../ui/form/form-page';
import { FieldFrame, inputClass } from '../../ui/form/text-field';
import { formatDateTime } from '../../ui/format-date';
import { notifier } from '../../lib/notifier';
import { LoadFailed, Loading } from '../../ui/query-states';
import { useRecord, useRecordWrites, type InvoiceRecord } from './api';
import { buttonLink, linkButton, quietButton, yuan } from './parts';
import { statusTone } from './record-list';

// One invoice record (spec §2, §4): what it is for, its state while the provider works (asked again every few
// seconds), then the PDF and sending it by e-mail; a failed one says why and can be sent again. Another user's record
// and a missing one read alike (the server answers 404 for both).
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const record = useRecord(id);
  return (
    <FormPage wide>
      <p className="mb-4"><Link to={pathOf('invoiceList', { tab: 'records' })} className={linkButton}>{t('invoices.detail.back')}</Link></p>
      {record.isPending ? <Loading /> : record.isError && isNotFound(record.error) ? <p className="text-slate-800">{t('invoices.detail.notFound')}</p>
        : record.data ? <Detail record={record.data} /> : <LoadFailed onRetry={() => void record.refetch()} retrying={record.isFetching} />}
    </FormPage>
  );
}

function Detail({ record }: { record: InvoiceRecord }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('invoices.detail.orderNo'), record.orderNo],
    [t('invoices.field.type'), t(`invoices.type.${record.title.type}`)],
    [t('invoices.detail.title'), record.title.title],
    ...(record.title.taxNo ? [[t('invoices.field.taxNo'), record.title.taxNo] as [string, string]] : []),
    [t('invoices.detail.requestedAt'), formatDateTime(record.createdAt)],
    ...(record.invoiceNo ? [[t('invoices.detail.invoiceNo'), record.invoiceNo] as [string, string]] : []),
    ...(record.issuedAt ? [[t('invoices.detail.issuedAt'), formatDateTime(record.issuedAt)] as [string, string]] : []),
  ];
  return (
    <>
      <div role="status" aria-live="polite" className="mb-6">
        <p className="text-lg">
          <span className="font-semibold">{t('invoices.detail.state')}</span>{' '}
          <span className={`rounded px-2 py-0.5 font-semibold ${statusTone[record.status]}`}>{t(`invoices.status.${record.status}`)}</span>
        </p>
        <p className="mt-2 text-slate-800">{t(`invoices.detail.explain.${record.status}`)}</p>
      </div>
      {record.status === 'failed' ? <Failed record={record} /> : null}
      <dl className="mb-6 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <table className="mb-6 w-full border-collapse text-left">
        <caption className="mb-2 text-left text-xl font-bold text-blue-950">{t('invoices.detail.items')}</caption>
        <thead><tr className="border-b-2 border-slate-400"><th scope="col" className="py-2 pr-4">{t('invoices.detail.item')}</th><th scope="col" className="py-2 text-right">{t('invoices.detail.amount')}</th></tr></thead>
        <tbody>
          {record.items.map((item, index) => (
            <tr key={index} className="border-b border-slate-200"><td className="break-words py-2 pr-4">{item.name}</td><td className="py-2 text-right">{yuan(item.amount)}</td></tr>
          ))}
        </tbody>
        <tfoot><tr><th scope="row" className="py-2 pr-4 text-left">{t('invoices.detail.total')}</th><td className="py-2 text-right text-lg font-bold">{yuan(record.amount)}</td></tr></tfoot>
      </table>
      {record.status === 'issued' && record.file ? (
        <>
          <p className="mb-6"><a href={record.file.url} download={record.file.fileName} className={`inline-block ${buttonLink}`}>{t('invoices.detail.download')}</a></p>
          {record.mailToken ? <MailForm record={record} mailToken={record.mailToken} /> : null}
        </>
      ) : null}
    </>
  );
}

function Failed({ record }: { record: InvoiceRecord }) {
  const { t } = useTranslation();
  const { retry } = useRecordWrites();
  return (
    <div className="mb-6 border-l-4 border-red-700 bg-red-50 p-4 text-red-950">
      <p className="mb-3">{record.failure}</p>
      <button type="button" className={quietButton} disabled={retry.isPending} onClick={() => void retry.mutateAsync(record.id)}>
        {retry.isPending ? t('common.pleaseWait') : t('invoices.detail.retry')}
      </button>
    </div>
  );
}

function MailForm({ record, mailToken }: { record: InvoiceRecord; mailToken: string }) {
  const { t } = useTranslation();
  const { mail } = useRecordWrites();
  const [email, setEmail] = useState(record.email ?? record.title.email);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    const result = await mail.mutateAsync({ recordId: record.id, mailToken, email: email.trim() });
    if (result.ok) {
      setError('');
      setSent(t('invoices.detail.mailSent', { email: email.trim() }));
    } else if (result.kind === 'business') {
      // The message stands beside the address, where it belongs; the same words in a toast would be read twice.
      notifier.closeAll();
      setError(result.fields?.email ?? result.msg);
    }
  };
  const id = 'invoice-mail-email';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="invoice-mail-heading" className="border-t border-slate-200 pt-6">
      <h2 id="invoice-mail-heading" className="mb-4 text-2xl font-bold text-blue-950">{t('invoices.detail.mailHeading')}</h2>
      <FieldFrame id={id} label={t('invoices.detail.mailTo')} error={error || undefined}>
        <input id={id} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={`${inputClass} ${error ? 'border-red-700' : ''}`} />
      </FieldFrame>
      <SubmitButton busy={mail.isPending}>{t('invoices.detail.mailSend')}</SubmitButton>
      <div role="status" className="mt-4">{sent ? <p className="border-l-4 border-emerald-700 bg-emerald-50 p-4 text-emerald-950">{sent}</p> : null}</div>
    </form>
  );
}
