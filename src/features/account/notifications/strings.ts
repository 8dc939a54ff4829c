import { featureStrings } from '../../../lib/i18n/feature-strings';

// The notification preferences' texts, under `notify.`: loaded by the section itself, so the settings page's own
// bundle (account.) is not touched by it.
export const loadNotifyStrings = featureStrings('notify', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});
