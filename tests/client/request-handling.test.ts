import { describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import { PortalRequestError, unwrap } from '../../src/api/client';
import { catalogueMessages } from '../../src/api/catalogue-messages';
import { envelope, harness, serverForFile, type TestPaths } from './harness';

// The rest of the client's contract: credentials, odd bodies, cancellation and the raw client.

const server = serverForFile();

const basicDefault = `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`;

describe('credentials', () => {
  it('public operations carry the basic client credential, matched on the path template', async () => {
    server.replies.set('/api-visa/center/anon/wxcs', envelope(0, 'ok', []));
    server.replies.set('/api-content/article/detail/a-7', envelope(0, 'ok', { id: 'a-7' }));
    const h = harness(server.baseUrl);

    await unwrap(h.client.GET('/api-visa/center/anon/wxcs'));
    await unwrap(h.client.GET('/api-content/article/detail/{id}', { params: { path: { id: 'a-7' } } }));

    expect(server.seen.map((seen) => seen.headers.authorization)).toEqual([basicDefault, basicDefault]);
  });

  it('a configured client credential replaces the default', async () => {
    server.replies.set('/api-visa/center/anon/wxcs', envelope(0, 'ok', []));
    const h = harness(server.baseUrl, { clientCredential: { id: 'kiosk', secret: 's3' } });

    await unwrap(h.client.GET('/api-visa/center/anon/wxcs'));

    expect(server.seen[0]?.headers.authorization).toBe(`Basic ${Buffer.from('kiosk:s3').toString('base64')}`);
  });

  it('other operations carry the bearer token, or no Authorization without one', async () => {
    server.replies.set('/api-visa/home', envelope(0, 'ok', { title: 't' }));

    await unwrap(harness(server.baseUrl, { token: 'abc.def' }).client.GET('/api-visa/home'));
    await unwrap(harness(server.baseUrl, { token: null }).client.GET('/api-visa/home'));

    expect(server.seen[0]?.headers.authorization).toBe('Bearer abc.def');
    expect(server.seen[1]?.headers).not.toHaveProperty('authorization');
  });
});

describe('bodies that are not an envelope', () => {
  it('an HTML 502 from a proxy is a server error with the generic message, not a crash', async () => {
    server.replies.set('/api-visa/home', { status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' });
    const h = harness(server.baseUrl, { language: 'en' });

    const result = await unwrap(h.client.GET('/api-visa/home'));

    expect(result).toMatchObject({ ok: false, kind: 'server', status: 502, code: null, msg: catalogueMessages.server.en });
    expect(h.notices).toEqual([['closeAll'], ['show', 'error', 'Server error, please try again later']]);
  });

  it('an HTML page with HTTP 200 (a wrong path hitting the SPA fallback) is a server error too', async () => {
    server.replies.set('/api-visa/home', { status: 200, contentType: 'text/html', body: '<!doctype html><div id="root">' });
    const h = harness(server.baseUrl);

    const result = await unwrap(h.client.GET('/api-visa/home'));

    expect(result).toMatchObject({ ok: false, kind: 'server', status: 200 });
    expect(h.shown()).toEqual([catalogueMessages.server.zh]);
  });

  it('an envelope on an HTTP 500 still shows its msg', async () => {
    server.replies.set('/api-visa/home', { status: 500, body: JSON.stringify({ code: 500, msg: '系统繁忙', data: null }) });
    const h = harness(server.baseUrl);

    expect(await unwrap(h.client.GET('/api-visa/home'))).toMatchObject({ ok: false, kind: 'business', code: 500 });
    expect(h.shown()).toEqual(['系统繁忙']);
  });

  it('a successful file download passes through whole', async () => {
    server.replies.set('/api-apply/apply/form/download', { contentType: 'application/pdf', body: Buffer.from('%PDF-1.7 demo') });
    const h = harness(server.baseUrl);

    const result = await unwrap(
      h.client.GET('/api-apply/apply/form/download', { params: { query: { orderId: 'o1' } }, parseAs: 'blob' }),
    );

    expect(result.ok).toBe(true);
    if (result.ok) expect(await (result.data as unknown as Blob).text()).toBe('%PDF-1.7 demo');
    expect(h.notices).toEqual([]);
  });
  it('a download whose body stops arriving times out as a handled failure', async () => {
    server.replies.set('/api-apply/apply/form/download', { contentType: 'application/pdf', stallBody: true });
    const h = harness(server.baseUrl, { timeoutMs: 200 });

    const result = await unwrap(
      h.client.GET('/api-apply/apply/form/download', { params: { query: { orderId: 'o1' } }, parseAs: 'blob' }),
    );

    expect(result).toMatchObject({ ok: false, kind: 'timeout' });
    expect(h.shown()).toEqual([catalogueMessages.timeout.zh]);
  });
});

describe('longer timeouts', () => {
  it('a call given a longer time waits for a slow answer that times out every other call', async () => {
    server.replies.set('/api-visa/home', { ...envelope(0, 'ok', { title: 'slow' }), delayMs: 600 });
    server.replies.set('/api-visa/center/anon/wxcs', { ...envelope(0, 'ok', []), delayMs: 600 });
    const h = harness(server.baseUrl, { timeoutMs: 200, longerTimeouts: { 'GET /api-visa/home': 5_000 } });

    expect(await unwrap(h.client.GET('/api-visa/home'))).toMatchObject({ ok: true, data: { title: 'slow' } });
    expect(await unwrap(h.client.GET('/api-visa/center/anon/wxcs'))).toMatchObject({ ok: false, kind: 'timeout' });
    expect(h.shown()).toEqual([catalogueMessages.timeout.zh]);
  });

  it('a longer time still ends: past it the call is a timeout like any other', async () => {
    server.replies.set('/api-visa/home', { hang: true });
    const h = harness(server.baseUrl, { timeoutMs: 100, longerTimeouts: { 'GET /api-visa/home': 300 } });

    expect(await unwrap(h.client.GET('/api-visa/home'))).toMatchObject({ ok: false, kind: 'timeout' });
  });
});

describe('cancellation', () => {
  it("the caller's own abort resolves quietly as aborted, not as a network error", async () => {
    server.replies.set('/api-visa/home', { hang: true });
    const h = harness(server.baseUrl, { timeoutMs: 5_000 });
    const controller = new AbortController();

    const pending = unwrap(h.client.GET('/api-visa/home', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);

    expect(await pending).toMatchObject({ ok: false, kind: 'aborted' });
    expect(h.notices).toEqual([]);
    expect(h.sessionEnds).toEqual([]);
  });

  it('a caller signal aborted with a TimeoutError reason is still the caller’s abort', async () => {
    server.replies.set('/api-visa/home', { hang: true });
    const h = harness(server.baseUrl, { timeoutMs: 5_000 });

    const result = await unwrap(h.client.GET('/api-visa/home', { signal: AbortSignal.timeout(50) }));

    expect(result).toMatchObject({ kind: 'aborted' });
    expect(h.notices).toEqual([]);
  });
});

describe('the raw client and unwrap', () => {
  it('the catalogue runs for raw calls too; no-envelope failures reject with PortalRequestError', async () => {
    server.replies.set('/api-visa/home', envelope(401, 'revoked'));
    const h = harness(server.baseUrl);

    const { data } = await h.client.GET('/api-visa/home');
    expect(data?.code).toBe(401);
    expect(h.sessionEnds).toEqual(['relogin']);

    server.replies.set('/api-visa/home', { status: 502, contentType: 'text/html', body: 'Bad Gateway' });
    const rejection = await h.client.GET('/api-visa/home').catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(PortalRequestError);
    expect((rejection as PortalRequestError).failure.kind).toBe('server');
  });

  it('unwrap refuses a call from a client without the catalogue', async () => {
    server.replies.set('/api-visa/home', envelope(0, 'ok', { title: 't' }));
    const plain = createClient<TestPaths>({ baseUrl: server.baseUrl });

    await expect(unwrap(plain.GET('/api-visa/home'))).rejects.toThrow(/createPortalClient/);
  });
});
