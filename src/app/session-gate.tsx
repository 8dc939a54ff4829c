import { lazy, Suspense, useEffect, useState } from 'react';
import { whenPageContentShown } from '../ui/after-paint';
import { loadAccountStrings } from '../features/account/strings';
import { useStoredSession } from '../lib/session-hooks';

// The session machine and its dialog (xstate, Radix) load only when there is a session to watch: an
// anonymous visitor's home page never fetches them. Once loaded they stay, so a logout followed by a
// login in another tab is still heard. They start once the page's own content has shown (decision 131): the idle timer
// counts minutes, and a page's first view should not share a phone's network with them.
const SessionRuntime = lazy(() =>
  Promise.all([
    import('./session-runtime'),
    loadAccountStrings(),
  ]).then(([m]) => ({ default: m.SessionRuntime })),
);

export function SessionGate() {
  const session = useStoredSession();
  const [wanted, setWanted] = useState(false);
  const needed = session.isLogin || Boolean(session.endReason);
  useEffect(() => (needed && !wanted ? whenPageContentShown(() => setWanted(true)) : undefined), [needed, wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SessionRuntime />
    </Suspense>
  );
}
