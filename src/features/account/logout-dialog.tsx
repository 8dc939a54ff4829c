import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../app/route-paths';
import { signOut } from '../../app/session-actor';
import { notifier } from '../../ui/notifier';

/** Logout behind a confirmation (spec §2): the dialog says what happens and lets the person change their mind. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    await signOut(() => navigate(pathOf('index'), { replace: true }));
    notifier.show('success', t('account.logout.done'));
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="rounded border-2 border-slate-700 px-4 py-2 font-medium text-slate-900 hover:bg-slate-100">
          {t('account.logout.button')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-blue-950">{t('account.logout.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700">{t('account.logout.text')}</Dialog.Description>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={() => void confirm()}
              className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-70"
            >
              {busy ? t('common.pleaseWait') : t('account.logout.confirm')}
            </button>
            <Dialog.Close asChild>
              <button type="button" className="rounded border-2 border-slate-700 px-4 py-2 font-medium hover:bg-slate-100">
                {t('account.logout.cancel')}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
