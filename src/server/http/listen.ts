import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { answerUnreadableRequest } from './unreadable-request.ts';

/**
 * How long an idle connection stays open. Node closes it after 5 s by default, and a client that reuses it at that
 * moment (a browser, a proxy, a test's request context) gets "socket hang up" instead of an answer — a journey's
 * outbox poll did. A minute outlasts the reuse windows of browsers and of proxies in front of the portal.
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * The app on a port, its connections kept alive as above (the header timeout must be the longer of the two), and a
 * request Node cannot read answered in the envelope.
 */
export function listen(options: Parameters<typeof serve>[0], onListening?: Parameters<typeof serve>[1]): Server {
  const server = serve(options, onListening) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on('clientError', answerUnreadableRequest);
  return server;
}
