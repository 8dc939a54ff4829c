// What every API answer gets on its way out: not kept by the browser unless its handler said otherwise (a reference
// read's ETag), and compressed when it is JSON worth compressing.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { compressedFor, preferredEncoding } from './encodings.ts';

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESS_FROM_BYTES = 1024;

// Hono's compress() knows gzip and deflate only, and cannot apply its threshold to a body without Content-Length
// (every c.json answer): API answers are small and already in memory, so they are measured and compressed here.
export const apiAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  const headers = c.res.headers;
  const contentType = headers.get('content-type') ?? '';
  if (c.req.method === 'HEAD' || headers.has('Content-Encoding') || !contentType.startsWith('application/json')) return;
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) c.header('Vary', 'Accept-Encoding', { append: true });
  // An answer that states its length (a cached reference read) and is too short to compress is left as it is:
  // touching its body would turn @hono/node-server's direct write into a stream read, which halved those reads' rate.
  if (Number(headers.get('content-length') ?? NaN) < COMPRESS_FROM_BYTES || !c.res.body) return;
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const plain = Buffer.from(await c.res.arrayBuffer());
  const body = plain.length < COMPRESS_FROM_BYTES ? plain : compressedFor(plain, encoding);
  const answerHeaders = new Headers(headers);
  if (body !== plain) answerHeaders.set('Content-Encoding', encoding);
  answerHeaders.set('Content-Length', String(body.length));
  c.res = new Response(new Uint8Array(body), { status: c.res.status, headers: answerHeaders });
};
