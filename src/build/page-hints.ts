// An article opened by its address waited for the entry to run before its screen's files were asked for, and for
// those before its text was (issue 18: the article page's mobile LCP). The page cannot name them for every address
// (every other page would pay), so the build writes which addresses are article pages and which files their screen
// needs, and the server adds those links, and the article, to the page it sends for such an address.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { articleDetailRoutes } from '../lib/article-types.ts';
import { routePaths } from '../lib/route-paths.ts';
import { PAGE_HINTS_FILE, type PageHints } from './page-hints-file.ts';
import { namedFiles, staticClosure } from './static-closure.ts';

// What the router loads for an article route (src/app/router.tsx: the whole lazy table, the screen, the query layer).
const articleScreen = [/\/src\/app\/screen-loaders\.ts$/, /\/src\/features\/content\/article-route\.tsx$/, /\/src\/app\/query\.tsx$/];

export function pageHints(): Plugin {
  let hints: PageHints | undefined;
  return {
    name: 'portal-page-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        hints = {
          articlePages: {
            paths: articleDetailRoutes.map((name) => routePaths[name]),
            preload: staticClosure(bundle, articleScreen, namedFiles(html)),
          },
        };
        return html;
      },
    },
    writeBundle(options) {
      if (!hints || !options.dir) return;
      const file = join(options.dir, PAGE_HINTS_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(hints, null, 2));
    },
  };
}
