import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * The files a browser fetches for the chunks of the given modules: each chunk and everything it imports statically,
 * less the files the page already names (`named`). Used for the page's own preloads and for a route's (page-hints).
 */
export function staticClosure(bundle: OutputBundle, modules: readonly RegExp[], named: ReadonlySet<string>): string[] {
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
  for (const module of modules) {
    // A module's chunk: its own, or the group chunk it was put in (vite.config.ts, codeSplitting).
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => module.test(id)));
    if (!chunk) throw new Error(`no chunk for ${module}`);
    visit(chunk);
  }
  return [...files].filter((file) => !named.has(file));
}

/** The files a page already names in its links and scripts. */
export function namedFiles(html: string): Set<string> {
  return new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]!));
}

/**
 * The texts in `language` that the chunks of `files` load when they start: each feature's strings module imports its
 * language files (`i18n/zh.json` …) by dynamic import, one round trip after the module ran, and one after another as
 * the screen's modules run (src/lib/i18n/feature-strings.ts).
 */
export function languageFiles(bundle: OutputBundle, files: readonly string[], language: string): string[] {
  const byFile = new Map(Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const texts = new RegExp(`/i18n/${language}\\.json$`);
  return [...new Set(files.flatMap((file) => byFile.get(file)?.dynamicImports ?? [])
    .filter((file) => texts.test(byFile.get(file)?.facadeModuleId ?? '')))];
}
