// A code that does not arrive locks a person out of registering or resetting a password, so a send that failed
// for a passing reason (a gateway down for a second, a dropped connection) is tried again after a short wait, each
// attempt is bounded (the person's page gives up after 12 s, spec §9), and every failed attempt leaves one
// structured log line an operator can alert on — with the recipient masked and never the code.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Delivery } from './sms.ts';
import { maskPersonalData } from '../log-masking.ts';

export interface SendLimits {
  /** Each attempt is abandoned after this long, ms. */
  timeoutMs: number;
  /** Waits before each retry, ms; its length is the number of retries. */
  retryBackoffMs: readonly number[];
  log: (line: string) => void;
  /** Told the outcome of each send, after its retries (answer-tracker.ts). */
  onOutcome?: (delivery: Delivery) => void;
}

/** Three attempts of at most 3 s with 0.3 s and 1 s between them end before the page's 12 s timeout. */
export const DEFAULT_SEND_TIMEOUT_MS = 3_000;
export const DEFAULT_SEND_BACKOFF_MS = [300, 1_000] as const;

interface Sendable {
  to: string;
  code?: string;
  purpose?: string;
}

interface Sender<M> {
  send(message: M): Promise<Delivery>;
}

/** Enough of the recipient to find the complaint (138****0000, w***@example.com), not enough to be a list of people. */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to.slice(0, 1)}***${to.slice(at)}`;
  return to.length > 7 ? `${to.slice(0, 3)}****${to.slice(-4)}` : '****';
}

async function attempt<M>(provider: Sender<M>, message: M, timeoutMs: number): Promise<Delivery> {
  const abandon = new AbortController();
  try {
    return await Promise.race([
      provider.send(message),
      sleep(timeoutMs, undefined, { signal: abandon.signal }).then((): Delivery => ({ delivered: false, error: `no answer within ${timeoutMs} ms` })),
    ]);
  } catch (error) {
    return { delivered: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    abandon.abort();
  }
}

export function withRetries<M extends Sendable>(channel: 'sms' | 'email', provider: Sender<M>, limits: SendLimits): Sender<M> {
  return {
    async send(message) {
      for (let round = 0; ; round += 1) {
        const startedAt = Date.now();
        const delivery = await attempt(provider, message, limits.timeoutMs);
        if (delivery.delivered) {
          limits.onOutcome?.(delivery);
          return delivery;
        }
        const retryInMs = delivery.permanent ? undefined : limits.retryBackoffMs[round];
        // The provider's words may quote the request: the number, the code (issue 38 item 16).
        const detail = maskPersonalData(message.code ? delivery.error.replaceAll(message.code, '******') : delivery.error);
        limits.log(JSON.stringify({
          event: 'message.send.failed', channel, purpose: message.purpose ?? null, to: maskRecipient(message.to),
          attempt: round + 1, ms: Date.now() - startedAt, permanent: delivery.permanent ?? false,
          retryInMs: retryInMs ?? null, givenUp: retryInMs === undefined, detail,
        }));
        if (retryInMs === undefined) {
          limits.onOutcome?.(delivery);
          return delivery;
        }
        await sleep(retryInMs);
      }
    },
  };
}
