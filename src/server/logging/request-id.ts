// Which request a line belongs to, without passing an id through every function that may log: the request's work
// runs inside an AsyncLocalStorage scope, and the logger reads it for each line (logger.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { maskPersonalData } from '../log-masking.ts';

const scope = new AsyncLocalStorage<{ id: string }>();

/** The id of the request being served here, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.id;
}

export function withRequestId<T>(id: string, work: () => T): T {
  return scope.run({ id }, work);
}

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * A proxy's X-Request-Id ties our lines to its own, so it is kept when it is short and plain. Anything else is
 * replaced: a long or odd one could forge or break log lines, and one that looks like a mobile number, a passport
 * number or a token would bring personal data into every line of its request.
 */
export function requestIdFrom(incoming: string | undefined): string {
  if (incoming && SAFE_ID.test(incoming) && maskPersonalData(incoming) === incoming) return incoming;
  return randomUUID();
}
