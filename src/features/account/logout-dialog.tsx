import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../lib/route-paths';
import { signOut } from '../../lib/session-actor';
import { forgetAllTyped } from '../../ui/form/kept-typing';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notifier } from '../../lib/notifier';

/** Logout behind a confirmation (spec §2): the dialog says what happens and lets the person change their mind. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    // Signing out is leaving the device: what was typed and not yet saved goes too (a session that merely
    // expired keeps it, so signing in again finds the form as it was).
    forgetAllTyped();
    await signOut(() => navigate(pathOf('index'), { replace: true }));
    notifier.show('success', t('account.logout.done'));
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={(
        <button type="button" className="rounded border-2 border-slate-700 px-4 py-2 font-medium text-slate-900 hover:bg-slate-100">
          {t('account.logout.button')}
        </button>
      )}
      title={t('account.logout.title')}
      description={t('account.logout.text')}
      confirmLabel={t('account.logout.confirm')}
      keepLabel={t('account.logout.cancel')}
      onConfirm={() => void confirm()}
      busy={busy}
      busyLabel={t('common.pleaseWait')}
    />
  );
}
