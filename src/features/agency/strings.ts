import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../lib/i18n/feature-strings';

// The travel agency pages' texts, under `agency.`; they load with those screens.
export const loadAgencyStrings = featureStrings('agency', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useAgencyText() {
  const { t, i18n } = useTranslation();
  const text = useCallback((key: string, values?: Record<string, unknown>) => t(`agency.${key}`, values ?? {}), [t]);
  return { t, text, language: i18n.language };
}
