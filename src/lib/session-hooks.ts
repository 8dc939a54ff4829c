import { useSyncExternalStore } from 'react';
import type { StoredSession } from '../../machines/session.machine';
import { getSession, subscribeSession } from './session';

/** The stored session (spec §3) as React state: light enough for the header and the route guard. */
export function useStoredSession(): StoredSession {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
