import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../../lib/i18n/feature-strings';

// The visa-choice screens' texts, under `applyVisa.`; they load with the screens' chunk.
export const loadVisaStrings = featureStrings('applyVisa', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useVisaText() {
  const { t } = useTranslation();
  return useCallback((key: string, values?: Record<string, unknown>) => t(`applyVisa.${key}`, values ?? {}), [t]);
}
