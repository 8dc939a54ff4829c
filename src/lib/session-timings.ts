import { SESSION_IDLE_TIMEOUT_MS, SESSION_WARNING_LEAD_MS, type SessionInput } from '../../machines/session.machine';

// The idle timeout and the warning lead of the session machine. Browser tests need seconds, not
// minutes, so a JSON value under this localStorage key may SHORTEN them, in any build: an override can
// only end the session sooner, never keep it alive longer (the server's own idle timeout rules anyway),
// so it gives nobody anything they could not get by walking away from the keyboard.
export const SESSION_TIMINGS_KEY = 'portal.sessionTimings';

const MIN_IDLE_MS = 1_000;

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function parseSessionTimings(raw: string | null): Required<SessionInput> {
  let override: Record<string, unknown> = {};
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value === 'object' && value !== null) override = value as Record<string, unknown>;
  } catch {
    // A broken override is no override.
  }
  const idleTimeoutMs = Math.min(SESSION_IDLE_TIMEOUT_MS, Math.max(MIN_IDLE_MS, numberOr(override.idleTimeoutMs, SESSION_IDLE_TIMEOUT_MS)));
  // With the default timeout the lead stays the default (2 minutes, WCAG 2.2.1); only a shortened test
  // timeout may bring a shorter lead with it.
  const leadOverride = idleTimeoutMs < SESSION_IDLE_TIMEOUT_MS ? numberOr(override.warningLeadMs, SESSION_WARNING_LEAD_MS) : SESSION_WARNING_LEAD_MS;
  const warningLeadMs = Math.min(idleTimeoutMs, Math.max(0, leadOverride));
  return { idleTimeoutMs, warningLeadMs };
}

export function readSessionTimings(): Required<SessionInput> {
  try {
    return parseSessionTimings(globalThis.localStorage?.getItem(SESSION_TIMINGS_KEY) ?? null);
  } catch {
    return parseSessionTimings(null);
  }
}
