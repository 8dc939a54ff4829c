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
