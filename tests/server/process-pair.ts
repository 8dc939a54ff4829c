// Two server processes seen as one portal, the test spreading its calls over them itself (what a load balancer does):
// each call goes to the next process still alive. A process can be killed with SIGKILL mid-load; calls in flight to
// it end as "interrupted" (never acknowledged), and every answer is kept to check afterwards.
import type { Database } from '../../src/server/db/open.ts';
import type { StartedProcess } from '../support/server-process.ts';
import type { TestDatabase } from '../support/database.ts';
import type { ApplyServer } from './applies-support.ts';

export interface Backend {
  name: string;
  baseUrl: string;
  started: StartedProcess;
  alive: boolean;
}

export interface Answered {
  backend: string;
  method: string;
  path: string;
  status: number;
  code: number | null;
}

/** A call lost with the process that was killed: the person was never told it succeeded. */
export class Interrupted extends Error {}

export function processPair(backends: Backend[], database: Database) {
  const answered: Answered[] = [];
  let turn = 0;
  const pick = () => {
    const alive = backends.filter((backend) => backend.alive);
    if (!alive.length) throw new Error('no process alive');
    return alive[(turn += 1) % alive.length]!;
  };

  /** One person's view of the portal: their own client address (X-Forwarded-For, TRUSTED_PROXIES=1). */
  function client(address: string, only?: Backend): ApplyServer {
    const next = () => only ?? pick();
    return {
      // Each read of baseUrl may name the other process: an upload's token from one, its bytes to the other.
      get baseUrl() {
        return next().baseUrl;
      },
      database: database as unknown as TestDatabase,
      clock: { now: () => new Date(), advance: () => {} },
      alice: '',
      bob: '',
      async call(method, path, init = {}) {
        const backend = next();
        const headers: Record<string, string> = {
          'accept-language': init.language ?? 'zh', 'x-forwarded-for': address,
          authorization: init.auth === undefined ? `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}` : init.auth ?? '',
        };
        if (init.body !== undefined) headers['content-type'] = 'application/json';
        let response: Response;
        try {
          response = await fetch(backend.baseUrl + path, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
        } catch (error) {
          if (!backend.alive) throw new Interrupted(`${method} ${path} on ${backend.name}: ${(error as Error).message}`);
          throw error;
        }
        const text = await response.text().catch((error: Error) => {
          if (!backend.alive) throw new Interrupted(`${method} ${path} on ${backend.name}: ${error.message}`);
          throw error;
        });
        let body: { code: number; msg: string; data: unknown };
        try {
          body = JSON.parse(text) as typeof body;
        } catch {
          body = { code: -1, msg: text.slice(0, 200), data: null };
        }
        answered.push({ backend: backend.name, method, path, status: response.status, code: typeof body.code === 'number' ? body.code : null });
        return { status: response.status, body };
      },
      close: async () => {},
    };
  }

  return { client, answered, backends };
}

export type ProcessPair = ReturnType<typeof processPair>;

/** A network failure of a helper's own fetch (the upload's bytes, the outbox) to a process that is gone. */
export const lostWithProcess = (error: unknown) => error instanceof Interrupted
  || /fetch failed|ECONNRESET|ECONNREFUSED|socket hang up|other side closed/i.test(`${(error as Error)?.message} ${String((error as { cause?: unknown })?.cause)}`);
