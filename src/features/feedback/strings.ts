import { featureStrings } from '../../lib/i18n/feature-strings';

// Texts of the feedback screen, loaded with it, under `feedback.`.
export const loadFeedbackStrings = featureStrings('feedback', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});
