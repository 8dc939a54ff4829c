// A request Node cannot read is answered before the app sees it. It was a bare 431 or 400 with no body, so the
// portal's client had nothing to say; it is now the portal's envelope, and the server goes on serving.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../support/raw-http.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('a request the server cannot read', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  /** Bytes written straight to the port, and everything the server sent back before it closed the connection. */
  const sendRaw = (bytes: string) => new Promise<string>((resolve, reject) => {
    const { port } = new URL(server.baseUrl);
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });

  it('an address over the header limit: 431 in the envelope, in the default language', async () => {
    const answer = await rawGet(server.baseUrl, `/api-cms/article/list?title=${'长'.repeat(8_000)}`, { 'accept-language': 'en' });
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ code: 431, msg: '请求地址或请求头过长，无法处理。请返回上一页重新操作', data: null });
  });

  it('bytes that are not HTTP: 400 in the envelope', async () => {
    const answer = await sendRaw('HELLO THERE\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(body!)).toEqual({ code: 400, msg: '无法识别的请求，请刷新页面后重试', data: null });
  });

  it('goes on answering the next requests', async () => {
    await sendRaw('HELLO THERE\r\n\r\n');
    await rawGet(server.baseUrl, `/?q=${'x'.repeat(40_000)}`);
    expect((await rawGet(server.baseUrl, '/health')).status).toBe(200);
  });
});
