import { useState, type ReactElement, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ApiResult } from '../api/client';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Deleting one thing of a list behind a question that names it: `remove` runs only on the confirm, the dialog
 * closes whatever the answer, and `onDeleted` follows only a deletion the server made (a refusal is on screen).
 */
export function DeleteWithQuestion({ id, remove, onDeleted, trigger, title, description, confirmLabel, keepLabel }: {
  id: string;
  remove: UseMutationResult<ApiResult<unknown>, Error, string>;
  onDeleted: () => void;
  trigger: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  title: string;
  description: string;
  confirmLabel: string;
  keepLabel: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    const result = await remove.mutateAsync(id);
    setOpen(false);
    if (result.ok) onDeleted();
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      keepLabel={keepLabel}
      onConfirm={() => void confirm()}
      busy={remove.isPending}
      busyLabel={t('common.pleaseWait')}
    />
  );
}
