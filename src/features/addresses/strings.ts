import { featureStrings } from '../../lib/i18n/feature-strings';

// Texts of the saved-address screens, loaded with them, under `addresses.`.
export const loadAddressStrings = featureStrings('addresses', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});
