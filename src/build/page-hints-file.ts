// What the build tells the server about pages it serves (decision 066): written beside Vite's manifest, read by
// src/server/http/page-hints.ts. Only data crosses: the server imports no client code.
export const PAGE_HINTS_FILE = '.vite/page-hints.json';

/** Addresses that share a screen, and the files of that screen the page does not name already. */
export interface PageGroup {
  /** The router's paths (`/faq/:id?` …). */
  paths: string[];
  /** The files to fetch with the page. */
  preload: string[];
  /** Per language, the screen's texts in it (fetched with the page for a reader of that language). */
  texts?: Partial<Record<string, string[]>>;
}

export interface PageHints {
  /** The routes that open one article: the server also carries the article (decision 066). */
  articlePages: PageGroup;
  /**
   * The pages that show the newest article of a type (about, contact, cooperation, the agreement): the server carries
   * that list and its article (decision 128). `typeCodes[i]` is the type of `paths[i]`.
   */
  singleArticlePages?: PageGroup & { typeCodes: string[] };
  /** Routes whose screen the address alone decides (the flow's steps share one host; each sign-in page is its own). */
  screenPages: PageGroup[];
  /**
   * Pages the server paints itself (decision 107), by the name the server knows them by: the address, and no files,
   * as the page's text shows before any script (its take-over's files are asked for once the entry has run).
   */
  paintedPages?: Partial<Record<PaintedPageName, PageGroup>>;
  /** The texts those paintings use, per language, by their key in the client's texts (`nav.login`, `public.centers.intro`). */
  paintTexts?: Partial<Record<string, Record<string, string>>>;
}

/** The pages the server paints (decisions 107, 113). */
export type PaintedPageName = 'visaCenters' | 'news' | 'faq' | 'visaGuide';

/** The link that has the browser fetch a module file (a path under the build, `assets/…`) with the page. */
export const modulePreloadLink = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * The same for a file the page needs only once its entry has run (a route's screen, decision 067): asked for with the
 * page but after the entry's own files, which would otherwise share the phone's bandwidth with it while the entry is
 * what the page waits for first.
 */
export const laterModulePreloadLink = (file: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`;
