// The entry (src/app/main.tsx) loads React and then the portal's start module by dynamic import, so that their
// evaluation is split into tasks (issue 18). Vite names in index.html only what the entry imports statically; this
// plugin adds a modulepreload link for every file those two steps import statically, so the browser fetches them
// all with the page, as before the split, instead of one round trip after the entry ran.
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

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
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        for (const step of steps) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId && step.test(candidate.facadeModuleId));
          if (!chunk) throw new Error(`start-preloads: no chunk for ${step}`);
          visit(chunk);
        }
        const named = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]));
        const links = [...files].filter((file) => !named.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
      },
    },
  };
}
