// What the build tells the server about pages it serves (decision 066): written beside Vite's manifest, read by
// src/server/http/article-page.ts. Only data crosses: the server imports no client code.
export const PAGE_HINTS_FILE = '.vite/page-hints.json';

export interface PageHints {
  articlePages: {
    /** The router's paths of the routes that open one article (`/faq/:id?` …). */
    paths: string[];
    /** The files of the article screen the page does not name already, to fetch with the page. */
    preload: string[];
  };
}

/** The link that has the browser fetch a module file (a path under the build, `assets/…`) with the page. */
export const modulePreloadLink = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
