import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createPortalClient, type OperationRef, type PortalClient, type PortalClientOptions } from '../../src/api/client';
import type { Language } from '../../src/domain/constants';

// A real HTTP server on 127.0.0.1 and a client wired to recorders: the catalogue is exercised
// through undici's fetch exactly as the browser's fetch would be, never through a mocked fetch.

type Json<T> = { headers: { [name: string]: unknown }; content: { 'application/json': T } };
type Envelope<T> = { code: number; msg: string; data: T };
type NoParams = { query?: never; header?: never; path?: never; cookie?: never };
type Op<T, P = NoParams, B = never> = {
  parameters: P;
  requestBody?: B;
  responses: { 200: Json<Envelope<T>> };
};
type Unused = { put?: never; post?: never; delete?: never; options?: never; head?: never; patch?: never; trace?: never };

/** Hand-written in the shape openapi-typescript generates, so client calls are typed in tests. */
export type TestPaths = {
  '/api-visa/home': { parameters: NoParams; get: Op<{ title: string }> } & Unused;
  '/api-visa/center/anon/wxcs': { parameters: NoParams; get: Op<{ name: string }[]> } & Unused;
  '/api/account/status': { parameters: NoParams; get: Op<{ status: string }> } & Unused;
  '/api-content/article/detail/{id}': {
    parameters: NoParams;
    get: Op<{ id: string }, { query?: never; header?: never; path: { id: string }; cookie?: never }>;
  } & Unused;
  '/api-user/feedback/user': { parameters: NoParams; get?: never } & Omit<Unused, 'post'> & {
    post: Op<null, NoParams, { content: { 'application/json': { text: string } } }>;
  };
  '/api-apply/apply/form/download': { parameters: NoParams; get: Op<null, { query: { orderId: string }; header?: never; path?: never; cookie?: never }> } & Unused;
  '/api-staff/session/second-factor': { parameters: NoParams; get?: never } & Omit<Unused, 'post'> & {
    post: Op<{ expiresIn: number }, NoParams, { content: { 'application/json': { code: string } } }>;
  };
};

export const testOperations: readonly OperationRef[] = [
  { method: 'get', path: '/api-visa/home', public: false },
  { method: 'get', path: '/api-visa/center/anon/wxcs', public: true },
  { method: 'get', path: '/api/account/status', public: false },
  { method: 'get', path: '/api-content/article/detail/{id}', public: true },
  { method: 'post', path: '/api-user/feedback/user', public: false },
  { method: 'get', path: '/api-apply/apply/form/download', public: false },
  { method: 'post', path: '/api-staff/session/second-factor', public: false },
];

export interface Reply {
  status?: number;
  contentType?: string;
  body?: string | Buffer;
  /** Send headers, then never finish the body. */
  stallBody?: boolean;
  /** Never answer at all. */
  hang?: boolean;
  /** Answer only after this many milliseconds. */
  delayMs?: number;
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export function envelope(code: number, msg: string, data: unknown = null): Reply {
  return { body: JSON.stringify({ code, msg, data }) };
}

export interface TestServer {
  baseUrl: string;
  replies: Map<string, Reply>;
  seen: SeenRequest[];
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const replies = new Map<string, Reply>();
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = req.url ?? '/';
      seen.push({ method: req.method ?? '', url, headers: req.headers, body });
      const reply = replies.get(url.split('?')[0] ?? url) ?? { status: 404, contentType: 'text/plain', body: 'no reply set' };
      if (reply.hang) return;
      const answer = () => {
        res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' });
        if (reply.stallBody) {
          res.write('{"code":0,');
          return;
        }
        res.end(reply.body ?? '');
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    replies,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The test file's server: started before its tests and closed after them, its replies and the requests it saw
 * forgotten before each test. The object is filled in when the server starts, so a file can name it at the top.
 */
export function serverForFile(): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startServer());
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.replies.clear();
    server.seen.length = 0;
  });
  return server;
}

/** A port on 127.0.0.1 that was free a moment ago, so connecting to it is refused. */
export async function refusedBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export type NotifierEvent = ['closeAll'] | ['show', 'warning' | 'error' | 'info', string] | ['withdraw', string];

export interface Harness {
  client: PortalClient<TestPaths>;
  /** closeAll, show and withdraw in the order they happened. */
  notices: NotifierEvent[];
  sessionEnds: ('relogin' | 'idle')[];
  shown(): string[];
}

export function harness(
  baseUrl: string,
  overrides: { token?: string | null; language?: Language } & Partial<Pick<PortalClientOptions, 'timeoutMs' | 'clientCredential' | 'longerTimeouts' | 'signInOperations'>> = {},
): Harness {
  const notices: NotifierEvent[] = [];
  const sessionEnds: ('relogin' | 'idle')[] = [];
  const client = createPortalClient<TestPaths>({
    baseUrl,
    operations: testOperations,
    getToken: () => (overrides.token === undefined ? 'user-token' : overrides.token),
    getLanguage: () => overrides.language ?? 'zh',
    notifier: {
      show: (kind, text) => notices.push(['show', kind, text]),
      closeAll: () => notices.push(['closeAll']),
      withdraw: (text) => notices.push(['withdraw', text]),
    },
    onSessionEnded: (reason) => sessionEnds.push(reason),
    ...(overrides.timeoutMs === undefined ? {} : { timeoutMs: overrides.timeoutMs }),
    ...(overrides.clientCredential ? { clientCredential: overrides.clientCredential } : {}),
    ...(overrides.longerTimeouts ? { longerTimeouts: overrides.longerTimeouts } : {}),
    ...(overrides.signInOperations ? { signInOperations: overrides.signInOperations } : {}),
  });
  const shown = () => notices.filter((event) => event[0] === 'show').map((event) => event[2] as string);
  return { client, notices, sessionEnds, shown };
}
