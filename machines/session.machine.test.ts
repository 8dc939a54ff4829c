import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, initialTransition, transition } from 'xstate';
import {
  SESSION_IDLE_TIMEOUT_MS, SESSION_WARNING_LEAD_MS, sessionMachine, toStoredSession,
  type RefreshSessionOutput, type SessionInput,
} from './session.machine.ts';
import { sampleUser, sessionInput, sessionModel, storedSession } from './session.model.ts';
import { roundTrip, walkModel } from './model-walk.ts';

type Ev = Parameters<typeof transition<typeof sessionMachine>>[2];
const t0 = Date.parse('2030-01-01T08:00:00.000Z');
const IDLE = sessionInput.idleTimeoutMs!;
const LEAD = sessionInput.warningLeadMs!;

function walk(...events: object[]) {
  let [snapshot] = initialTransition(sessionMachine, sessionInput);
  for (const e of events) [snapshot] = transition(sessionMachine, snapshot, e as Ev);
  return snapshot;
}
const anonymous = { type: 'session.restored', stored: null, now: t0 };
const login = (now = t0, expiresAt = now + 4 * 3_600_000) =>
  ({ type: 'session.loggedIn', token: 'tok', userInfo: sampleUser, expiresAt, now, centerId: 'C-BJ' });
const toWarning = { type: 'xstate.after.untilWarning.session.signedIn.active' };
const runOut = { type: 'xstate.after.untilExpiry.session.signedIn.warning' };

describe('sessionMachine configuration', () => {
  it('defaults to 30 minutes idle and a 2-minute warning (WCAG 2.2.1: at least 20 s; we give more)', () => {
    const [s] = initialTransition(sessionMachine, {});
    expect(s.context.idleTimeoutMs).toBe(SESSION_IDLE_TIMEOUT_MS);
    expect(s.context.warningLeadMs).toBe(SESSION_WARNING_LEAD_MS);
    expect(SESSION_WARNING_LEAD_MS).toBeGreaterThanOrEqual(2 * 60_000);
  });

  it('never warns earlier than the session starts', () => {
    const [s] = initialTransition(sessionMachine, { idleTimeoutMs: 1_000, warningLeadMs: 5_000 });
    expect(s.context.warningLeadMs).toBe(1_000);
  });
});

describe('sessionMachine transitions', () => {
  it('waits in restoring until the app says what localStorage holds', () => {
    expect(walk().value).toBe('restoring');
    expect(walk(anonymous).value).toBe('anonymous');
  });

  it('restores a live session as active, with the stored state of spec §3', () => {
    const s = walk({ type: 'session.restored', stored: storedSession({}), now: t0 });
    expect(s.value).toEqual({ signedIn: 'active' });
    expect(s.context).toMatchObject({ token: 'tok-1', isLogin: true, centerId: 'C-BJ', unreadCount: 2, todoCount: 1, timerFrom: t0 });
  });

  it('restores inside the warning window straight into the warning', () => {
    const s = walk({ type: 'session.restored', stored: storedSession({ idleDeadline: t0 + LEAD - 1 }), now: t0 });
    expect(s.value).toEqual({ signedIn: { warning: 'counting' } });
  });

  it('a stored deadline already past goes straight to expired, keeping where the user was and the center', () => {
    const s = walk({ type: 'session.restored', stored: storedSession({ idleDeadline: t0 }), now: t0, path: '/orderList' });
    expect(s.value).toBe('expired');
    expect(s.context).toMatchObject({ endReason: 'idle', returnTo: '/orderList', token: null, isLogin: false, userInfo: null, centerId: 'C-BJ' });
    expect(s.getMeta()['session.expired']).toEqual({ route: 'login' });
  });

  it('a stored session ended with its message unread restores as expired', () => {
    const s = walk({ type: 'session.restored', stored: storedSession({ isLogin: false, token: null, endReason: 'relogin' }), now: t0 });
    expect(s.value).toBe('expired');
    expect(s.context.endReason).toBe('relogin');
  });

  it('log in sets the deadline from now, capped by the token expiry', () => {
    const s = walk(anonymous, login());
    expect(s.value).toEqual({ signedIn: 'active' });
    expect(s.context).toMatchObject({ token: 'tok', isLogin: true, idleDeadline: t0 + IDLE, centerId: 'C-BJ' });
    expect(walk(anonymous, login(t0, t0 + 60_000)).context.idleDeadline).toBe(t0 + 60_000);
  });

  it('the client never waits longer than the server\'s own idle timeout', () => {
    const s = walk(anonymous, { ...login(), expiresAt: null, idleTimeoutMs: 10 * 60_000 });
    expect(s.context).toMatchObject({ idleTimeoutMs: 10 * 60_000, idleDeadline: t0 + 10 * 60_000, expiresAt: null });
    expect(walk(anonymous, { ...login(), idleTimeoutMs: 60 * 60_000 }).context.idleTimeoutMs).toBe(IDLE);
  });

  it('activity moves the deadline and remembers the page', () => {
    const s = walk(anonymous, login(), { type: 'session.activity', now: t0 + 5 * 60_000, path: '/center' });
    expect(s.context).toMatchObject({ idleDeadline: t0 + 5 * 60_000 + IDLE, timerFrom: t0 + 5 * 60_000, currentPath: '/center' });
  });

  it('the warning timer opens the countdown dialog; activity behind it does not count', () => {
    const warning = walk(anonymous, login(), toWarning);
    expect(warning.value).toEqual({ signedIn: { warning: 'counting' } });
    expect(warning.context.timerFrom).toBe(t0 + IDLE - LEAD);
    expect(warning.getMeta()['session.signedIn.warning']).toEqual({ dialog: 'idleWarning' });
    const [still] = transition(sessionMachine, warning, { type: 'session.activity', now: t0 + IDLE - 60_000 });
    expect(still.value).toEqual({ signedIn: { warning: 'counting' } });
  });

  it('"stay signed in" refreshes the session and goes back to active with a new deadline', () => {
    const refreshing = walk(anonymous, login(), toWarning, { type: 'session.staySignedIn' });
    expect(refreshing.value).toEqual({ signedIn: { warning: 'refreshing' } });
    expect(refreshing.hasTag('busy')).toBe(true);
    const later = t0 + IDLE - 60_000;
    const done: object = { type: 'xstate.done.actor.refreshSession', output: { token: 'tok-new', expiresAt: later + 4 * 3_600_000, now: later } };
    const [active] = transition(sessionMachine, refreshing, done as Ev);
    expect(active.value).toEqual({ signedIn: 'active' });
    expect(active.context).toMatchObject({ token: 'tok-new', idleDeadline: later + IDLE });
  });

  it('a failed refresh returns to the countdown so the user can try again', () => {
    const s = walk(anonymous, login(), toWarning, { type: 'session.staySignedIn' },
      { type: 'xstate.error.actor.refreshSession', error: new Error('network') });
    expect(s.value).toEqual({ signedIn: { warning: 'counting' } });
  });

  it('the countdown running out expires the session for idleness, clearing it', () => {
    const s = walk(anonymous, login(), { type: 'session.activity', now: t0 + 1_000, path: '/orderDetail/9' }, toWarning, runOut);
    expect(s.value).toBe('expired');
    expect(s.context).toMatchObject({ endReason: 'idle', returnTo: '/orderDetail/9', token: null, isLogin: false, unreadCount: 0, todoCount: 0, centerId: 'C-BJ' });
  });

  it.each(['relogin', 'idle'] as const)('the API client ending the session (%s) keeps the reason for the message', (reason) => {
    const s = walk(anonymous, login(), { type: 'session.ended', reason, returnTo: '/visaData' });
    expect(s.value).toBe('expired');
    expect(s.context).toMatchObject({ endReason: reason, returnTo: '/visaData', token: null, language: 'zh' });
  });

  it('after expiry: acknowledging goes anonymous keeping returnTo; logging in brings the user back', () => {
    const expired = walk(anonymous, login(), { type: 'session.ended', reason: 'relogin', returnTo: '/visaData' });
    const [acknowledged] = transition(sessionMachine, expired, { type: 'session.acknowledged' });
    expect(acknowledged.value).toBe('anonymous');
    expect(acknowledged.context).toMatchObject({ endReason: null, returnTo: '/visaData', centerId: 'C-BJ' });
    const [back] = transition(sessionMachine, expired, login(t0 + 1_000) as Ev);
    expect(back.value).toEqual({ signedIn: 'active' });
    expect(back.context).toMatchObject({ returnTo: '/visaData', endReason: null });
    const [returned] = transition(sessionMachine, back, { type: 'session.returned' });
    expect(returned.context.returnTo).toBeNull();
  });

  it('logging out works from any signed-in state and forgets the return point', () => {
    for (const s of [walk(anonymous, login()), walk(anonymous, login(), toWarning), walk(anonymous, login(), toWarning, { type: 'session.staySignedIn' })]) {
      const [out] = transition(sessionMachine, s, { type: 'session.loggedOut' });
      expect(out.value).toBe('anonymous');
      expect(out.context).toMatchObject({ token: null, isLogin: false, userInfo: null, returnTo: null, centerId: 'C-BJ' });
    }
  });

  it('a 401 while anonymous changes nothing (the status check resolves quietly)', () => {
    const s = walk(anonymous, { type: 'session.ended', reason: 'relogin' });
    expect(s.value).toBe('anonymous');
  });

  it('resuming a restored snapshot compares the time with the deadline in context', () => {
    const active = walk(anonymous, login());
    const at = (now: number) => transition(sessionMachine, active, { type: 'session.resumed', now, path: '/center' })[0];
    expect(at(t0 + 60_000).value).toEqual({ signedIn: 'active' });
    expect(at(t0 + 60_000).context.timerFrom).toBe(t0 + 60_000);
    expect(at(t0 + IDLE - 30_000).value).toEqual({ signedIn: { warning: 'counting' } });
    expect(at(t0 + IDLE).value).toBe('expired');
    expect(at(t0 + IDLE).context.returnTo).toBe('/center');
  });

  describe('several tabs agree', () => {
    const other = (patch: object, now = t0) => ({ type: 'session.syncedFromOtherTab', session: storedSession(patch), now });

    it('another tab logging out logs this one out', () => {
      const s = walk(anonymous, login(), other({ isLogin: false, token: null, userInfo: null }));
      expect(s.value).toBe('anonymous');
      expect(s.context.isLogin).toBe(false);
    });

    it('another tab whose session ended shows the same expiry here, returning to this tab\'s page', () => {
      const s = walk(anonymous, login(), { type: 'session.activity', now: t0 + 1, path: '/mine' },
        other({ isLogin: false, token: null, endReason: 'idle', returnTo: '/theirs' }));
      expect(s.value).toBe('expired');
      expect(s.context).toMatchObject({ endReason: 'idle', returnTo: '/mine' });
    });

    it('another tab logging in logs this one in, from anonymous or expired', () => {
      expect(walk(anonymous, other({})).value).toEqual({ signedIn: 'active' });
      const expired = walk(anonymous, login(), { type: 'session.ended', reason: 'idle' });
      const [s] = transition(sessionMachine, expired, other({}) as Ev);
      expect(s.value).toEqual({ signedIn: 'active' });
      expect(s.context.token).toBe('tok-1');
    });

    it('activity in another tab closes this tab\'s warning', () => {
      const warning = walk(anonymous, login(), toWarning);
      const [s] = transition(sessionMachine, warning, other({ idleDeadline: t0 + IDLE + 10 * 60_000 }, t0 + IDLE - LEAD) as Ev);
      expect(s.value).toEqual({ signedIn: 'active' });
      expect(s.context.idleDeadline).toBe(t0 + IDLE + 10 * 60_000);
    });

    it('what the app stores has no volatile parts, so tabs do not echo each other', () => {
      const a = walk(anonymous, login());
      const b = walk(anonymous, { type: 'session.syncedFromOtherTab', session: toStoredSession(a.context), now: t0 + 3_000 });
      expect(toStoredSession(b.context)).toEqual(toStoredSession(a.context));
      expect(Object.keys(toStoredSession(a.context))).not.toContain('timerFrom');
    });
  });

  it('counts and language are updated in any state', () => {
    const s = walk(anonymous, { type: 'session.updated', patch: { unreadCount: 5, language: 'ko' } });
    expect(s.context).toMatchObject({ unreadCount: 5, language: 'ko' });
  });
});

describe('sessionMachine running with a simulated clock (short times)', () => {
  const config: SessionInput = { idleTimeoutMs: 10_000, warningLeadMs: 3_000 };

  function start(refresh: (now: number) => Promise<RefreshSessionOutput>) {
    const clock = new SimulatedClock();
    clock.set(t0);
    const machine = sessionMachine.provide({ actors: { refreshSession: fromPromise(() => refresh(clock.now())) } });
    const actor = createActor(machine, { input: config, clock }).start();
    actor.send({ type: 'session.restored', stored: null, now: clock.now() });
    return { actor, clock, machine };
  }
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  const state = (actor: { getSnapshot(): { value: unknown } }) => JSON.stringify(actor.getSnapshot().value);

  it('warns 3 s before the 10 s idle timeout, then expires', () => {
    const { actor, clock } = start(() => new Promise(() => {}));
    actor.send({ type: 'session.loggedIn', token: 't', userInfo: sampleUser, expiresAt: t0 + 3_600_000, now: clock.now() });
    clock.increment(6_999);
    expect(state(actor)).toBe('{"signedIn":"active"}');
    clock.increment(1);
    expect(state(actor)).toBe('{"signedIn":{"warning":"counting"}}');
    clock.increment(2_999);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.endReason).toBe('idle');
  });

  it('activity pushes the warning back', () => {
    const { actor, clock } = start(() => new Promise(() => {}));
    actor.send({ type: 'session.loggedIn', token: 't', userInfo: sampleUser, expiresAt: t0 + 3_600_000, now: clock.now() });
    clock.increment(5_000);
    actor.send({ type: 'session.activity', now: clock.now(), path: '/center' });
    clock.increment(5_000);
    expect(state(actor)).toBe('{"signedIn":"active"}');
    clock.increment(2_000);
    expect(state(actor)).toBe('{"signedIn":{"warning":"counting"}}');
  });

  it('"stay signed in" keeps the session: a full new period before the next warning', async () => {
    const { actor, clock } = start(async (now) => ({ expiresAt: now + 3_600_000, now }));
    actor.send({ type: 'session.loggedIn', token: 't', userInfo: sampleUser, expiresAt: t0 + 3_600_000, now: clock.now() });
    clock.increment(8_000);
    actor.send({ type: 'session.staySignedIn' });
    await flush();
    expect(state(actor)).toBe('{"signedIn":"active"}');
    clock.increment(6_999);
    expect(state(actor)).toBe('{"signedIn":"active"}');
    clock.increment(1);
    expect(state(actor)).toBe('{"signedIn":{"warning":"counting"}}');
  });

  it('the countdown keeps running while a refresh hangs', () => {
    const { actor, clock } = start(() => new Promise(() => {}));
    actor.send({ type: 'session.loggedIn', token: 't', userInfo: sampleUser, expiresAt: t0 + 3_600_000, now: clock.now() });
    clock.increment(7_000);
    actor.send({ type: 'session.staySignedIn' });
    clock.increment(3_000);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('a restored snapshot has no timers until resumed (XState #5331); resumed, it warns on time', () => {
    const { actor, clock, machine } = start(() => new Promise(() => {}));
    actor.send({ type: 'session.loggedIn', token: 't', userInfo: sampleUser, expiresAt: t0 + 3_600_000, now: clock.now() });
    clock.increment(2_000);
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();

    const laterClock = new SimulatedClock();
    laterClock.set(t0 + 4_000);
    const restored = createActor(machine, { input: config, clock: laterClock, snapshot: persisted }).start();
    laterClock.increment(10_000);
    expect(state(restored)).toBe('{"signedIn":"active"}');

    const resumedClock = new SimulatedClock();
    resumedClock.set(t0 + 4_000);
    const resumed = createActor(machine, { input: config, clock: resumedClock, snapshot: persisted }).start();
    resumed.send({ type: 'session.resumed', now: resumedClock.now() });
    resumedClock.increment(2_999);
    expect(state(resumed)).toBe('{"signedIn":"active"}');
    resumedClock.increment(1);
    expect(state(resumed)).toBe('{"signedIn":{"warning":"counting"}}');
  });
});

describe('sessionMachine model', () => {
  const walked = walkModel(sessionModel);

  it('reaches every state node and takes every transition of the definition', () => {
    expect(walked.coverage.states.missing).toEqual([]);
    expect(walked.coverage.transitions.missing).toEqual([]);
    expect(walked.coverage.transitions.total).toBeGreaterThan(0);
  });

  it('survives persist → JSON → restore at every reachable state', () => {
    for (const snapshot of walked.reached) {
      const trip = roundTrip(sessionModel, snapshot);
      expect(trip.restored.value).toEqual(trip.original.value);
      expect(trip.restored.context).toEqual(JSON.parse(JSON.stringify(trip.original.context)));
      for (const step of trip.next) expect(step.restored, step.event).toBe(step.original);
    }
  });
});
