import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_WARNING_LEAD_MS } from '../../machines/session.machine';
import { blankSession, parseSession, safeReturnPath } from '../../src/lib/session';
import { parseSessionTimings } from '../../src/lib/session-timings';

describe('the stored session', () => {
  it('reads a stored document over the blank session', () => {
    const stored = parseSession(JSON.stringify({ token: 'tok', isLogin: true, unreadCount: 3 }));
    expect(stored).toEqual({ ...blankSession(), token: 'tok', isLogin: true, unreadCount: 3 });
  });

  it('treats anything that is not an object as no session, and no token as signed out', () => {
    for (const raw of [null, '', 'not json', '42', '[]', 'null']) expect(parseSession(raw), String(raw)).toBeNull();
    expect(parseSession(JSON.stringify({ isLogin: true, token: null }))?.isLogin).toBe(false);
  });

  it('returns only to paths of this site', () => {
    expect(safeReturnPath('/account/email?x=1#top')).toBe('/account/email?x=1#top');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'account', '', null, undefined]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });
});

describe('session timings', () => {
  it('default to 30 minutes with a 2-minute warning', () => {
    expect(parseSessionTimings(null)).toEqual({ idleTimeoutMs: SESSION_IDLE_TIMEOUT_MS, warningLeadMs: SESSION_WARNING_LEAD_MS });
    expect(parseSessionTimings('not json')).toEqual(parseSessionTimings(null));
  });

  it('let a test shorten them, never lengthen them', () => {
    expect(parseSessionTimings(JSON.stringify({ idleTimeoutMs: 6_000, warningLeadMs: 3_000 }))).toEqual({ idleTimeoutMs: 6_000, warningLeadMs: 3_000 });
    expect(parseSessionTimings(JSON.stringify({ idleTimeoutMs: 10 * SESSION_IDLE_TIMEOUT_MS })).idleTimeoutMs).toBe(SESSION_IDLE_TIMEOUT_MS);
    expect(parseSessionTimings(JSON.stringify({ idleTimeoutMs: 1 })).idleTimeoutMs).toBe(1_000);
  });

  it('keep the 2-minute warning unless the timeout itself was shortened, and never warn before the session starts', () => {
    expect(parseSessionTimings(JSON.stringify({ warningLeadMs: 5_000 })).warningLeadMs).toBe(SESSION_WARNING_LEAD_MS);
    expect(parseSessionTimings(JSON.stringify({ idleTimeoutMs: 4_000, warningLeadMs: 9_000 })).warningLeadMs).toBe(4_000);
  });
});
