import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import { getSessionActor, reportActivity } from './session-actor';
import { SessionIdleDialog } from './session-idle-dialog';

// Mounted by the session gate once there is a session: starts the machine, counts a change of page as
// activity (it also updates where the user returns to), and shows the idle warning while the machine is in it.
export function SessionRuntime() {
  const [session] = useState(getSessionActor);
  const { pathname, search, hash } = useLocation();
  const warning = useSelector(session, (snapshot) => snapshot.matches({ signedIn: 'warning' }));

  useEffect(() => {
    reportActivity(session);
  }, [session, pathname, search, hash]);

  return warning ? <SessionIdleDialog session={session} /> : null;
}
