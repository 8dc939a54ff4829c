// The integration API's tests: calls with headers of their own (Idempotency-Key, HTTP Basic of an integration), each
// answer still checked against the contract; an integration made by an admin through the API; and a webhook
// receiver on this machine that answers what the test tells it to and keeps every request with its raw body.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { operationFor, validateResponse } from '../support/contract.ts';

export interface Reply { status: number; body: { code: number; msg: string; data: unknown }; headers: Headers }

export async function callWith(
  baseUrl: string, method: string, path: string,
  init: { auth?: string; body?: unknown; headers?: Record<string, string>; language?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'accept-language': init.language ?? 'en', ...init.headers };
  if (init.auth) headers.authorization = init.auth;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(baseUrl + path, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const body = await response.json() as Reply['body'];
  const operation = operationFor(method, new URL(baseUrl + path).pathname);
  if (operation && response.status === 200) {
    const violations = validateResponse(operation, body);
    if (violations.length) throw new Error(`${method} ${path} answered outside the contract (${operation.operationId}): ${violations.join('; ')}`);
  }
  return { status: response.status, body, headers: response.headers };
}

export const basicOf = (clientId: string, secret: string) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;

export interface MadeIntegration { id: string; clientId: string; clientSecret: string; webhookSecret: string; auth: string }

export async function madeIntegration(baseUrl: string, admin: string, input: { name: string; centerId: string | null; webhookUrl: string | null }): Promise<MadeIntegration> {
  const { body } = await callWith(baseUrl, 'POST', '/api-staff/integrations', { auth: admin, body: input });
  expect(body, JSON.stringify(body)).toMatchObject({ code: 0 });
  const data = body.data as Omit<MadeIntegration, 'auth'>;
  return { ...data, auth: basicOf(data.clientId, data.clientSecret) };
}

export interface Received { headers: IncomingHttpHeaders; body: string; at: number }

/** A webhook receiver: answers the statuses of `script` in turn (then 200), after `delayMs`, and keeps each request. */
export async function startReceiver(options: { script?: number[]; delayMs?: number } = {}) {
  const received: Received[] = [];
  const script = [...(options.script ?? [])];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = script.shift() ?? 200;
      setTimeout(() => response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now'), options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/portal-hook`;
  return {
    url,
    received,
    script,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
