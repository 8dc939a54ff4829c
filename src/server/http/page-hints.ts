// The page sent for an article's address, a flow step or a sign-in page carries what its screen will ask for first (decision 066):
// links to the screen's files, so the browser fetches them with the page rather than one round trip after another
// once the entry ran, and on an article's page the article itself, so the screen shows it without a call. The build
// says which addresses those are and which files (src/build/page-preloads.ts); nothing here knows the client's code.
// The pages are kept like the public reads' answers (reference-cache.ts): made once per article and language, dropped
// when reference data changes. Some public pages the server paints whole, their screen's text in the page (decision 107);
// those showing the newest article of a type (about, contact) carry its answers (decision 128).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../domain/constants.ts';
import { PAGE_DATA_ID, PAINTED_ATTRIBUTE, singleArticleKey, type PageData, type SingleArticleData } from '../../domain/page-data.ts';
import { articleListOut, articleOut } from '../content/articles.ts';
import { laterModulePreloadLink, PAGE_HINTS_FILE, type PageGroup, type PageHints, type PaintedPageName } from '../../build/page-hints-file.ts';
import type { Db } from '../db/open.ts';
import { openNavigationWithoutScripts } from '../pages/painted-frame.ts';
import { htmlLangOf, translator } from '../pages/paint-texts.ts';
import { painters } from '../pages/painted-pages.ts';
import { languageOf } from './language.ts';
import type { CachedAnswer, ReferenceCache } from './reference-cache.ts';
import type { BuiltPage } from './spa.ts';

/**
 * The page for this address with what it carries, or undefined when the build gave no hints for the address.
 * `storedLanguage`: the language the browser keeps in its `language` cookie (src/lib/language.ts).
 */
export type HintedPageFor = (path: string, search: URLSearchParams, page: BuiltPage, storedLanguage: string | undefined, db: Db) => Promise<CachedAnswer | undefined>;

interface Group { patterns: RegExp[]; links: string; texts: Partial<Record<Language, string>> }

export function hintedPages(staticDir: string, remember: ReferenceCache['remember']): HintedPageFor {
  const file = join(staticDir, PAGE_HINTS_FILE);
  // Read again with each build of the page (spa.ts), as the files they name change with it.
  let hints: { built: number; article: Group; single: Group & { typeCodes: string[] }; screens: Group[]; painted: [PaintedPageName, Group][]; texts: PageHints['paintTexts'] } | undefined;
  const groupOf = (group: PageGroup): Group => ({
    patterns: group.paths.map(patternOf),
    links: group.preload.map(laterModulePreloadLink).join(''),
    // A screen's texts are asked for by its modules as they run, one after another: named in the page, they come
    // with it, at its modules' priority (after the entry's files, decision 067).
    texts: Object.fromEntries(LANGUAGES.map((language) => [language, (group.texts?.[language] ?? []).map(laterModulePreloadLink).join('')])),
  });
  const hintsOf = (page: BuiltPage) => {
    if (hints?.built === page.built) return hints;
    const read = readHints(file);
    const painted = Object.entries(read.paintedPages ?? {}).map(([name, group]) => [name as PaintedPageName, groupOf(group!)] as [PaintedPageName, Group]);
    const single = read.singleArticlePages ?? { ...noGroup, typeCodes: [] };
    hints = { built: page.built, article: groupOf(read.articlePages), single: { ...groupOf(single), typeCodes: single.typeCodes }, screens: read.screenPages.map(groupOf), painted, texts: read.paintTexts };
    return hints;
  };
  const withHead = (page: BuiltPage, head: string) => Buffer.from(page.text.replace('</head>', `${head}</head>`));

  const matching = (group: Group, path: string) => group.patterns.map((pattern) => pattern.exec(path)).find(Boolean);

  // The painting replaces the page's empty root and names the page's language and title as the client would.
  const paintedPage = (page: BuiltPage, language: Language, head: string, painting: { title: string; root: string }) => Buffer.from(page.text
    .replace(/<html([^>]*) lang="[^"]*"/, `<html$1 lang="${htmlLangOf[language]}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(painting.title)}</title>`)
    .replace('</head>', `${head}${openNavigationWithoutScripts}</head>`)
    .replace('<div id="root"></div>', `<div id="root" ${PAINTED_ATTRIBUTE}>${painting.root}</div>`));

  return async (path, search, page, storedLanguage, db) => {
    const { article, single, screens, painted, texts: paintTexts } = hintsOf(page);
    // The client reads in the language its link names, else the one it stored (spec §3), which it also keeps in a
    // cookie for this. A page carrying another language than the browser uses is not used by it (src/lib/page-data.ts).
    const language = languageOf(search.get('lang') ?? storedLanguage);
    const paintedOne = painted.find(([, group]) => matching(group, path));
    const variant = paintedOne && await painters[paintedOne[0]].variant(search, db);
    if (paintedOne && variant !== undefined) {
      const [name, { links, texts }] = paintedOne;
      return remember(`page ${page.built} painted ${name} ${language} ${variant}`, async () => {
        const painting = await painters[name].paint(db, language, translator(paintTexts?.[language] ?? {}), search);
        const data = painting.key === undefined ? '' : dataScript({ path, language, key: painting.key, data: painting.data });
        return paintedPage(page, language, `${links}${texts[language] ?? ''}${data}`, painting);
      });
    }
    const screen = screens.findIndex((group) => matching(group, path));
    if (screen >= 0) {
      const { links, texts } = screens[screen]!;
      return remember(`page ${page.built} screen ${screen} ${language} links`, async () => withHead(page, links + (texts[language] ?? '')));
    }
    const singleType = single.typeCodes[single.patterns.findIndex((pattern) => pattern.test(path))];
    if (singleType) {
      return remember(`page ${page.built} single ${singleType} ${language}`, async () => {
        const data: SingleArticleData = await singleArticleOf(db, singleType, language);
        return withHead(page, `${single.links}${dataScript({ path, language, key: singleArticleKey(singleType), data })}`);
      });
    }
    const match = matching(article, path);
    if (!match) return undefined;
    const id = canonicalId(match[1]);
    if (id) {
      const carrying = await remember(`page ${page.built} ${language} ${path}`, async () => {
        const found = await articleOut(db, id, language);
        if (!found) return undefined;
        const data: PageData = { path, language, key: id, data: found };
        return withHead(page, `${article.links}${dataScript(data)}`);
      });
      if (carrying) return carrying;
    }
    return remember(`page ${page.built} article links`, async () => withHead(page, article.links));
  };
}

const noGroup: PageGroup = { paths: [], preload: [] };

/**
 * The answers a page showing the newest article of a type reads first (src/features/content/single-article-page.tsx):
 * its list of one, and the article it names. Carried with the page (decision 128), they spare the phone two calls,
 * one after the other, before the page's text shows.
 */
async function singleArticleOf(db: Db, typeCode: string, language: Language): Promise<SingleArticleData> {
  const list = await articleListOut(db, language, typeCode, 1, 1);
  const id = list.records[0]?.id;
  return { list, article: id === undefined ? null : (await articleOut(db, id, language)) ?? null };
}

/** The build's hints; none (every page as built) when it wrote none or a build is writing them. */
function readHints(file: string): PageHints {
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as Partial<PageHints>;
    return {
      articlePages: read.articlePages ?? noGroup, singleArticlePages: read.singleArticlePages, screenPages: read.screenPages ?? [],
      paintedPages: read.paintedPages ?? {}, paintTexts: read.paintTexts ?? {},
    };
  } catch {
    return { articlePages: noGroup, screenPages: [], paintedPages: {}, paintTexts: {} };
  }
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

/**
 * The id of an address's segment when written as a browser writes it (percent-encoded where it must be, nowhere else),
 * else undefined: each other spelling of one id would be a page kept apart, and a list of them has no end.
 */
function canonicalId(segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  try {
    const id = decodeURIComponent(segment);
    return encodeURIComponent(id) === segment ? id : undefined;
  } catch {
    return undefined;
  }
}

const dataScript = (data: PageData) => `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** JSON inside a script element: `<` could close it (an article's body is HTML), and U+2028/2029 end lines in JS. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
