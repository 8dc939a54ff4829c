import { lazy, Suspense, useState } from 'react';
import { loadAccountStrings } from '../features/account/strings';
import { useStoredSession } from './session-hooks';

// The session machine and its dialog (xstate, Radix) load only when there is a session to watch: an
// anonymous visitor's home page never fetches them. Once loaded they stay, so a logout followed by a
// login in another tab is still heard.
const SessionRuntime = lazy(() =>
  Promise.all([
    import('./session-runtime'),
    loadAccountStrings(),
  ]).then(([m]) => ({ default: m.SessionRuntime })),
);

export function SessionGate() {
  const session = useStoredSession();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (session.isLogin || session.endReason)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SessionRuntime />
    </Suspense>
  );
}
