import { featureStrings } from '../../lib/i18n/feature-strings';

// Texts of the message center, loaded with it, under `messages.`.
export const loadMessageStrings = featureStrings('messages', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});
