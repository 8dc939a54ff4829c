import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { INVOICE_TITLE_LIMIT } from '../../domain/invoice-limits';
import { DeleteWithQuestion } from '../../ui/delete-with-question';
import { Loading, QueryView } from '../../ui/query-states';
import { useTitles, useTitleWrites, type InvoiceTitle } from './api';
import { registerInvoiceMessages } from './invoice-messages';
import { buttonLink, linkButton } from './parts';

// The form, its libraries and the rules' messages (the form state's and the schemas', about 40 KB) come when a form
// opens: the list, which every visit shows, waited for them before its first frame.
const TitleForm = lazy(() => Promise.all([import('./title-form'), registerInvoiceMessages()]).then(([m]) => ({ default: m.TitleForm })));

// The titles tab: default first, each with edit, make default and delete (behind a question); the form opens in place.
// The open form is in the address (`?title=new` or the title's id): a reload or Back keeps it open with what was
// typed (kept per person by the form), and Back from the form returns to the list.
export function TitleList() {
  const { t } = useTranslation();
  const titles = useTitles();
  const writes = useTitleWrites();
  const [search, setSearch] = useSearchParams();
  const [status, setStatus] = useState('');
  const full = (titles.data?.length ?? 0) >= INVOICE_TITLE_LIMIT;
  const open = search.get('title');
  const openForm = (title: string) => setSearch((now) => withTitle(now, title));
  const closeForm = () => setSearch((now) => withTitle(now, null), { replace: true });
  const formOpen = open === 'new' || (open !== null && titles.data?.some((title) => title.id === open) === true);

  // The form takes the place of the button that opened it, and the list that of the form: the focus would fall to the
  // page's body each time, and the next Tab start from the top. It goes to the form's heading when the form opens from
  // the list, and back to the button that opened it when the list returns. A form or list the page opened with (a
  // reload, a link) leaves the focus alone.
  const listShown = useRef(false);
  const formShown = useRef<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (formOpen) {
      formShown.current = open;
      return;
    }
    if (formShown.current !== null) opener.current?.focus();
    formShown.current = null;
    // Not while the titles load under an address that names one: the form, not the list, is what the page opens with.
    if (open === null || titles.data) listShown.current = true;
  }, [formOpen, open, titles.data]);
  const openerRef = (id: string) => (formShown.current === id ? opener : undefined);

  if (formOpen && open) {
    const existing = titles.data?.find((title) => title.id === open) ?? null;
    return (
      <Suspense fallback={<Loading />}>
        <TitleForm
          key={open}
          existing={existing}
          focusOnShow={listShown.current}
          onSaved={(saved) => {
            closeForm();
            setStatus(t('invoices.title.saved', { title: saved.title }));
          }}
          onCancel={closeForm}
        />
      </Suspense>
    );
  }

  const makeDefault = async (title: InvoiceTitle) => {
    const result = await writes.makeDefault.mutateAsync(title.id);
    if (result.ok) setStatus(t('invoices.title.madeDefault', { title: title.title }));
  };

  return (
    <>
      <div role="status">{status ? <p className="mb-6 border-l-4 border-emerald-700 bg-emerald-50 p-4 text-emerald-950">{status}</p> : null}</div>
      {full
        ? <p className="mb-6 border-l-4 border-amber-600 bg-amber-50 p-3 text-slate-900">{t('invoices.title.full', { limit: INVOICE_TITLE_LIMIT })}</p>
        : <button ref={openerRef('new')} type="button" className={`mb-6 ${buttonLink}`} onClick={() => openForm('new')}>{t('invoices.title.add')}</button>}
      <QueryView query={titles} isEmpty={(list) => list.length === 0} empty={<p className="py-6 text-slate-700">{t('invoices.title.empty')}</p>}>
        {(list) => (
          <ul className="divide-y divide-slate-200 border-y border-slate-200">
            {list.map((title) => (
              <li key={title.id} className="py-4">
                <p className="break-words font-semibold text-slate-900">
                  {title.title}
                  <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-sm font-medium text-slate-900">{t(`invoices.type.${title.type}`)}</span>
                  {title.isDefault ? <span className="ml-2 rounded bg-blue-900 px-2 py-0.5 text-sm font-medium text-white">{t('invoices.title.default')}</span> : null}
                </p>
                {title.taxNo ? <p className="mt-1 text-slate-800">{t('invoices.field.taxNo')}：{title.taxNo}</p> : null}
                <p className="mt-1 break-words text-slate-800">{`${title.phone} · ${title.email}`}</p>
                <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                  <button ref={openerRef(title.id)} type="button" className={linkButton} onClick={() => openForm(title.id)}>
                    {t('invoices.title.edit')}<span className="sr-only">{` ${title.title}`}</span>
                  </button>
                  {title.isDefault ? null : (
                    <button type="button" className={linkButton} disabled={writes.makeDefault.isPending} onClick={() => void makeDefault(title)}>
                      {t('invoices.title.makeDefault')}<span className="sr-only">{` ${title.title}`}</span>
                    </button>
                  )}
                  <DeleteTitle title={title} onDeleted={() => setStatus(t('invoices.title.deleted', { title: title.title }))} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

function DeleteTitle({ title, onDeleted }: { title: InvoiceTitle; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { remove } = useTitleWrites();
  return (
    <DeleteWithQuestion
      id={title.id}
      remove={remove}
      onDeleted={onDeleted}
      trigger={<button type="button" className={linkButton}>{t('invoices.title.delete')}<span className="sr-only">{` ${title.title}`}</span></button>}
      title={t('invoices.title.deleteTitle')}
      description={t('invoices.title.deleteText', { title: title.title })}
      confirmLabel={t('invoices.title.deleteConfirm')}
      keepLabel={t('invoices.title.keep')}
    />
  );
}

function withTitle(search: URLSearchParams, title: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (title) next.set('title', title);
  else next.delete('title');
  return next;
}
