import type { Language } from './constants';

// What a page the server sends may carry for its first screen (decision 066): a read's answer, so that screen need not
// call for it. Written by src/server/http/page-hints.ts, read by src/lib/page-data.ts.
export const PAGE_DATA_ID = 'page-data';

export interface PageData {
  /** The address the page was sent for: an answer for another address is not used. */
  path: string;
  /** The language the answer is in: a browser that reads in another one calls as usual. */
  language: Language;
  /** What the read was for (an article's id). */
  key: string;
  data: unknown;
}

/** The page data's key for the visa-center page's reads (decision 107): its centers, consular posts and provinces. */
export const VISA_CENTERS_KEY = 'visa-centers';

/** The page data's key for the first page of a type's article list the server paints (decision 113: news, FAQ). */
export const articleListKey = (typeCode: string) => `articles ${typeCode}`;

/**
 * The page data's key for a page that shows the newest article of a type (decision 128): its list of one and that
 * article, as `SingleArticleData`.
 */
export const singleArticleKey = (typeCode: string) => `single ${typeCode}`;

/** What such a page carries: the answers of its two reads, the list (page 1, size 1) and, when it names one, the article. */
export interface SingleArticleData { list: unknown; article: unknown }

/**
 * Set on `#root` when the server painted the page's screen into it (decision 107): the SPA then draws its first
 * screen only once it can draw it whole, so React's first frame replaces the painting with the same picture.
 */
export const PAINTED_ATTRIBUTE = 'data-painted';

/**
 * The id of the banner the server writes into every page while the sandbox is on (src/server/http/spa.ts): the page
 * itself says whether it came from the sandbox, so a screen knows it in its first frame without asking.
 */
export const SANDBOX_BANNER_ID = 'sandbox-banner';
