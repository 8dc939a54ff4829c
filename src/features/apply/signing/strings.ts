import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../../lib/i18n/feature-strings';

// The signing screens' and the phone page's texts, under `applySign.`; they load with those chunks.
export const loadSignStrings = featureStrings('applySign', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useSignText() {
  const { t } = useTranslation();
  return useCallback((key: string, values?: Record<string, unknown>) => t(`applySign.${key}`, values ?? {}), [t]);
}
