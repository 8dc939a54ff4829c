// Event samples for walking sessionMachine with xstate/graph. Times are relative to the snapshot's own
// deadline, so "activity", "reload in the warning window" and "reload after expiry" mean the same in every state.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel, SampleEvent } from './model.ts';
import {
  sessionMachine, type SessionContext, type SessionInput, type SessionUserInfo, type StoredSession,
} from './session.machine.ts';

export const sessionInput: SessionInput = { idleTimeoutMs: 30 * 60_000, warningLeadMs: 2 * 60_000 };

const t0 = Date.parse('2030-01-01T08:00:00.000Z');
export const sampleUser: SessionUserInfo = { id: 'u-1', kind: 'user', name: '张伟', mobile: '13800138000' };

export function storedSession(patch: Partial<StoredSession>): StoredSession {
  return {
    language: 'zh', token: 'tok-1', centerId: 'C-BJ', isLogin: true, userInfo: sampleUser, unreadCount: 2,
    todoCount: 1, servicePhone: '400-000-0000', expiresAt: null, idleDeadline: t0 + 20 * 60_000, returnTo: null,
    endReason: null, ...patch,
  };
}

function events(snapshot: AnyMachineSnapshot): SampleEvent[] {
  const context = snapshot.context as SessionContext;
  const now = context.timerFrom || t0;
  const deadline = context.idleDeadline ?? now + context.idleTimeoutMs;
  return [
    { type: 'session.restored', stored: null, now: t0 },
    { type: 'session.restored', stored: storedSession({}), now: t0, path: '/center' },
    { type: 'session.restored', stored: storedSession({ idleDeadline: t0 + 60_000 }), now: t0, path: '/center' },
    { type: 'session.restored', stored: storedSession({ idleDeadline: t0 - 1 }), now: t0, path: '/orderList' },
    { type: 'session.restored', stored: storedSession({ isLogin: false, token: null, endReason: 'relogin', returnTo: '/orderList' }), now: t0 },
    { type: 'session.loggedIn', token: 'tok-2', userInfo: sampleUser, expiresAt: now + 2 * 3_600_000, now, centerId: 'C-SH' },
    { type: 'session.activity', now: now + 60_000, path: '/orderList' },
    { type: 'session.staySignedIn' },
    { type: 'xstate.done.actor.refreshSession', output: { token: 'tok-3', expiresAt: now + 2 * 3_600_000, now: now + 1_000 } },
    { type: 'xstate.error.actor.refreshSession', error: new Error('network') },
    { type: 'session.ended', reason: 'relogin', returnTo: '/orderDetail/1' },
    { type: 'session.ended', reason: 'idle' },
    { type: 'session.loggedOut' },
    { type: 'session.acknowledged' },
    { type: 'session.returned' },
    { type: 'session.resumed', now: deadline - context.warningLeadMs - 60_000 },
    { type: 'session.resumed', now: deadline - 30_000 },
    { type: 'session.resumed', now: deadline + 1, path: '/applyTodoList' },
    { type: 'session.syncedFromOtherTab', session: storedSession({ idleDeadline: now + 25 * 60_000 }), now },
    { type: 'session.syncedFromOtherTab', session: storedSession({ idleDeadline: now + 60_000 }), now },
    { type: 'session.syncedFromOtherTab', session: storedSession({ isLogin: false, token: null, userInfo: null, endReason: 'idle' }), now },
    { type: 'session.syncedFromOtherTab', session: storedSession({ isLogin: false, token: null, userInfo: null }), now },
    { type: 'session.updated', patch: { unreadCount: 3, todoCount: 2 } },
    { type: 'xstate.after.untilWarning.session.signedIn.active' },
    { type: 'xstate.after.untilExpiry.session.signedIn.warning' },
  ];
}

function serializeState(snapshot: AnyMachineSnapshot): string {
  const { isLogin, endReason, returnTo } = snapshot.context as SessionContext;
  // Deadlines, tokens and counts move with time and the server, not with the flow.
  return JSON.stringify({ value: snapshot.value, isLogin, endReason, returnTo: returnTo !== null });
}

function describeEvent(event: EventObject): string {
  const e = event as SampleEvent;
  const session = (e.stored ?? e.session) as StoredSession | null | undefined;
  const phase = (s: StoredSession | null | undefined) => {
    if (!s) return 'nothing stored';
    if (!s.isLogin) return s.endReason ? `signed out (${s.endReason})` : 'signed out';
    const left = (s.idleDeadline ?? Infinity) - Number(e.now);
    return left <= 0 ? 'a session whose deadline passed' : left <= 120_000 ? 'a session about to expire' : 'a live session';
  };
  switch (e.type) {
    case 'session.restored': return `open the portal with ${phase(session)}`;
    case 'session.loggedIn': return 'log in';
    case 'session.activity': return 'use the page';
    case 'session.staySignedIn': return 'press "stay signed in"';
    case 'xstate.done.actor.refreshSession': return 'the session is extended';
    case 'xstate.error.actor.refreshSession': return 'extending the session fails';
    case 'session.ended': return e.reason === 'relogin' ? 'a call answers code 401 (please log in again)' : 'a call answers HTTP 401 (idle too long)';
    case 'session.loggedOut': return 'log out (confirmed)';
    case 'session.acknowledged': return 'close the expiry message';
    case 'session.returned': return 'arrive back on the page left behind';
    case 'session.resumed': return 'reload the page (restored from a snapshot)';
    case 'session.syncedFromOtherTab': return `another tab shows ${phase(session)}`;
    case 'session.updated': return 'the unread and to-do counts change';
    case 'xstate.after.untilWarning.session.signedIn.active': return 'stay idle until the warning (2 minutes before expiry)';
    case 'xstate.after.untilExpiry.session.signedIn.warning': return 'let the countdown run out';
    default: return e.type;
  }
}

export const sessionModel: MachineModel<typeof sessionMachine> = {
  name: 'session',
  machine: sessionMachine,
  input: sessionInput,
  events,
  serializeState,
  describeEvent,
};
