import type { Server, ServerResponse } from 'node:http';

// What a deploy's SIGTERM does (issue 36 item 3, decision 091): the process stops accepting, answers every request
// it has begun (each answer says `Connection: close`, so no client sends another on that connection), closes the
// connections that sit idle, lets its workers finish their current send and hand back the rest, then closes its
// pools and exits 0. A request that still runs after the grace period does not keep the deploy waiting: exit 1.

/** Longer than a reading's deadline (8 s) and shorter than the usual orchestrators' 30 s before SIGKILL. */
export const SHUTDOWN_GRACE_MS = 10_000;

let began = false;

/** True once this process began shutting down: readiness answers 503 then, so a load balancer sends no more. */
export function shuttingDown(): boolean {
  return began;
}

export interface ShutdownPlan {
  server: Server;
  /** Stopped at once, beside the draining: a worker finishes its current send and hands back its other claims. */
  workers?: (() => Promise<void>)[];
  /** Closed after the last answer, in order: what a request in flight may still need (the readers, the database). */
  pools?: (() => Promise<void>)[];
  graceMs?: number;
  exit?: (code: number) => void;
  log?: (line: string) => void;
}

/** Prepares `server` for draining and returns the handler for SIGTERM and SIGINT. */
export function gracefulShutdown(plan: ShutdownPlan): (signal?: string) => Promise<void> {
  const { server, workers = [], pools = [], graceMs = SHUTDOWN_GRACE_MS, exit = (code) => process.exit(code), log = () => {} } = plan;
  const unanswered = new Set<ServerResponse>();
  // Before the app's own listener, so the header is there whenever the app writes its answer.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (began) response.setHeader('connection', 'close');
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });

  let done: Promise<void> | undefined;
  return (signal = 'SIGTERM') => {
    if (done) return done;
    began = true;
    const startedAt = Date.now();
    const late = setTimeout(() => {
      log(JSON.stringify({ event: 'shutdown.late', signal, unanswered: unanswered.size, graceMs }));
      exit(1);
    }, graceMs);
    late.unref();
    log(JSON.stringify({ event: 'shutdown.began', signal, unanswered: unanswered.size }));
    done = (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const response of unanswered) if (!response.headersSent) response.setHeader('connection', 'close');
      server.closeIdleConnections();
      const stopped = Promise.all(workers.map((stop) => settled(stop(), 'worker', log)));
      await Promise.all([drained, stopped]);
      for (const close of pools) await settled(close(), 'pool', log);
      log(JSON.stringify({ event: 'shutdown.done', signal, ms: Date.now() - startedAt }));
      clearTimeout(late);
      exit(0);
    })();
    return done;
  };
}

/** A step that fails is logged and the shutdown goes on: the pools still close, the process still exits. */
async function settled(step: Promise<void>, what: string, log: (line: string) => void) {
  try {
    await step;
  } catch (error) {
    log(JSON.stringify({ event: 'shutdown.step.failed', step: what, detail: error instanceof Error ? error.message : String(error) }));
  }
}
