import { featureStrings } from '../../lib/i18n/feature-strings';

// The appointment, progress and visa-center screens' texts, under `public.`.
export const loadPublicStrings = featureStrings('public', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});
