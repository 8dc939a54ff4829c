import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiResult } from '../../api/client';
import { DeleteWithQuestion } from '../../ui/delete-with-question';
import type { SavedAddress } from './api';
import { linkButton } from './parts';

/** Delete behind a question that names the address: orders that used it keep their own copy, so say so. */
export function DeleteAddress({ address, remove, onDeleted }: {
  address: SavedAddress;
  remove: UseMutationResult<ApiResult<unknown>, Error, string>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DeleteWithQuestion
      id={address.id}
      remove={remove}
      onDeleted={onDeleted}
      trigger={(
        <button type="button" className={linkButton}>
          {t('addresses.delete')}
          <span className="sr-only">{` ${t('addresses.whose', { contact: address.contact, detail: address.detail })}`}</span>
        </button>
      )}
      title={t('addresses.deleteTitle')}
      description={t('addresses.deleteText', { contact: address.contact, address: `${address.regionText} ${address.detail}` })}
      confirmLabel={t('addresses.deleteConfirm')}
      keepLabel={t('addresses.keep')}
    />
  );
}
