import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './env.ts';

/**
 * Serves the built SPA with history fallback: any GET that is not an API call and not a file gets
 * index.html, and the client router decides (including its own not-found page).
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string) {
  const root = resolve(staticDir);
  const indexPath = join(root, 'index.html');
  app.use('/assets/*', serveStatic({ root: staticDir }));
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' || c.req.path.startsWith('/api')) return next();
    return serveStatic<AppEnv>({ root: staticDir })(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api')) return c.notFound();
    if (!existsSync(indexPath)) {
      return c.text('The portal has not been built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
