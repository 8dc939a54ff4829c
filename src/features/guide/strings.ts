import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../lib/i18n/feature-strings';

// The visa guide's texts, under `guide.`; they load with its page.
export const loadGuideStrings = featureStrings('guide', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useGuideText() {
  const { t } = useTranslation();
  return useCallback((key: string, values?: Record<string, unknown>) => t(`guide.${key}`, values ?? {}), [t]);
}
