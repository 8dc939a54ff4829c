// After a 413 the client's keep-alive connection must keep working (issue 39 item 9): the server answered before
// reading the body and kept the socket, so the unread body met the next request and 50 of 50 failed with "other
// side closed". A 413 now says `Connection: close`, so the client opens a fresh connection for what follows.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../src/server/http/bounded-input.ts';
import { basicCredential, startTestServer, type TestServer } from '../support/server.ts';

const oversized = Buffer.alloc(MAX_JSON_BODY_BYTES + 1024 * 1024, 'a');

describe('keep-alive after a 413', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  /** One request through `agent`, answering its status and body; a broken connection rejects. */
  const send = (agent: Agent, method: string, path: string, body?: Buffer) => new Promise<{ status: number; text: string; connection?: string }>((resolve, reject) => {
    const call = request(`${server.baseUrl}${path}`, {
      method, agent, headers: { authorization: basicCredential, 'content-type': 'application/json', ...(body ? { 'content-length': String(body.length) } : {}) },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString(), connection: response.headers.connection }));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(body);
  });

  it('a node keep-alive agent with one socket: an oversized body, then ten ordinary calls, all answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let round = 0; round < 5; round += 1) {
        const refused = await send(agent, 'POST', '/api-order/invoice/title', oversized);
        expect(refused.status).toBe(413);
        expect(refused.connection).toBe('close');
        for (let i = 0; i < 2; i += 1) expect((await send(agent, 'GET', '/health')).status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  it("fetch's pooled connection: an oversized body, then an ordinary call, fifty times", async () => {
    for (let round = 0; round < 50; round += 1) {
      const refused = await fetch(`${server.baseUrl}/api-order/invoice/title`, { method: 'POST', headers: { authorization: basicCredential, 'content-type': 'application/json' }, body: oversized });
      expect(refused.status).toBe(413);
      await refused.arrayBuffer();
      const next = await fetch(`${server.baseUrl}/health`);
      expect(next.status).toBe(200);
      await next.arrayBuffer();
    }
  });
});
