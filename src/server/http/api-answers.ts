// What every API answer gets on its way out: not kept by the browser unless its handler said otherwise (a reference
// read's ETag), and compressed when it is JSON worth compressing.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { preferredEncoding } from './encodings.ts';

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESS_FROM_BYTES = 1024;

// Hono's compress() knows gzip and deflate only, and cannot apply its threshold to a body without Content-Length
// (every c.json answer): API answers are small and already in memory, so they are measured and compressed here.
export const apiAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  const contentType = c.res.headers.get('content-type') ?? '';
  if (c.req.method === 'HEAD' || c.res.headers.has('Content-Encoding') || !c.res.body || !contentType.startsWith('application/json')) return;
  c.header('Vary', 'Accept-Encoding', { append: true });
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const plain = Buffer.from(await c.res.arrayBuffer());
  const body = plain.length < COMPRESS_FROM_BYTES
    ? plain
    : encoding === 'br' ? brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(plain, { level: 6 });
  const headers = new Headers(c.res.headers);
  if (body !== plain) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  c.res = new Response(new Uint8Array(body), { status: c.res.status, headers });
};
