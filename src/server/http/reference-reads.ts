import type { OperationId } from './envelope.ts';

/**
 * Public reads whose answer depends only on the address, the language and the reference tables (those whose changes
 * bump reference_version): served from the process's cache with an ETag (reference-cache.ts). A read that depends on
 * anything else — the caller, the time, a counter — must not be listed.
 */
export const referenceReads: ReadonlySet<OperationId> = new Set<OperationId>([
  'getHome',
  'getCenterQrCodes',
  'getConfigValue',
  'getFooterConfig',
  'listRegions',
  'listCenters',
  'getCenter',
  'getCenterForLocation',
  'listEmbassies',
  'listVisaTypes',
  'getVisaType',
  'listVisaProducts',
  'getVisaProduct',
  'listPermanentCategories',
  'listAnnouncements',
  'listArticleTypes',
  'listArticles',
  'getArticle',
]);
