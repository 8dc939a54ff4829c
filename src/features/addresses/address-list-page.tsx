import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ADDRESS_LIMIT } from '../../domain/constants';
import { pathOf } from '../../lib/route-paths';
import { FormPage } from '../../ui/form/form-page';
import { QueryView } from '../../ui/query-states';
import { useAddresses, useAddressWrites, type SavedAddress } from './api';
import { DeleteAddress } from './delete-address';
import { buttonLink, linkButton } from './parts';

/** What the edit screen tells the list after a save (shown once, as a status). */
export interface AddressNotice { saved?: string }

// Saved addresses (spec §2): default first, each with edit, make default and delete (behind a question). The same
// store feeds the courier and return steps of an application.
export function AddressListPage() {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const writes = useAddressWrites();
  const notice = (useLocation().state as AddressNotice | null)?.saved;
  const [status, setStatus] = useState(notice ? t('addresses.saved', { contact: notice }) : '');
  const full = (addresses.data?.length ?? 0) >= ADDRESS_LIMIT;

  const makeDefault = async (address: SavedAddress) => {
    const result = await writes.makeDefault.mutateAsync(address.id);
    if (result.ok) setStatus(t('addresses.madeDefault', { contact: address.contact }));
  };

  return (
    <FormPage wide>
      <p className="mb-4 text-slate-700">{t('addresses.intro', { limit: ADDRESS_LIMIT })}</p>
      <div role="status">
        {status ? <p className="mb-6 border-l-4 border-emerald-700 bg-emerald-50 p-4 text-emerald-950">{status}</p> : null}
      </div>
      {full
        ? <p className="mb-6 border-l-4 border-amber-600 bg-amber-50 p-3 text-slate-900">{t('addresses.full', { limit: ADDRESS_LIMIT })}</p>
        : <Link to={pathOf('addressDetail', { id: 'new' })} className={`mb-6 inline-block ${buttonLink}`}>{t('addresses.add')}</Link>}
      <QueryView query={addresses} isEmpty={(list) => list.length === 0} empty={<p className="py-6 text-slate-700">{t('addresses.empty')}</p>}>
        {(list) => (
          <ul className="divide-y divide-slate-200 border-y border-slate-200">
            {list.map((address) => (
              <li key={address.id} className="py-4">
                <p className="font-semibold text-slate-900">
                  {`${address.contact} ${address.phone}`}
                  {address.isDefault ? <span className="ml-2 rounded bg-blue-900 px-2 py-0.5 text-sm font-medium text-white">{t('addresses.default')}</span> : null}
                </p>
                <p className="mt-1 break-words text-slate-800">{`${address.regionText} ${address.detail}`}</p>
                <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                  <Link to={pathOf('addressDetail', { id: address.id })} className={linkButton}>
                    {t('addresses.edit')}
                    <span className="sr-only">{` ${t('addresses.whose', { contact: address.contact, detail: address.detail })}`}</span>
                  </Link>
                  {address.isDefault ? null : (
                    <button type="button" className={linkButton} disabled={writes.makeDefault.isPending} onClick={() => void makeDefault(address)}>
                      {t('addresses.makeDefault')}
                      <span className="sr-only">{` ${t('addresses.whose', { contact: address.contact, detail: address.detail })}`}</span>
                    </button>
                  )}
                  <DeleteAddress address={address} remove={writes.remove} onDeleted={() => setStatus(t('addresses.deleted', { contact: address.contact }))} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <p className="mt-8"><Link to={pathOf('center')} className={linkButton}>{t('addresses.toCenter')}</Link></p>
    </FormPage>
  );
}
