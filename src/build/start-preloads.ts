// The entry (src/app/main.tsx) loads React and then the portal's start module by dynamic import, so that their
// evaluation is split into tasks (issue 18). Vite names in index.html only what the entry imports statically; this
// plugin adds a modulepreload link for every file those two steps import statically, so the browser fetches them
// all with the page, as before the split, instead of one round trip after the entry ran.
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { modulePreloadLink, namedFiles, staticClosure } from './static-closure.ts';

const steps = [/\/src\/app\/react-runtime\.ts$/, /\/src\/app\/start\.tsx$/];

export function startPreloads(): Plugin {
  return {
    name: 'portal-start-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const links = staticClosure(bundle, steps, namedFiles(html)).map(modulePreloadLink);
        return html.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
      },
    },
  };
}
