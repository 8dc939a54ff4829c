import type { QueryClient } from '@tanstack/react-query';
import type { FlowRouteName } from '../../../domain/route-names';

/**
 * How long a step's screen waits for its reference lists before it shows without them (its own loading lines then).
 * Longer than a phone's round trip, short enough that a hanging call never keeps the form away.
 */
export const SCREEN_READS_WAIT_MS = 3000;

type Reads = (client: QueryClient) => Promise<unknown>;

// The lists a step's screen reads the moment it mounts (decision 142). Asked for with the screen's code rather than
// by the screen once it has run, they arrive with it, and the screen draws once with them: drawn first with its loading
// lines and again as each list came, add applicants was four renders, each a long task on a phone.
const readsOfRoute: Partial<Record<FlowRouteName, Reads>> = {
  confirmApplicant: (client) => import('../visa/api/reference').then((lists) => Promise.all([
    client.prefetchQuery(lists.regionsQuery(null)),
    client.prefetchQuery(lists.embassiesQuery),
    client.prefetchQuery(lists.centersQuery),
  ])),
};

const begun = new Map<FlowRouteName, Promise<void>>();

/**
 * The step's reads, begun once per page: a promise that settles when they are in the cache, failed (the screen's own
 * queries then show the failure and its retry) or SCREEN_READS_WAIT_MS has passed. Null for a step that reads nothing
 * first. The same promise for every render, as React's `use` needs.
 */
export function screenReads(route: FlowRouteName, client: QueryClient, waitMs = SCREEN_READS_WAIT_MS): Promise<void> | null {
  const reads = readsOfRoute[route];
  if (!reads) return null;
  let settled = begun.get(route);
  if (!settled) {
    settled = settledWithin(reads(client), waitMs);
    begun.set(route, settled);
  }
  return settled;
}

/** Settles when `pending` does, fulfilled or not, or after `waitMs`, whichever comes first. */
export function settledWithin(pending: Promise<unknown>, waitMs: number): Promise<void> {
  return Promise.race([
    pending.then(() => undefined, () => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, waitMs)),
  ]);
}

/** Forgets what was begun (tests: a page's life each). */
export function forgetScreenReads(): void {
  begun.clear();
}
