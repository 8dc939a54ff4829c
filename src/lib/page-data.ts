import { PAGE_DATA_ID, PAINTED_ATTRIBUTE, type PageData } from '../domain/page-data';
import { getLanguage } from './language';

/**
 * The answer the page was sent with for its first screen's read of `key` (decision 066), or undefined: none, another
 * address, or another language than this browser reads in. Taken once: the element goes with it, so a later visit
 * of the same address reads afresh.
 */
export function takePageData(key: string, path: string): unknown {
  const element = globalThis.document?.getElementById(PAGE_DATA_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const carried = JSON.parse(element.textContent ?? '') as PageData;
    return carried.key === key && carried.path === path && carried.language === getLanguage() ? carried.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the server painted this page's screen into `#root` (decision 107) and the SPA has not yet taken it over. */
export const isServerPainted = (): boolean => globalThis.document?.getElementById('root')?.hasAttribute(PAINTED_ATTRIBUTE) ?? false;

/**
 * The page's first screen has been drawn by React: a route loaded later is not the painted one, so it shows its
 * heading first again (heading-first.tsx).
 */
export const paintTakenOver = () => globalThis.document?.getElementById('root')?.removeAttribute(PAINTED_ATTRIBUTE);
