// The page sent for an article's address carries what its screen will ask for first (decision 066): links to the
// article screen's files, so the browser fetches them with the page rather than after the entry ran, and the article
// itself, so the screen shows it without a call. The build says which addresses are article pages and which files
// (src/build/page-preloads.ts); nothing here knows the client's code.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../domain/constants.ts';
import { PAGE_DATA_ID, type PageData } from '../../domain/page-data.ts';
import { PAGE_HINTS_FILE, type PageHints } from '../../build/page-hints-file.ts';
import { languageOf } from './language.ts';

export type ArticleOf = (id: string, language: Language) => Promise<unknown>;

/** What goes before `</head>` for this address, or undefined when it is not an article page. */
export type PageHead = (path: string, search: URLSearchParams) => Promise<string | undefined>;

export function articlePageHead(staticDir: string, articleOf: ArticleOf): PageHead | undefined {
  const file = join(staticDir, PAGE_HINTS_FILE);
  if (!existsSync(file)) return undefined;
  const { articlePages } = JSON.parse(readFileSync(file, 'utf8')) as PageHints;
  const patterns = articlePages.paths.map(patternOf);
  const links = articlePages.preload.map((asset) => `<link rel="modulepreload" crossorigin href="/${asset}">`).join('');
  return async (path, search) => {
    const match = patterns.map((pattern) => pattern.exec(path)).find(Boolean);
    if (!match) return undefined;
    const id = match[1] && safeDecode(match[1]);
    if (!id) return links;
    // The client reads in the language its link names or it stored (spec §3); the server sees only the link. A page
    // carrying another language than the browser stored is not used by it (src/lib/page-data.ts).
    const language = languageOf(search.get('lang') ?? undefined);
    const article = await articleOf(id, language);
    if (!article) return links;
    const data: PageData = { path, language, key: id, data: article };
    return `${links}<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`;
  };
}

// The router's path syntax here is `/segment/:param` with an optional last parameter (`:id?`); a library for that
// would be a second router in the server.
function patternOf(path: string): RegExp {
  const source = path.split('/').filter(Boolean).map((segment) => {
    const parameter = /^:\w+(\?)?$/.exec(segment);
    if (!parameter) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    return parameter[1] ? '(?:/([^/]+))?' : '/([^/]+)';
  }).join('');
  return new RegExp(`^${source}/?$`);
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** JSON inside a script element: `<` could close it (an article's body is HTML), and U+2028/2029 end lines in JS. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
