import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE } from '../../domain/constants.ts';
import { SANDBOX_BANNER_ID } from '../../domain/page-data.ts';
import type { AppEnv } from './env.ts';
import { preferredEncoding } from './encodings.ts';
import type { HintedPageFor } from './page-hints.ts';

/** Hashed file names change with their content, so a browser may keep them for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page and unhashed files: the browser keeps them but asks (cheaply, by Last-Modified) before each use. */
export const REVALIDATE = 'no-cache';

function withCaching(cacheControl: string) {
  return (_path: string, c: Context<AppEnv>) => {
    c.header('Cache-Control', cacheControl);
    // A shared cache must keep the compressed and the plain answer apart, also when this one was plain.
    c.header('Vary', 'Accept-Encoding');
  };
}

/**
 * Shown at the top of every page while the sandbox is on, so nobody mistakes a trial for the real service: codes are
 * readable at /dev/outbox and no payment is real. Server-rendered into the page, so it is there before any script runs.
 */
export const SANDBOX_BANNER = `<aside id="${SANDBOX_BANNER_ID}" aria-label="Sandbox" style="background:#fde68a;color:#1f2937;`
  + 'padding:6px 12px;font:14px/1.4 system-ui,sans-serif;text-align:center;border-bottom:1px solid #b45309">'
  + '<strong>沙盒环境 · Sandbox · 샌드박스</strong> — 短信、邮件与支付均为模拟，请勿提交真实申请。'
  + 'SMS, e-mail and payments are simulated: not the real service.</aside>';

/**
 * The page (with the banner after <body> in the sandbox) and its compressed forms, made once per build. The build's
 * other text files are sent as their .br or .gz twins (serveStatic's precompressed).
 */
function bannered(indexPath: string, banner: string, built: number) {
  const text = readFileSync(indexPath, 'utf8').replace(/<body([^>]*)>/, `<body$1>${banner}`);
  const html = Buffer.from(text);
  return { built, text, plain: html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

export type BuiltPage = ReturnType<typeof bannered>;

/** The staff console's addresses (issue 33): the same SPA page, answered so it is never kept nor indexed. */
export const isStaffPage = (path: string) => path === '/staff' || path.startsWith('/staff/');

/**
 * Serves the built SPA with history fallback: any GET that is not an API call and not a file gets
 * index.html, and the client router decides (including its own not-found page).
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string, options: { banner?: string; hintedPage?: HintedPageFor } = {}) {
  const root = resolve(staticDir);
  const indexPath = join(root, 'index.html');
  let page: BuiltPage | undefined;
  // The page as built now: a build made while the server runs (`npm run build` beside `npm start`) replaces the
  // hashed files the old page names, so the page is read again when index.html changed. Undefined before any build.
  const builtPage = (): BuiltPage | undefined => {
    const built = statSync(indexPath, { throwIfNoEntry: false })?.mtimeMs;
    if (built === undefined) return undefined;
    if (page?.built !== built) page = bannered(indexPath, options.banner ?? '', built);
    return page;
  };
  app.use('/assets/*', serveStatic({ root: staticDir, precompressed: true, onFound: withCaching(IMMUTABLE) }));
  const sendPage = (c: Context<AppEnv>, body: { plain: Buffer; br: Buffer; gzip: Buffer }, varies = false) => {
    withCaching(REVALIDATE)(indexPath, c);
    if (isStaffPage(c.req.path)) {
      // The staff console's pages: never kept by a browser or a proxy (a shared counter's back button, a cache in
      // between), and never in a search engine's index.
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex');
    }
    // A hinted page names texts in the reader's language, which the cookie tells: a shared cache must keep them apart.
    if (varies) c.header('Vary', 'Accept-Encoding, Cookie');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(encoding ? body[encoding] : body.plain));
  };
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' || c.req.path.startsWith('/api')) return next();
    // An article's address or a flow step is never a file: its page is answered before the files are looked for.
    const built = options.hintedPage ? builtPage() : undefined;
    if (options.hintedPage && built) {
      // The address as the browser's location shows it (Hono's path is decoded), so the client can compare the two.
      const address = new URL(c.req.url);
      const hinted = await options.hintedPage(address.pathname, address.searchParams, built, getCookie(c, LANGUAGE_COOKIE), c.get('db'));
      if (hinted) return sendPage(c, hinted, true);
    }
    // The page itself is always the fallback's below (with the banner when there is one).
    if (c.req.path === '/' || c.req.path === '/index.html') return next();
    return serveStatic<AppEnv>({ root: staticDir, precompressed: true, onFound: withCaching(REVALIDATE) })(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api')) return c.notFound();
    const built = builtPage();
    if (!built) return c.text('The portal has not been built yet: run `npm run build` (npm start does it for you).', 503);
    return sendPage(c, built);
  });
}
