import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../lib/api';
import { pathOf } from '../../lib/route-paths';
import { FormPage, SubmitButton } from '../../ui/form/form-page';
import { notifier } from '../../lib/notifier';
import { LoadFailed, Loading, QueryView } from '../../ui/query-states';
import { usePreview, useRecordWrites, useTitles, type InvoicePreview, type InvoiceTitle } from './api';
import { linkButton, quietButton, yuan } from './parts';
import { TitleForm } from './title-form';

// Request an invoice for a paid order (spec §2): the amount (everything paid, supplements included) and its items,
// the title chosen from the saved ones (default first) or made here, then submit once. An order that cannot have one
// now says why; one that has one already links to it.
export function ApplyInvoicePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const preview = usePreview(orderId);
  // Without an order to go back to, the way back is the order list.
  const noOrder = !orderId || (preview.isError && isNotFound(preview.error));
  return (
    <FormPage>
      <p className="mb-4">
        <Link to={noOrder ? pathOf('orderList') : pathOf('orderDetail', { id: orderId })} className={linkButton}>
          {t(noOrder ? 'invoices.apply.backToOrders' : 'invoices.apply.back')}
        </Link>
      </p>
      {noOrder ? <p className="text-slate-800">{t('invoices.apply.noOrder')}</p>
        : preview.isPending ? <Loading />
          : preview.data ? <Apply preview={preview.data} /> : <LoadFailed onRetry={() => void preview.refetch()} retrying={preview.isFetching} />}
    </FormPage>
  );
}

function Amount({ preview }: { preview: InvoicePreview }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="invoice-amount" className="mb-6 border-l-4 border-blue-800 bg-blue-50 p-4 text-blue-950">
      <h2 id="invoice-amount" className="text-lg font-semibold">{t('invoices.apply.amountFor', { orderNo: preview.orderNo })}</h2>
      <p className="text-2xl font-bold">{yuan(preview.amount)}</p>
      <ul className="mt-2 list-disc pl-6">
        {preview.items.map((item, index) => <li key={index} className="break-words">{`${item.name}：${yuan(item.amount)}`}</li>)}
      </ul>
    </section>
  );
}

function Apply({ preview }: { preview: InvoicePreview }) {
  const { t } = useTranslation();
  if (preview.blocked === 'alreadyRequested' && preview.recordId) {
    return (
      <>
        <p className="mb-4 text-slate-800">{t('invoices.apply.blocked.alreadyRequested')}</p>
        <Link to={pathOf('invoiceDetail', { id: preview.recordId })} className={linkButton}>{t('invoices.apply.openRecord')}</Link>
      </>
    );
  }
  if (preview.blocked) return <p className="border-l-4 border-amber-600 bg-amber-50 p-4 text-slate-900">{t(`invoices.apply.blocked.${preview.blocked}`)}</p>;
  return (
    <>
      <Amount preview={preview} />
      <ChooseTitle preview={preview} />
    </>
  );
}

function ChooseTitle({ preview }: { preview: InvoicePreview }) {
  const titles = useTitles();
  const [creating, setCreating] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  if (creating || titles.data?.length === 0) {
    return (
      <TitleForm
        existing={null}
        onSaved={(saved) => {
          setChosen(saved.id);
          setCreating(false);
        }}
        onCancel={titles.data?.length ? () => setCreating(false) : undefined}
      />
    );
  }
  return (
    <QueryView query={titles}>
      {(list) => <ApplyForm preview={preview} titles={list} chosen={chosen ?? list[0]?.id ?? ''} onChoose={setChosen} onCreate={() => setCreating(true)} />}
    </QueryView>
  );
}

function ApplyForm({ preview, titles, chosen, onChoose, onCreate }: {
  preview: InvoicePreview; titles: InvoiceTitle[]; chosen: string; onChoose: (id: string) => void; onCreate: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { apply } = useRecordWrites();
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await apply.mutateAsync({ orderId: preview.orderId, titleId: chosen });
    if (result.ok) {
      navigate(pathOf('invoiceDetail', { id: result.data.id }), { replace: true });
      return;
    }
    if (result.kind === 'business') {
      notifier.closeAll();
      setError(result.fields?.titleId ?? result.msg);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={`mb-5 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`} aria-describedby={error ? 'apply-invoice-error' : undefined}>
        <legend className="mb-2 text-xl font-bold text-blue-950">{t('invoices.apply.chooseTitle')}</legend>
        {error ? <p id="apply-invoice-error" role="alert" className="mb-2 font-semibold text-red-800">{error}</p> : null}
        <div className="flex flex-col gap-3">
          {titles.map((title) => (
            <div key={title.id} className="flex items-start gap-3">
              <input id={`apply-title-${title.id}`} type="radio" name="titleId" value={title.id} checked={chosen === title.id} onChange={() => onChoose(title.id)} className="mt-1 h-6 w-6 shrink-0 accent-blue-900" />
              <label htmlFor={`apply-title-${title.id}`} className="break-words text-slate-900">
                <span className="font-semibold">{title.title}</span>
                {` (${t(`invoices.type.${title.type}`)}${title.taxNo ? ` · ${title.taxNo}` : ''})`}
                <span className="block text-sm text-slate-700">{title.email}</span>
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <p className="mb-6"><button type="button" className={quietButton} onClick={onCreate}>{t('invoices.apply.newTitle')}</button></p>
      <SubmitButton busy={apply.isPending}>{t('invoices.apply.submit')}</SubmitButton>
    </form>
  );
}
