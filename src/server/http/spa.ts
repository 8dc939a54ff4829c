import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './env.ts';
import { preferredEncoding } from './encodings.ts';

/** Hashed file names change with their content, so a browser may keep them for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page and unhashed files: the browser keeps them but asks (cheaply, by Last-Modified) before each use. */
export const REVALIDATE = 'no-cache';

// The build writes each text file beside its .br and .gz (vite.config.ts); the best one the browser accepts is sent.
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

function withCaching(cacheControl: string) {
  return (_path: string, c: Context<AppEnv>) => {
    c.header('Cache-Control', cacheControl);
    // A shared cache must keep the compressed and the plain answer apart, also when this one was plain.
    c.header('Vary', 'Accept-Encoding');
  };
}

/**
 * Serves the built SPA with history fallback: any GET that is not an API call and not a file gets
 * index.html, and the client router decides (including its own not-found page).
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string) {
  const root = resolve(staticDir);
  const indexPath = join(root, 'index.html');
  app.use('/assets/*', serveStatic({ root: staticDir, precompressed: true, onFound: withCaching(IMMUTABLE) }));
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' || c.req.path.startsWith('/api')) return next();
    return serveStatic<AppEnv>({ root: staticDir, precompressed: true, onFound: withCaching(REVALIDATE) })(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api')) return c.notFound();
    if (!existsSync(indexPath)) {
      return c.text('The portal has not been built yet: run `npm run build` (npm start does it for you).', 503);
    }
    withCaching(REVALIDATE)(indexPath, c);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (encoding && existsSync(indexPath + SUFFIX[encoding])) {
      c.header('Content-Encoding', encoding);
      return c.body(readFileSync(indexPath + SUFFIX[encoding]));
    }
    return c.body(readFileSync(indexPath, 'utf8'));
  });
}
