import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocation, useNavigate } from 'react-router-dom';
import { getMe } from '../api/session';
import { refusalText, signInPathFor } from '../api/staff-api';
import { lastAnsweredAt, subscribeAnswered } from '../api/staff-token';
import { useStaffText } from '../strings';
import { useSignOut } from './sign-out-buttons';

/** The server ends a staff session unused this long (its StaffSession.expiresIn, 15 minutes). */
export const STAFF_IDLE_MS = 15 * 60_000;
/** WCAG 2.2.1: told in time to say "I am still here" with one action. */
export const STAFF_IDLE_WARNING_MS = 2 * 60_000;

// As the applicants' session dialog (src/app/session-idle-dialog.tsx): before the session ends for idleness the
// person is told how long is left and can extend it; closing the dialog (Escape) counts as "stay signed in". The
// clock is the server's: it restarts with every answered call, so working in the console never shows the warning.
export function IdleWarning() {
  const answeredAt = useSyncExternalStore(subscribeAnswered, lastAnsweredAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = answeredAt + STAFF_IDLE_MS - now;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const ended = useRef(false);
  useEffect(() => {
    if (left > 0 || ended.current) return;
    // Once: the sign-in page forgets the token and the cache as it opens (sign-in-page.tsx).
    ended.current = true;
    void navigate(signInPathFor(pathname + search, 'idle'), { replace: true });
  }, [left, navigate, pathname, search]);
  if (left > STAFF_IDLE_WARNING_MS || left <= 0) return null;
  return <IdleDialog secondsLeft={Math.ceil(left / 1000)} />;
}

function IdleDialog({ secondsLeft }: { secondsLeft: number }) {
  const { text } = useStaffText();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const stay = async () => {
    setBusy(true);
    setFailed(null);
    try {
      // Any answered call restarts the server's clock, and with it this one.
      await getMe();
    } catch (error) {
      setFailed(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && void stay()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content role="alertdialog" className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border-t-8 border-amber-500 bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-blue-950">{text('idle.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-800">
            {text('idle.text')}{' '}
            <strong className="whitespace-nowrap tabular-nums">{minutes ? text('idle.minutes', { minutes, seconds }) : text('idle.seconds', { seconds })}</strong>
          </Dialog.Description>
          {failed ? <p role="alert" className="mt-3 text-red-800">{failed}</p> : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" disabled={busy} onClick={() => void stay()} className="rounded bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-70">
              {busy ? text('pleaseWait') : text('idle.stay')}
            </button>
            <button type="button" onClick={() => void signOut(false)} className="rounded border-2 border-slate-700 px-4 py-2 font-medium hover:bg-slate-100">
              {text('signOut.one')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
