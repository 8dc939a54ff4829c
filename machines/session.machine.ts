// Actors below are placeholders declared by name; the app supplies the real one with
// `sessionMachine.provide({ actors: { refreshSession } })`.
//
// The machine has no clock and touches no storage: events that move a deadline carry `now` (epoch ms), and
// the app writes `toStoredSession(context)` to localStorage whenever it changes and feeds other tabs' writes
// back as `session.syncedFromOtherTab`.
import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_LANGUAGE, type Language } from '../src/domain/constants.ts';

/** Defaults: 30 minutes without activity ends the session; the warning comes 2 minutes before (WCAG 2.2.1). */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_WARNING_LEAD_MS = 2 * 60 * 1000;

/** The contract's UserInfo, as far as the session needs it; the rest is kept as it comes. */
export interface SessionUserInfo {
  id: string;
  kind: 'user' | 'travelAgency';
  name: string | null;
  [key: string]: unknown;
}

export type SessionEndReason = 'relogin' | 'idle';

/** The localStorage session state of spec §3, plus what a reload or another tab needs to agree. */
export interface StoredSession {
  language: Language;
  token: string | null;
  centerId: string | null;
  isLogin: boolean;
  userInfo: SessionUserInfo | null;
  unreadCount: number;
  todoCount: number;
  servicePhone: string | null;
  /** When the token ends whatever the activity (epoch ms), if the server says; the idle deadline never passes it. */
  expiresAt: number | null;
  /** When the session ends without activity (epoch ms). Kept here because timers do not survive a reload. */
  idleDeadline: number | null;
  /** Where the user was when the session ended, to return there after login. */
  returnTo: string | null;
  /** Why the session last ended, so the message shows in every tab; cleared by login, logout or acknowledgement. */
  endReason: SessionEndReason | null;
}

/** Configuration only; the stored session arrives with `session.restored`. */
export interface SessionInput {
  idleTimeoutMs?: number;
  warningLeadMs?: number;
}

export interface SessionContext extends StoredSession {
  idleTimeoutMs: number;
  warningLeadMs: number;
  /** The moment the current timers were armed (volatile): delays are deadlines minus this. */
  timerFrom: number;
  /** The path of the latest activity, the return point if the session ends (volatile, per tab). */
  currentPath: string | null;
}

export interface RefreshSessionInput {
  token: string;
}
export interface RefreshSessionOutput {
  /** A new token when the server rotates it. */
  token?: string;
  expiresAt?: number | null;
  now: number;
}

export type SessionEvent =
  /** Sent once when the app starts, with what localStorage holds (null when nothing). */
  | { type: 'session.restored'; stored: Partial<StoredSession> | null; now: number; path?: string }
  /** Sent after restoring a persisted snapshot, or when a sleeping tab wakes: timers are not restored. */
  | { type: 'session.resumed'; now: number; path?: string }
  | {
    type: 'session.loggedIn'; token: string; userInfo: SessionUserInfo; expiresAt: number | null; now: number;
    centerId?: string;
    /** The server's own idle timeout (LoginResult.expiresIn): the client never waits longer than the server. */
    idleTimeoutMs?: number;
  }
  | { type: 'session.activity'; now: number; path?: string }
  | { type: 'session.staySignedIn' }
  /** From the API client: body code 401 → 'relogin', HTTP 401 → 'idle' (spec §8). */
  | { type: 'session.ended'; reason: SessionEndReason; returnTo?: string }
  /** After the user confirmed logging out and the server revoked the token. */
  | { type: 'session.loggedOut' }
  | { type: 'session.acknowledged' }
  /** The app has taken the user back to returnTo. */
  | { type: 'session.returned' }
  | { type: 'session.syncedFromOtherTab'; session: StoredSession; now: number }
  | { type: 'session.updated'; patch: Partial<Pick<StoredSession, 'language' | 'centerId' | 'unreadCount' | 'todoCount' | 'servicePhone' | 'userInfo'>> };

const storedKeys = [
  'language', 'token', 'centerId', 'isLogin', 'userInfo', 'unreadCount', 'todoCount', 'servicePhone',
  'expiresAt', 'idleDeadline', 'returnTo', 'endReason',
] as const satisfies readonly (keyof StoredSession)[];

/** The part of the context the app writes to localStorage: nothing volatile, so tabs do not echo each other. */
export function toStoredSession(context: SessionContext): StoredSession {
  return Object.fromEntries(storedKeys.map((key) => [key, context[key]])) as unknown as StoredSession;
}

const emptySession: StoredSession = {
  language: DEFAULT_LANGUAGE, token: null, centerId: null, isLogin: false, userInfo: null, unreadCount: 0,
  todoCount: 0, servicePhone: null, expiresAt: null, idleDeadline: null, returnTo: null, endReason: null,
};

/** Signing out keeps what belongs to the browser, not the account: language, center, service phone. */
const signedOut = {
  token: null, isLogin: false, userInfo: null, unreadCount: 0, todoCount: 0, expiresAt: null, idleDeadline: null,
} as const;

/** none: signed out; ended: signed out with a message still due; expired: signed in but the deadline passed. */
type Phase = 'none' | 'ended' | 'active' | 'warning' | 'expired';

function phaseOf(session: Partial<StoredSession>, now: number, warningLeadMs: number): Phase {
  if (!session.isLogin || !session.token) return session.endReason ? 'ended' : 'none';
  if (session.idleDeadline === null || session.idleDeadline === undefined) return 'active';
  if (now >= session.idleDeadline) return 'expired';
  return now >= session.idleDeadline - warningLeadMs ? 'warning' : 'active';
}

/** The phase the event speaks of: the stored session, this session at a new time, or another tab's. */
function phaseOfEvent(context: SessionContext, event: SessionEvent): Phase | null {
  switch (event.type) {
    case 'session.restored': return phaseOf(event.stored ?? {}, event.now, context.warningLeadMs);
    case 'session.resumed': return phaseOf(context, event.now, context.warningLeadMs);
    case 'session.syncedFromOtherTab': return phaseOf(event.session, event.now, context.warningLeadMs);
    default: return null;
  }
}

const nowOf = (event: SessionEvent) => ('now' in event ? event.now : null);

function deadlineFrom(context: Pick<SessionContext, 'idleTimeoutMs'>, now: number, expiresAt: number | null): number {
  const idle = now + context.idleTimeoutMs;
  return expiresAt === null ? idle : Math.min(idle, expiresAt);
}

const notProvided = (name: string) => (): Promise<never> =>
  Promise.reject(new Error(`${name}: supply it with machine.provide({ actors })`));

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'busy',
  },
  actors: {
    refreshSession: fromPromise<RefreshSessionOutput, RefreshSessionInput>(notProvided('refreshSession')),
  },
  delays: {
    untilWarning: ({ context }) =>
      Math.max(0, (context.idleDeadline ?? context.timerFrom) - context.warningLeadMs - context.timerFrom),
    untilExpiry: ({ context }) => Math.max(0, (context.idleDeadline ?? context.timerFrom) - context.timerFrom),
  },
  guards: {
    isActive: ({ context, event }) => phaseOfEvent(context, event) === 'active',
    isWarning: ({ context, event }) => phaseOfEvent(context, event) === 'warning',
    isExpired: ({ context, event }) => phaseOfEvent(context, event) === 'expired',
    isEnded: ({ context, event }) => phaseOfEvent(context, event) === 'ended',
    isNone: ({ context, event }) => phaseOfEvent(context, event) === 'none',
  },
  actions: {
    restoreStored: assign(({ event }) =>
      event.type === 'session.restored' ? { ...emptySession, ...event.stored } : {}),
    arm: assign(({ context, event }) => {
      const now = nowOf(event);
      if (now === null) return {};
      // A stored session without a deadline (older data) starts a fresh one.
      return { timerFrom: now, idleDeadline: context.idleDeadline ?? deadlineFrom(context, now, context.expiresAt) };
    }),
    logIn: assign(({ context, event }) => {
      if (event.type !== 'session.loggedIn') return {};
      const idleTimeoutMs = Math.min(context.idleTimeoutMs, event.idleTimeoutMs ?? Infinity);
      const timing = { idleTimeoutMs, warningLeadMs: Math.min(context.warningLeadMs, idleTimeoutMs) };
      return {
        ...timing, token: event.token, userInfo: event.userInfo, isLogin: true, expiresAt: event.expiresAt,
        idleDeadline: deadlineFrom({ ...context, ...timing }, event.now, event.expiresAt), timerFrom: event.now,
        centerId: event.centerId ?? context.centerId, endReason: null,
      };
    }),
    extendByActivity: assign(({ context, event }) => {
      if (event.type !== 'session.activity') return {};
      return {
        idleDeadline: deadlineFrom(context, event.now, context.expiresAt), timerFrom: event.now,
        currentPath: event.path ?? context.currentPath,
      };
    }),
    warningFromTimer: assign(({ context }) => ({
      // The timer fired exactly at this moment, which the machine knows without a clock.
      timerFrom: (context.idleDeadline ?? context.timerFrom) - context.warningLeadMs,
    })),
    adoptOtherTab: assign(({ event }) => (event.type === 'session.syncedFromOtherTab' ? { ...event.session, timerFrom: event.now } : {})),
    // This tab's own page is where its user returns to, whatever the other tab was showing.
    keepOwnReturnTo: assign(({ context }) => ({ returnTo: context.currentPath ?? context.returnTo })),
    expireIdle: assign(({ context, event }) => ({
      ...signedOut,
      endReason: 'idle' as const,
      returnTo: ('path' in event ? event.path : undefined) ?? context.currentPath ?? context.returnTo,
    })),
    expireByApi: assign(({ context, event }) => {
      if (event.type !== 'session.ended') return {};
      return { ...signedOut, endReason: event.reason, returnTo: event.returnTo ?? context.currentPath ?? context.returnTo };
    }),
    logOut: assign({ ...signedOut, returnTo: null, endReason: null }),
    acknowledge: assign({ endReason: null }),
    update: assign(({ event }) => (event.type === 'session.updated' ? event.patch : {})),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const idleTimeoutMs = input.idleTimeoutMs ?? SESSION_IDLE_TIMEOUT_MS;
    return {
      ...emptySession,
      idleTimeoutMs,
      warningLeadMs: Math.min(input.warningLeadMs ?? SESSION_WARNING_LEAD_MS, idleTimeoutMs),
      timerFrom: 0,
      currentPath: null,
    };
  },
  on: {
    'session.updated': { actions: 'update' },
    // Another tab logged in or was active: this tab follows, with the other tab's deadline.
    'session.syncedFromOtherTab': [
      { guard: 'isActive', target: '.signedIn.active', actions: ['adoptOtherTab', 'arm'] },
      { guard: 'isWarning', target: '.signedIn.warning', actions: ['adoptOtherTab', 'arm'] },
    ],
  },
  initial: 'restoring',
  states: {
    // Waits for the app's `session.restored`: a stored deadline already past goes straight to expired.
    restoring: {
      on: {
        'session.restored': [
          { guard: 'isExpired', target: 'expired', actions: ['restoreStored', 'expireIdle'] },
          { guard: 'isEnded', target: 'expired', actions: 'restoreStored' },
          { guard: 'isWarning', target: 'signedIn.warning', actions: ['restoreStored', 'arm'] },
          { guard: 'isActive', target: 'signedIn.active', actions: ['restoreStored', 'arm'] },
          { target: 'anonymous', actions: 'restoreStored' },
        ],
      },
    },
    anonymous: {
      on: {
        'session.loggedIn': { target: 'signedIn.active', actions: 'logIn' },
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        'session.ended': { target: 'expired', actions: 'expireByApi' },
        // Logging in again (another account, or a rotated token) starts over with the new session.
        'session.loggedIn': { target: '.active', actions: 'logIn' },
        'session.loggedOut': { target: 'anonymous', actions: 'logOut' },
        'session.returned': { actions: assign({ returnTo: null }) },
        'session.resumed': [
          { guard: 'isExpired', target: 'expired', actions: 'expireIdle' },
          { guard: 'isWarning', target: '.warning', actions: 'arm' },
          { target: '.active', actions: 'arm' },
        ],
        // Another tab logged out, or its session ended; other cases fall through to the root.
        'session.syncedFromOtherTab': [
          { guard: 'isEnded', target: 'expired', actions: ['adoptOtherTab', 'keepOwnReturnTo'] },
          { guard: 'isNone', target: 'anonymous', actions: 'adoptOtherTab' },
        ],
      },
      states: {
        active: {
          after: { untilWarning: { target: 'warning', actions: 'warningFromTimer' } },
          on: {
            'session.activity': { target: 'active', reenter: true, actions: 'extendByActivity' },
          },
        },
        // A dialog with a countdown; activity behind it does not count, only "stay signed in" does.
        warning: {
          meta: { dialog: 'idleWarning' },
          initial: 'counting',
          after: { untilExpiry: { target: '#session.expired', actions: 'expireIdle' } },
          states: {
            counting: {
              on: { 'session.staySignedIn': 'refreshing' },
            },
            // Inside warning, so the countdown keeps running while the refresh is under way.
            refreshing: {
              tags: 'busy',
              invoke: {
                id: 'refreshSession',
                src: 'refreshSession',
                input: ({ context }) => ({ token: context.token! }),
                onDone: {
                  target: '#session.signedIn.active',
                  actions: assign(({ context, event }) => {
                    const expiresAt = event.output.expiresAt ?? context.expiresAt;
                    return {
                      token: event.output.token ?? context.token,
                      expiresAt,
                      idleDeadline: deadlineFrom(context, event.output.now, expiresAt),
                      timerFrom: event.output.now,
                    };
                  }),
                },
                // A 401 reaches the machine as session.ended through the API client; anything else may be retried.
                onError: 'counting',
              },
            },
          },
        },
      },
    },
    expired: {
      meta: { route: 'login' },
      on: {
        'session.acknowledged': { target: 'anonymous', actions: 'acknowledge' },
        'session.loggedIn': { target: 'signedIn.active', actions: 'logIn' },
      },
    },
  },
});
