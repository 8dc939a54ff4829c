// A code that does not arrive locks a person out of registering or resetting a password, so a send that failed
// for a passing reason (a gateway down for a second, a dropped connection) is tried again after a short wait, each
// attempt is bounded (the person's page gives up after 12 s, spec §9), and every failed attempt leaves one
// structured log line an operator can alert on — with the recipient masked and never the code. The bound and the
// waits are the one call policy's (call-policy.ts); what is said here is what may be retried and what is logged.
import type { Delivery } from './sms/sms.ts';
import { maskPersonalData } from '../log-masking.ts';
import { callWithPolicy, type CallLimits } from './call-policy.ts';

export interface SendLimits extends CallLimits {
  timeoutMs: number;
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

/** A provider's answer "not delivered", thrown so that the policy sees a failure; a provider's own throw is one too. */
class NotDelivered extends Error {
  constructor(readonly delivery: Extract<Delivery, { delivered: false }>) {
    super(delivery.error);
  }
}

const undelivered = (error: unknown): Extract<Delivery, { delivered: false }> =>
  error instanceof NotDelivered ? error.delivery
    : { delivered: false, error: error instanceof Error ? error.message : String(error) };

export function withRetries<M extends Sendable>(channel: 'sms' | 'email', provider: Sender<M>, limits: SendLimits): Sender<M> {
  return {
    async send(message) {
      let delivery: Delivery;
      try {
        delivery = await callWithPolicy(async () => {
          const answer = await provider.send(message);
          if (!answer.delivered) throw new NotDelivered(answer);
          return answer;
        }, limits, {
          // A refused number or a wrong key stays so: only a passing failure is tried again.
          retryable: (error) => !undelivered(error).permanent,
          onFailure: ({ attempt, ms, error, retryInMs }) => {
            const failed = undelivered(error);
            // The provider's words may quote the request: the number, the code (issue 38 item 16).
            const detail = maskPersonalData(message.code ? failed.error.replaceAll(message.code, '******') : failed.error);
            limits.log(JSON.stringify({
              event: 'message.send.failed', channel, purpose: message.purpose ?? null, to: maskRecipient(message.to),
              attempt, ms, permanent: failed.permanent ?? false, retryInMs: retryInMs ?? null, givenUp: retryInMs === undefined, detail,
            }));
          },
        });
      } catch (error) {
        delivery = undelivered(error);
      }
      limits.onOutcome?.(delivery);
      return delivery;
    },
  };
}
