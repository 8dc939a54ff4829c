import type { Refund } from '../api/refunds';

/** A refund's reason in the console's language (the three were written when it was made); Chinese otherwise. */
export const reasonIn = (reason: Refund['reason'], language: string): string =>
  (language === 'en' || language === 'ko' ? reason[language] : '') || reason.zh;
