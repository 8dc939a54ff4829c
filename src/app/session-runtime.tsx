import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import { getSessionActor, reportActivity } from '../lib/session-actor';
import { whenIdle } from '../ui/when-idle';

// The warning's dialog (Radix, 12 KB) is fetched once the page has shown, so it is here before any warning can be due
// (minutes away). "Shown" is a few seconds in, not the first idle moment: a flow page is idle while it waits for its
// draft, and the dialog then competed with the screen's own code for a phone's bandwidth before the heading.
const IDLE_DIALOG_DELAY_MS = 5_000;
const loadIdleDialog = () => import('./session-idle-dialog');
const SessionIdleDialog = lazy(() => loadIdleDialog().then((m) => ({ default: m.SessionIdleDialog })));

// Mounted by the session gate once there is a session: starts the machine, counts a change of page as
// activity (it also updates where the user returns to), and shows the idle warning while the machine is in it.
export function SessionRuntime() {
  const [session] = useState(getSessionActor);
  const { pathname, search, hash } = useLocation();
  const warning = useSelector(session, (snapshot) => snapshot.matches({ signedIn: 'warning' }));

  useEffect(() => {
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => void loadIdleDialog());
    }, IDLE_DIALOG_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, []);

  useEffect(() => {
    reportActivity(session);
  }, [session, pathname, search, hash]);

  return warning ? <Suspense fallback={null}><SessionIdleDialog session={session} /></Suspense> : null;
}
