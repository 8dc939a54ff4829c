import { featureStrings } from '../../lib/i18n/feature-strings';

// The account screens' texts, under `account.` (screens write t('account.…')). This module is part of the entry
// (the route table and the session gate call it), so what it loads are bare JSON chunks.
export const loadAccountStrings = featureStrings('account', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});
