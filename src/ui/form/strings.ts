import { featureStrings } from '../../lib/i18n/feature-strings';

// The shared form parts' own words (error summary title, "(optional)" …), under `form.`; every route with a form
// loads them beside its screen.
export const loadFormStrings = featureStrings('form', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});
