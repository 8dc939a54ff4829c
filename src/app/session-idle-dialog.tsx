import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notifier } from '../lib/notifier';
import { pathOf } from '../lib/route-paths';
import { signOut, type SessionActor } from '../lib/session-actor';
import { forgetAllTyped } from '../ui/form/kept-typing';

// WCAG 2.2.1: before the session ends for idleness, the person is told how long is left and can extend it
// with one action. Closing the dialog (Escape) counts as "stay signed in": it is what the person wants.
export function SessionIdleDialog({ session }: { session: SessionActor }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deadline = useSelector(session, (snapshot) => snapshot.context.idleDeadline ?? Date.now());
  const busy = useSelector(session, (snapshot) => snapshot.hasTag('busy'));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  const time = minutes ? t('account.session.minutes', { minutes, seconds }) : t('account.session.seconds', { seconds });
  const stay = () => session.send({ type: 'session.staySignedIn' });
  const logOut = async () => {
    // Signing out is leaving the device: what was typed and not yet saved goes too (a session that merely
    // expired keeps it, so signing in again finds the form as it was).
    forgetAllTyped();
    await signOut(() => navigate(pathOf('index'), { replace: true }));
    notifier.show('success', t('account.logout.done'));
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && stay()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border-t-8 border-amber-500 bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-blue-950">{t('account.session.warningTitle')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-800">
            {t('account.session.warningText')}{' '}
            <strong className="whitespace-nowrap tabular-nums">{time}</strong>
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={stay}
              className="rounded bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-70"
            >
              {busy ? t('common.pleaseWait') : t('account.session.stay')}
            </button>
            <button type="button" onClick={() => void logOut()} className="rounded border-2 border-slate-700 px-4 py-2 font-medium hover:bg-slate-100">
              {t('account.session.logOut')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
