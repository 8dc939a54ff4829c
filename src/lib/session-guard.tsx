import { useEffect, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { pathOf } from './route-paths';
import { isLeaving, setLeaving } from './session';
import { useStoredSession } from './session-hooks';

/**
 * Signed-in screens: a visitor without a session goes to login with the center and the way back
 * (`returnTo`), and returns here after logging in. Also what happens when the session ends in another tab.
 */
export function requireSignIn(Screen: ComponentType): ComponentType {
  function SignedIn() {
    const session = useStoredSession();
    const { pathname, search, hash } = useLocation();
    useEffect(() => () => setLeaving(false), []);
    if (!session.isLogin) {
      if (isLeaving()) return null;
      return <Navigate replace to={pathOf('login', { centerId: session.centerId, returnTo: `${pathname}${search}${hash}` })} />;
    }
    return <Screen />;
  }
  SignedIn.displayName = `SignedIn(${Screen.displayName ?? Screen.name})`;
  return SignedIn;
}
