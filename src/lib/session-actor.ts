import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  sessionMachine, toStoredSession, type RefreshSessionInput, type RefreshSessionOutput, type SessionUserInfo,
} from '../../machines/session.machine';
import type { components } from '../api/schema.gen';
import { unwrap } from '../api/client';
import { api } from './api';
import { navigate } from './navigation';
import { pathOf, routePaths } from './route-paths';
import {
  SESSION_KEY, blankSession, currentPath, getSession, parseSession, setLeaving, setSessionDriver, writeSession,
} from './session';
import { readSessionTimings } from './session-timings';
import { devInspect } from './dev-inspect';

// The running session machine of this tab (decision 009). It owns the session: every change of its
// context is written to localStorage, other tabs' writes come back as `session.syncedFromOtherTab`, user
// activity moves the idle deadline, and the API client's 401s end it. Created on first use, so merely
// importing this module (the route table's tests do) touches no browser API.

type LoginResult = components['schemas']['LoginResult'];
export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** "Stay signed in": any authenticated call refreshes the server's last-seen; the current user is the cheapest. */
const refreshSession = fromPromise<RefreshSessionOutput, RefreshSessionInput>(async () => {
  const result = await unwrap(api.GET('/api-user/users/current'));
  if (!result.ok) throw new Error(result.kind);
  touchedServerAt = Date.now();
  return { now: Date.now() };
});

let actor: SessionActor | null = null;
let touchedServerAt = 0;

export function getSessionActor(): SessionActor {
  if (actor) return actor;
  const timings = readSessionTimings();
  // In development the inspector sees every step (decision 020); production builds drop the branch.
  const created = createActor(sessionMachine.provide({ actors: { refreshSession } }), import.meta.env.DEV
    ? { input: timings, inspect: devInspect('session') }
    : { input: timings });
  actor = created;
  created.start();
  created.send({ type: 'session.restored', stored: getSession(), now: Date.now(), path: currentPath() });
  writeSession(toStoredSession(created.getSnapshot().context));

  let previous = created.getSnapshot();
  created.subscribe((snapshot) => {
    writeSession(toStoredSession(snapshot.context));
    // Only a session that ends while the user is here takes them to login; a reload after a long absence
    // leaves a public page alone (a signed-in page's guard sends them anyway).
    if (snapshot.matches('expired') && previous.matches('signedIn') && !isOnLogin()) {
      navigate(pathOf('login', { centerId: snapshot.context.centerId }));
    }
    previous = snapshot;
  });

  setSessionDriver({ ended: (reason) => created.send({ type: 'session.ended', reason, returnTo: currentPath() }) });
  watchOtherTabs(created);
  watchActivity(created, timings.idleTimeoutMs);
  return created;
}

function isOnLogin(): boolean {
  return window.location.pathname === routePaths.login;
}

function watchOtherTabs(session: SessionActor) {
  window.addEventListener('storage', (event) => {
    // key null: the other tab cleared localStorage, which logs it out.
    if (event.key !== SESSION_KEY && event.key !== null) return;
    const stored = parseSession(event.newValue) ?? blankSession();
    session.send({ type: 'session.syncedFromOtherTab', session: stored, now: Date.now() });
  });
}

function watchActivity(session: SessionActor, idleTimeoutMs: number) {
  // Throttled: a deadline a few seconds short is harmless, a localStorage write per mouse move is not.
  const throttleMs = Math.min(10_000, idleTimeoutMs / 10);
  let sentAt = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - sentAt < throttleMs) return;
    sentAt = now;
    reportActivity(session, now);
  };
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const) {
    window.addEventListener(type, onActivity, { passive: true, capture: true });
  }
  // Timers sleep with the tab; on waking, a deadline that passed in the meantime ends the session now.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') session.send({ type: 'session.resumed', now: Date.now(), path: currentPath() });
  });
}

/** Activity moves the client's deadline; now and then it also tells the server, whose idle clock is its own. */
export function reportActivity(session: SessionActor, now = Date.now()) {
  const snapshot = session.getSnapshot();
  if (!snapshot.matches({ signedIn: 'active' })) return;
  session.send({ type: 'session.activity', now, path: currentPath() });
  if (now - touchedServerAt > snapshot.context.idleTimeoutMs / 3) {
    touchedServerAt = now;
    void unwrap(api.GET('/api-user/users/current'));
  }
}

/** The header's to-do count: asked of the server after anything that adds or removes a draft. */
export async function refreshTodoCount() {
  if (!getSession().isLogin) return;
  const result = await unwrap(api.GET('/api-apply/unprocessed/count'));
  if (result.ok) getSessionActor().send({ type: 'session.updated', patch: { todoCount: result.data.count } });
}

export function signIn(result: LoginResult, centerId: string | null) {
  touchedServerAt = Date.now();
  getSessionActor().send({
    type: 'session.loggedIn',
    token: result.accessToken,
    userInfo: result.user as SessionUserInfo,
    expiresAt: null,
    now: Date.now(),
    ...(centerId ? { centerId } : {}),
    idleTimeoutMs: result.expiresIn * 1000,
  });
  void refreshTodoCount();
}

/**
 * After the confirmation: the server revokes the token, `leave` takes the user off the signed-in page (so
 * its guard does not send them to login instead), then the tab forgets the session whatever the answer.
 */
export async function signOut(leave: () => unknown) {
  if (getSession().isLogin) await unwrap(api.DELETE('/api-uaa/oauth/user/token'));
  await forgetSession(leave);
}

/** The server already revoked every session (password changed): only leave and forget. */
export async function forgetSession(leave: () => unknown) {
  // The router commits the new page in a transition, after `leave` resolves: until then the old page's
  // guard must not answer the logout with a trip to login (it clears the flag when it unmounts).
  setLeaving(true);
  getSessionActor().send({ type: 'session.loggedOut' });
  await leave();
}
